import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ROSTER_STUDENTS } from "#src/domain/schemas/rosters";
import { importRosters } from "#src/server/features/rosters";
import { ROSTER_BODY_LIMIT } from "#src/server/features/rosters/routes";
import { createTestApp, signUp, type TestApp } from "../../support/harness";
import { threeClasses } from "../../support/oneroster-fixtures";
import { roster } from "../../support/roster";
import {
  type BodyClass,
  exportClasses,
  importOk,
  postImport,
  rosterRows,
} from "../../support/roster-imports";
import { teacherWithClass } from "../../support/teachers";
import { snapshot } from "../../support/world";

/**
 * What POST /api/roster-imports refuses (400 with field details, 409 for the
 * student limits of docs/product.md#limits) with nothing written, the largest class it takes, and the core function
 * as Google Classroom calls it. SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({
    CLASS_LIMIT: "20",
    MAX_STUDENTS_PER_CLASS: "40",
    MAX_STUDENTS_PER_TEACHER: "100",
  });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const state = async () => ({
  ...(await snapshot(t.database.db, me.userId)),
  ...(await rosterRows(t.database.db, me.userId)),
});
const math = () => exportClasses("1.2", threeClasses())[1] as BodyClass;

describe("validation (400 with field details, nothing written)", () => {
  it("refuses repeated ids, an empty title, NUL and control characters, too many students", async () => {
    const before = await state();
    const m = math();
    const s0 = m.students[0] as BodyClass["students"][number];
    const cases: [string, unknown, string, string][] = [
      [
        "repeated student id",
        [{ ...m, students: [...m.students, { ...s0, name: "Other" }] }],
        "body.classes.0.students",
        "students must not repeat an external_id",
      ],
      [
        "repeated class id",
        [m, { ...m, title: "Again" }],
        "body.classes",
        "classes must not repeat an external_id",
      ],
      ["empty title", [{ ...m, title: "   " }], "body.classes.0.title", "Class title is required"],
      [
        "NUL in a name",
        [{ ...m, students: [{ external_id: "x", name: "A\u0000b" }] }],
        "body.classes.0.students.0.name",
        "Student name must not contain a NUL character",
      ],
      [
        "control character in an id",
        [{ ...m, students: [{ external_id: "x\u0007", name: "Ab" }] }],
        "body.classes.0.students.0.external_id",
        "external_id is not valid",
      ],
      [
        "too many students",
        [
          {
            ...m,
            students: Array.from({ length: MAX_ROSTER_STUDENTS + 1 }, (_, i) => ({
              external_id: `s${i}`,
              name: `Student ${i}`,
            })),
          },
        ],
        "body.classes.0.students",
        `students must be at most ${MAX_ROSTER_STUDENTS}`,
      ],
      ["no class", [], "body.classes", "classes must name at least one class"],
    ];
    for (const [name, classes, field, message] of cases) {
      const res = await postImport(t.app, me.cookie, classes as BodyClass[]);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(400);
      expect(res.json().details, name).toContainEqual({ field, message });
    }
    const google = await postImport(t.app, me.cookie, [m], { source: "google" });
    expect(google.statusCode).toBe(400);
    expect(google.json().details).toContainEqual({
      field: "body.source",
      message: 'source must be "oneroster"',
    });
    expect(await state()).toEqual(before);
  });

  it(`takes a class of ${MAX_ROSTER_STUDENTS.toLocaleString("en-US")} students with the longest ids and names`, async () => {
    const students = Array.from({ length: MAX_ROSTER_STUDENTS }, (_, i) => ({
      external_id: `${i}-`.padEnd(255, "x"),
      name: `${i} `.padEnd(100, "é"),
    }));
    const classes = [{ ...math(), students }];
    const size = Buffer.byteLength(JSON.stringify({ source: "oneroster", dry_run: true, classes }));
    expect(size).toBeLessThan(ROSTER_BODY_LIMIT);
    // Read whole and checked (not a 413): this app's class limit (40) refuses it. The import of
    // 10,000 students under the default limits is in import.test.ts.
    const res = await postImport(t.app, me.cookie, classes, { dry_run: true });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(409);
    expect(res.json().error).toBe(
      "A class can hold at most 40 students; importing Math 7A would make 10,000.",
    );
    console.log(`roster import: ${MAX_ROSTER_STUDENTS} students at the longest = ${size} bytes`);
  });
});

describe("student limits (docs/product.md#limits): 409, nothing written", () => {
  it("a class past its limit, and the teacher past theirs, counting removals", async () => {
    const who = await teacherWithClass(t.app, "Typed");
    for (let i = 0; i < 11; i++)
      await roster(t.app, who.cookie).newStudent(who.classId, `Hand ${i}`);
    const before = await snapshot(t.database.db, who.userId);
    const into = { ...math(), target_class_id: who.classId };
    const res = await postImport(t.app, who.cookie, [into]);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: "A class can hold at most 40 students; importing Typed would make 41.",
      code: "limit_reached",
    });
    expect(await snapshot(t.database.db, who.userId)).toEqual(before);
    // 30 + 30 + 30 new and 11 by hand: 101 over the teacher's 100.
    const three = exportClasses("1.2", threeClasses());
    const over = await postImport(t.app, who.cookie, three);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toEqual({
      error: "You can have at most 100 students in all your classes; this import would make 101.",
      code: "limit_reached",
    });
    expect(await snapshot(t.database.db, who.userId)).toEqual(before);
    // Without the class typed by hand it fits: 90 + 0.
    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/classes/${who.classId}`,
      headers: { origin: "http://localhost:3000", cookie: who.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await importOk(t.app, who.cookie, three)).classes).toHaveLength(3);
  });
});

describe("applyRosterImport as Google Classroom calls it (source google)", () => {
  it("links by source: a Google course with a OneRoster class's id is another class", async () => {
    const who = await signUp(t.app);
    const one = await importOk(t.app, who.cookie, [math()]);
    const course = { ...math(), title: "Maths (Classroom)" };
    const ctx = { config: { ...t.app.ctx.config }, database: t.database };
    const request = { teacherId: who.userId, source: "google" as const, classes: [course] };
    const dry = await importRosters(ctx, { ...request, dryRun: true });
    expect(dry.classes[0]).toMatchObject({ class_id: null, created: true });
    const first = await importRosters(ctx, { ...request, dryRun: false });
    expect(first.classes[0]?.class_id).not.toBe(one.classes[0]?.class_id);
    const again = await importRosters(ctx, { ...request, dryRun: false });
    expect(again.classes[0]).toMatchObject({
      class_id: first.classes[0]?.class_id,
      created: false,
      unchanged: 30,
    });
    const rows = await rosterRows(t.database.db, who.userId);
    expect(rows.rosterClasses.map((r) => r.source).sort()).toEqual(["google", "oneroster"]);
    // Input that did not come through the route is checked against the same contract.
    await expect(
      importRosters(ctx, {
        ...request,
        dryRun: false,
        classes: [{ ...course, students: [{ external_id: "", name: "x" }] }],
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      details: [
        { field: "body.classes.0.students.0.external_id", message: "external_id is required" },
      ],
    });
  });
});
