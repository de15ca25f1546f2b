import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RosterLinkDto } from "#src/domain/schemas/rosters";
import type { StudentDto } from "#src/domain/schemas/students";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { type FixtureClass, threeClasses } from "../../support/oneroster-fixtures";
import { roster, spread } from "../../support/roster";
import {
  type BodyClass,
  exportClasses,
  importOk,
  postImport,
  rosterRows,
} from "../../support/roster-imports";
import { twoTeachers } from "../../support/teachers";
import { snapshot } from "../../support/world";

/**
 * OneRoster import on SQLite and (TEST_DATABASE_URL) PostgreSQL: POST /api/roster-imports with bodies
 * made from the fixture OneRoster exports (3 classes, 90 students) read by the domain's reader,
 * as the browser does; GET /api/roster-links.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "20" });
});
afterAll(() => t.close());

type Teacher = { cookie: string; userId: string };
const as = (who: Teacher) => roster(t.app, who.cookie);
const links = async (who: Teacher) => {
  const res = await call(t.app, "GET", "/api/roster-links", { cookie: who.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RosterLinkDto[];
};
const byTitle = (classes: BodyClass[], title: string) =>
  classes.find((c) => c.title === title) as BodyClass;
const state = async (who: Teacher) => ({
  ...(await snapshot(t.database.db, who.userId)),
  ...(await rosterRows(t.database.db, who.userId)),
});

describe("OneRoster import", () => {
  for (const version of ["1.1", "1.2"] as const) {
    it(`imports two of the three classes of a ${version} export, balanced and linked`, async () => {
      const me = await signUp(t.app);
      const all = exportClasses(version, threeClasses());
      const chosen = [byTitle(all, "Math 7A"), byTitle(all, "Science 7B")];
      const result = await importOk(t.app, me.cookie, chosen);
      expect(result.dry_run).toBe(false);
      expect(result.classes.map((c) => [c.class_name, c.created, c.added.length])).toEqual([
        ["Math 7A", true, 30],
        ["Science 7B", true, 30],
      ]);
      const classes = await as(me).classes();
      expect(classes.map((c) => [c.name, c.studentCount])).toEqual([
        ["Math 7A", 30],
        ["Science 7B", 30],
      ]);
      const math = await as(me).students(result.classes[0]?.class_id as string);
      expect(math.map((s) => s.name)).toEqual(chosen[0]?.students.map((s) => s.name));
      // The CSV import's Use Balanced Assignment: every attribute as even as 30 allows.
      expect(
        spread(
          math.map((s) => s.color),
          ["Red", "Yellow", "Green", "Purple"],
        ),
      ).toBe(1);
      expect(
        spread(
          math.map((s) => s.number),
          [1, 2, 3, 4],
        ),
      ).toBe(1);
      const listed = await links(me);
      expect(listed.map((l) => [l.source, l.external_id, l.title])).toEqual([
        ["oneroster", "class-1", "Math 7A"],
        ["oneroster", "class-2", "Science 7B"],
      ]);
      const rows = await rosterRows(t.database.db, me.userId);
      expect(rows.rosterStudents).toHaveLength(60);
    });
  }

  it("balanced: false leaves newcomers without values (N/A); true is the same as leaving it out", async () => {
    const me = await signUp(t.app);
    const all = exportClasses("1.2", threeClasses());
    const off = await importOk(t.app, me.cookie, [byTitle(all, "Math 7A")], { balanced: false });
    const bare = await as(me).students(off.classes[0]?.class_id as string);
    expect(bare).toHaveLength(30);
    for (const s of bare) {
      expect(s).toMatchObject({ number: null, color: null, element: null, shape: null });
    }
    const on = await importOk(t.app, me.cookie, [byTitle(all, "Science 7B")], { balanced: true });
    const filled = await as(me).students(on.classes[0]?.class_id as string);
    for (const name of ["color", "element", "shape"] as const) {
      expect(filled.every((s) => s[name] !== null)).toBe(true);
    }
    expect(
      spread(
        filled.map((s) => s.number),
        [1, 2, 3, 4],
      ),
    ).toBeLessThanOrEqual(1);
    const bad = await postImport(t.app, me.cookie, [byTitle(all, "History 7C")], {
      balanced: "yes" as unknown as boolean,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("re-import after a rename and a newcomer: one rename, one newcomer, no duplicates, values kept", async () => {
    const me = await signUp(t.app);
    const fixture = threeClasses();
    const first = exportClasses("1.2", fixture).slice(1);
    const done = await importOk(t.app, me.cookie, first);
    const mathId = done.classes[0]?.class_id as string;
    const before = await as(me).students(mathId);
    const math = fixture[0] as FixtureClass;
    const renamed = math.students[4] as FixtureClass["students"][number];
    math.students[4] = { ...renamed, preferredGiven: "Zoë" };
    math.students.push({ id: "stu-new", given: "Nia", family: "Adeyemi" });
    const again = await importOk(t.app, me.cookie, exportClasses("1.2", fixture).slice(1));
    const [m, s] = again.classes;
    expect(m).toMatchObject({ class_id: mathId, created: false, unchanged: 29, left: [] });
    expect(m?.added).toEqual([{ external_id: "stu-new", name: "Nia Adeyemi" }]);
    expect(m?.renamed).toEqual([
      expect.objectContaining({
        from: `${renamed.given} ${renamed.family}`,
        to: `Zoë ${renamed.family}`,
      }),
    ]);
    expect(s).toMatchObject({ created: false, added: [], renamed: [], unchanged: 30 });
    expect((await as(me).classes()).map((c) => c.studentCount)).toEqual([31, 30]);
    const after = await as(me).students(mathId);
    for (const old of before) {
      const now = after.find((a) => a.id === old.id) as StudentDto;
      expect([now.number, now.color, now.element, now.shape]).toEqual([
        old.number,
        old.color,
        old.element,
        old.shape,
      ]);
      if (old.id === m?.renamed[0]?.id) {
        expect(now.name).toBe(`Zoë ${renamed.family}`);
        expect(now.version).toBe(old.version + 1);
      } else expect(now).toEqual(old);
    }
    const third = await importOk(t.app, me.cookie, exportClasses("1.2", fixture).slice(1));
    expect(third.classes.map((c) => [c.added.length, c.renamed.length, c.unchanged])).toEqual([
      [0, 0, 31],
      [0, 0, 30],
    ]);
  });

  it("links a class typed by hand by name (the roster's spelling), adds the rest", async () => {
    const me = await signUp(t.app);
    const math = byTitle(exportClasses("1.1", threeClasses()), "Math 7A");
    const room = await as(me).newClass("Period 3 maths");
    const typed = math.students.slice(0, 28).map((s, i) => ({
      name: i === 0 ? `  ${s.name.toUpperCase()} ` : s.name,
    }));
    const rows = [...typed, { name: "Hand Only" }];
    const imported = await call(t.app, "POST", `/api/classes/${room.id}/students/import`, {
      cookie: me.cookie,
      body: { rows, balanced: true },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const before = await as(me).students(room.id);
    const result = await importOk(t.app, me.cookie, [{ ...math, target_class_id: room.id }]);
    expect(result.classes[0]).toMatchObject({
      class_id: room.id,
      class_name: "Period 3 maths",
      created: false,
      unchanged: 0,
      left: [],
    });
    expect(result.classes[0]?.linked).toHaveLength(28);
    expect(result.classes[0]?.added.map((a) => a.name)).toEqual(
      math.students.slice(28).map((s) => s.name),
    );
    const after = await as(me).students(room.id);
    expect(after).toHaveLength(31);
    expect(after.find((s) => s.id === before[0]?.id)?.name).toBe(math.students[0]?.name);
    expect(after.find((s) => s.name === "Hand Only")).toEqual(before[28]);
    // Linked now: the next import changes nothing, and the hand-added student never "left".
    const again = await importOk(t.app, me.cookie, [{ ...math, target_class_id: null }]);
    expect(again.classes[0]).toMatchObject({ class_id: room.id, unchanged: 30, left: [] });
    expect(again.classes[0]?.linked).toEqual([]);
  });

  it("lists students who left, keeps them, removes exactly those confirmed", async () => {
    const me = await signUp(t.app);
    const fixture = threeClasses();
    await importOk(t.app, me.cookie, exportClasses("1.2", fixture).slice(1, 2));
    const math = fixture[0] as FixtureClass;
    const [a, b] = math.students.splice(3, 2) as [
      FixtureClass["students"][number],
      FixtureClass["students"][number],
    ];
    const body = exportClasses("1.2", fixture).slice(1, 2);
    const listed = await importOk(t.app, me.cookie, body);
    const left = listed.classes[0]?.left ?? [];
    expect(left.map((s) => s.name).sort()).toEqual(
      [`${a.given} ${a.family}`, `${b.given} ${b.family}`].sort(),
    );
    expect(listed.classes[0]?.removed).toEqual([]);
    const classId = listed.classes[0]?.class_id as string;
    expect(await as(me).students(classId)).toHaveLength(30);
    const gone = left[0] as { id: string; name: string };
    const confirm = [{ ...(body[0] as BodyClass), remove_student_ids: [gone.id] }];
    const before = await state(me);
    const dry = await importOk(t.app, me.cookie, confirm, { dry_run: true });
    expect(dry.classes[0]?.removed).toEqual([gone]);
    expect(await state(me)).toEqual(before);
    const removed = await importOk(t.app, me.cookie, confirm);
    expect(removed.classes[0]?.removed).toEqual([gone]);
    expect(removed.classes[0]?.left).toEqual(left);
    const students = await as(me).students(classId);
    expect(students).toHaveLength(29);
    expect(students.some((s) => s.id === gone.id)).toBe(false);
    const next = await importOk(t.app, me.cookie, body);
    expect(next.classes[0]?.left).toEqual(left.filter((s) => s.id !== gone.id));
  });

  it("a dry run answers the same plan and writes nothing (new classes: class_id null)", async () => {
    const me = await signUp(t.app);
    const all = exportClasses("1.2", threeClasses());
    const room = await as(me).newClass("Typed");
    await as(me).newStudent(room.id, all[0]?.students[0]?.name);
    const body = [{ ...(all[0] as BodyClass), target_class_id: room.id }, all[1] as BodyClass];
    const before = await state(me);
    const dry = await importOk(t.app, me.cookie, body, { dry_run: true });
    expect(await state(me)).toEqual(before);
    expect(dry.dry_run).toBe(true);
    expect(
      dry.classes.map((c) => [c.class_id, c.created, c.linked.length, c.added.length]),
    ).toEqual([
      [room.id, false, 1, 29],
      [null, true, 0, 30],
    ]);
    const real = await importOk(t.app, me.cookie, body);
    const strip = (r: typeof dry) => r.classes.map(({ class_id: _, ...c }) => c);
    expect(strip(real)).toEqual(strip(dry));
    expect(real.classes[1]?.class_id).toEqual(expect.any(String));
  });
});

describe("a class of 10,000 students (the class limit)", () => {
  it("is imported in one request, then re-imported with nothing to change", async () => {
    const me = await signUp(t.app);
    const students = Array.from({ length: 10_000 }, (_, i) => ({
      external_id: `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, "0")}`,
      name: `Student ${i + 1}`,
    }));
    const big = [{ external_id: "big", title: "Year 9", target_class_id: null, students }];
    const started = performance.now();
    const first = await importOk(t.app, me.cookie, big);
    const imported = performance.now();
    expect(first.classes[0]?.added).toHaveLength(10_000);
    expect((await as(me).classes())[0]?.studentCount).toBe(10_000);
    const before = performance.now();
    const again = await importOk(t.app, me.cookie, big);
    const reimported = performance.now();
    expect(again.classes[0]).toMatchObject({ added: [], renamed: [], unchanged: 10_000 });
    // Figures only (a shared machine): the budget is bench's, never an assertion here.
    console.log(
      `roster import (${dbKind}): 10,000 new students ${Math.round(imported - started)} ms, re-import with no change ${Math.round(reimported - before)} ms`,
    );
  }, 120_000);
});

describe("refusals (nothing written)", () => {
  it("another teacher's or an unknown target: 404", async () => {
    const { me, other } = await twoTeachers(t.app);
    const theirs = await as(other).newClass("Theirs");
    const math = exportClasses("1.2", threeClasses())[1] as BodyClass;
    const before = await state(other);
    for (const target of [theirs.id, "no-such-class"]) {
      const res = await postImport(t.app, me.cookie, [{ ...math, target_class_id: target }]);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ error: "Class not found", code: "not_found" });
    }
    expect(await state(other)).toEqual(before);
    expect(await rosterRows(t.database.db, me.userId)).toEqual({
      rosterClasses: [],
      rosterStudents: [],
    });
  });

  it("a class linked to another roster class, a roster class linked elsewhere: 409; one class twice: 400", async () => {
    const me = await signUp(t.app);
    const [history, math, science] = exportClasses("1.2", threeClasses()) as BodyClass[];
    const done = await importOk(t.app, me.cookie, [math as BodyClass]);
    const mathId = done.classes[0]?.class_id as string;
    const spare = await as(me).newClass("Spare");
    const before = await state(me);
    const cases: [BodyClass[], RegExp][] = [
      [
        [{ ...(science as BodyClass), target_class_id: mathId }],
        /Math 7A is already linked to "Math 7A" from OneRoster/,
      ],
      [
        [{ ...(math as BodyClass), target_class_id: spare.id }],
        /"Math 7A" from OneRoster already fills Math 7A/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await postImport(t.app, me.cookie, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatch(message);
    }
    // Two roster classes of one request into one class: the request contradicts itself (400).
    const twice = await postImport(t.app, me.cookie, [
      { ...(history as BodyClass), target_class_id: spare.id },
      { ...(science as BodyClass), target_class_id: spare.id },
    ]);
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json()).toEqual({
      error: "Spare can be filled by one roster class only",
      code: "invalid_request",
      details: [
        {
          field: "body.classes.1.target_class_id",
          message: "Spare can be filled by one roster class only",
        },
      ],
    });
    expect(await state(me)).toEqual(before);
  });

  it("a remove id that is not one of the class's left students: 400 naming it", async () => {
    const me = await signUp(t.app);
    const math = exportClasses("1.2", threeClasses())[1] as BodyClass;
    const done = await importOk(t.app, me.cookie, [math]);
    const staying = (await as(me).students(done.classes[0]?.class_id as string))[0] as StudentDto;
    const before = await state(me);
    for (const id of [staying.id, "not-a-student"]) {
      const res = await postImport(t.app, me.cookie, [{ ...math, remove_student_ids: [id] }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        error: `${id} is not a student who left Math 7A`,
        code: "invalid_request",
        details: [
          { field: "body.classes.0.remove_student_ids", message: expect.stringContaining(id) },
        ],
      });
    }
    expect(await state(me)).toEqual(before);
  });

  it("the class limit (docs/product.md#limits), counting this import's new classes: 409, nothing written", async () => {
    const small = await createTestApp({ CLASS_LIMIT: "3" });
    try {
      const me = await signUp(small.app);
      await roster(small.app, me.cookie).newClass("One");
      await roster(small.app, me.cookie).newClass("Two");
      const all = exportClasses("1.2", threeClasses());
      const res = await postImport(small.app, me.cookie, all.slice(0, 2));
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({
        error: "You can have at most 3 classes",
        code: "limit_reached",
      });
      const dry = await postImport(small.app, me.cookie, all.slice(0, 2), { dry_run: true });
      expect(dry.statusCode).toBe(409);
      expect((await roster(small.app, me.cookie).classes()).map((c) => c.name)).toEqual([
        "One",
        "Two",
      ]);
      expect(await importOk(small.app, me.cookie, all.slice(0, 1))).toMatchObject({
        dry_run: false,
      });
    } finally {
      await small.close();
    }
  });
});

describe("links follow the students", () => {
  it("a student moved to another class loses the link; deleting students and classes takes the links", async () => {
    const me = await signUp(t.app);
    const done = await importOk(t.app, me.cookie, exportClasses("1.2", threeClasses()).slice(1));
    const [mathId, scienceId] = done.classes.map((c) => c.class_id as string) as [string, string];
    const [mover, deleted] = (await as(me).students(mathId)) as [StudentDto, StudentDto];
    const moved = await call(t.app, "PUT", `/api/students/${mover.id}`, {
      cookie: me.cookie,
      body: { name: mover.name, class_id: scienceId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const gone = await call(t.app, "DELETE", `/api/students/${deleted.id}`, { cookie: me.cookie });
    expect(gone.statusCode).toBe(204);
    let rows = await rosterRows(t.database.db, me.userId);
    expect(rows.rosterStudents.some((r) => r.student_id === mover.id)).toBe(false);
    expect(rows.rosterStudents.some((r) => r.student_id === deleted.id)).toBe(false);
    expect(rows.rosterStudents).toHaveLength(58);
    // The mover is Science's now, unlinked there: Math's re-import adds them again (a newcomer).
    const again = await importOk(
      t.app,
      me.cookie,
      exportClasses("1.2", threeClasses()).slice(1, 2),
    );
    expect(again.classes[0]?.added.map((a) => a.name).sort()).toEqual(
      [mover.name, deleted.name].sort(),
    );
    const removed = await call(t.app, "DELETE", `/api/classes/${mathId}`, { cookie: me.cookie });
    expect(removed.statusCode).toBe(204);
    rows = await rosterRows(t.database.db, me.userId);
    expect(rows.rosterClasses.map((r) => r.class_id)).toEqual([scienceId]);
    expect(rows.rosterStudents).toHaveLength(30);
    expect(rows.rosterStudents.every((r) => r.class_id === scienceId)).toBe(true);
  });
});
