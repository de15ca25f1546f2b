import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { type BodyClass, postImport } from "../../support/roster-imports";

/**
 * First names and last initials only (docs/decisions/0057-last-initials.md): the import's
 * `last_initials` on the CSV/paste and OneRoster routes, and the server's STUDENT_NAMES=initials
 * on every way a student arrives. (Google Classroom: ../google-classroom/last-initials.test.ts.)
 */
let t: TestApp;
let strict: TestApp;
let me: { cookie: string; userId: string };
let school: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  strict = await createTestApp({ CLASS_LIMIT: "100", STUDENT_NAMES: "initials" });
  me = await signUp(t.app);
  school = await signUp(strict.app);
});
afterAll(async () => {
  await t.close();
  await strict.close();
});

const rows = (...names: string[]) => names.map((name) => ({ name }));
const importRows = (app: TestApp, cookie: string, classId: string, body: Record<string, unknown>) =>
  call(app.app, "POST", `/api/classes/${classId}/students/import`, { cookie, body });
const namesIn = async (app: TestApp, cookie: string, classId: string) =>
  (await roster(app.app, cookie).students(classId)).map((s) => s.name);
const rosterClass = (names: string[], id = "c1"): BodyClass => ({
  external_id: id,
  title: "Roster class",
  target_class_id: null,
  students: names.map((name, i) => ({ external_id: `${id}-s${i}`, name })),
});

describe("the import's last_initials", () => {
  it("keeps first names and last initials, apart from each other and from the class", async () => {
    const c = await roster(t.app, me.cookie).newClass();
    await roster(t.app, me.cookie).newStudent(c.id, "Sam P.");
    const res = await importRows(t, me.cookie, c.id, {
      last_initials: true,
      rows: rows(" Maya Patel ", "Maya Perez", "Sam Park", "Ali", "Patel, Ravi", "ليلى حداد"),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await namesIn(t, me.cookie, c.id)).toEqual([
      "Sam P.",
      "Maya Pa.",
      "Maya Pe.",
      "Sam Pa.",
      "Ali",
      "Ravi P.",
      "ليلى ح",
    ]);
  });

  it("keeps names whole when false or absent (an older client), as before", async () => {
    const c = await roster(t.app, me.cookie).newClass();
    expect((await importRows(t, me.cookie, c.id, { rows: rows("Maya Patel") })).statusCode).toBe(
      201,
    );
    const off = { last_initials: false, rows: rows("Ben Ode") };
    expect((await importRows(t, me.cookie, c.id, off)).statusCode).toBe(201);
    expect(await namesIn(t, me.cookie, c.id)).toEqual(["Maya Patel", "Ben Ode"]);
  });

  it.each([["yes"], [1], [null], [{}]])("refuses last_initials %j with a 400", async (value) => {
    const c = await roster(t.app, me.cookie).newClass();
    const res = await importRows(t, me.cookie, c.id, { last_initials: value, rows: rows("Ann") });
    expect(res.statusCode).toBe(400);
    const bad = await call(t.app, "POST", "/api/roster-imports", {
      cookie: me.cookie,
      body: { source: "oneroster", last_initials: value, classes: [rosterClass(["Ann Lee"])] },
    });
    expect(bad.statusCode).toBe(400);
    expect(await namesIn(t, me.cookie, c.id)).toEqual([]);
  });

  it("OneRoster: the dry run shows the short names, the import stores them, a re-import renames nobody", async () => {
    const body = (dry_run: boolean, names: string[]) => ({
      cookie: me.cookie,
      body: {
        source: "oneroster",
        dry_run,
        last_initials: true,
        classes: [rosterClass(names, "or")],
      },
    });
    const names = ["Maya Patel", "Maya Perez", "Lucas van der Berg"];
    const dry = await call(t.app, "POST", "/api/roster-imports", body(true, names));
    expect(dry.statusCode, dry.body).toBe(200);
    const added = dry.json().classes[0].added.map((s: { name: string }) => s.name);
    expect(added).toEqual(["Maya Pa.", "Maya Pe.", "Lucas v."]);
    const done = await call(t.app, "POST", "/api/roster-imports", body(false, names));
    expect(done.statusCode, done.body).toBe(200);
    const classId = done.json().classes[0].class_id as string;
    expect(await namesIn(t, me.cookie, classId)).toEqual(["Maya Pa.", "Maya Pe.", "Lucas v."]);
    const again = await call(t.app, "POST", "/api/roster-imports", body(false, names));
    expect(again.json().classes[0]).toMatchObject({ added: [], renamed: [], unchanged: 3 });
  });
});

describe("STUDENT_NAMES=initials on the server", () => {
  it("is told to the browser by GET /api/config", async () => {
    expect((await call(t.app, "GET", "/api/config")).json().studentNames).toBe("full");
    expect((await call(strict.app, "GET", "/api/config")).json().studentNames).toBe("initials");
  });

  it("shortens every import, whatever the request says, and adding one by one", async () => {
    const c = await roster(strict.app, school.cookie).newClass();
    const off = { last_initials: false, rows: rows("Maya Patel") };
    expect((await importRows(strict, school.cookie, c.id, off)).statusCode).toBe(201);
    const old = { rows: rows("Ben Ode") };
    expect((await importRows(strict, school.cookie, c.id, old)).statusCode).toBe(201);
    const added = await roster(strict.app, school.cookie).newStudent(c.id, "Maya Perez");
    expect(added.name).toBe("Maya Pe.");
    expect(await namesIn(strict, school.cookie, c.id)).toEqual(["Maya P.", "Ben O.", "Maya Pe."]);

    const res = await postImport(strict.app, school.cookie, [rosterClass(["Cy Park"], "s1")], {});
    expect(res.statusCode, res.body).toBe(200);
    const classId = res.json().classes[0].class_id as string;
    expect(await namesIn(strict, school.cookie, classId)).toEqual(["Cy P."]);
  });
});
