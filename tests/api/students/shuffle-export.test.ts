import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentDto } from "#src/domain/schemas/students";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { pause, roster, spread } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
const shuffle = (classId: string, cookie = me.cookie) =>
  call(t.app, "POST", `/api/classes/${classId}/shuffle`, { cookie });

function expectEven(students: readonly StudentDto[]) {
  expect(
    spread(
      students.map((s) => s.number),
      [1, 2, 3, 4],
    ),
  ).toBeLessThanOrEqual(1);
  for (const name of ["color", "element", "shape"] as const) {
    expect(
      spread(
        students.map((s) => s[name]),
        DEFAULT_OPTIONS[name],
      ),
      name,
    ).toBeLessThanOrEqual(1);
  }
}

describe("Shuffle Categories (docs/product.md#balanced-assignment)", () => {
  it("gives every student valid values with each attribute's counts within 1, and saves them", async () => {
    const c = await as(me).newClass();
    for (let i = 0; i < 11; i++) {
      await as(me).newStudent(c.id, `S${i}`, { number: 1, color: "Red", element: null });
    }
    await pause();
    const res = await shuffle(c.id);
    expect(res.statusCode).toBe(200);
    const after: StudentDto[] = res.json();
    expect(after.map((s) => s.name)).toEqual(Array.from({ length: 11 }, (_, i) => `S${i}`));
    for (const s of after) {
      expect(s.element).not.toBeNull();
      expect(s.shape).not.toBeNull();
    }
    expectEven(after);
    expect(await as(me).students(c.id)).toEqual(after);
    const cls = (await as(me).classes()).find((x) => x.id === c.id);
    expect((cls?.updated_at ?? "") > c.updated_at).toBe(true);
  });

  it("stays even for a class of 1,000 imported students", async () => {
    const c = await as(me).newClass();
    const rows = Array.from({ length: 1_000 }, (_, i) => ({
      name: `P${i}`,
      number: 2,
      shape: "Circle",
    }));
    const imported = await call(t.app, "POST", `/api/classes/${c.id}/students/import`, {
      cookie: me.cookie,
      body: { rows },
    });
    expect(imported.statusCode).toBe(201);
    const res = await shuffle(c.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1_000);
    expectEven(res.json());
    expectEven(await as(me).students(c.id));
  });

  it("answers [] for an empty class, 404 for another teacher's class and 401 signed out", async () => {
    const empty = await as(me).newClass();
    const res = await shuffle(empty.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const theirs = await as(other).newClass();
    const victim = await as(other).newStudent(theirs.id, "V", { number: 3 });
    expect((await shuffle(theirs.id)).statusCode).toBe(404);
    expect((await shuffle("missing")).statusCode).toBe(404);
    expect((await shuffle(theirs.id, "")).statusCode).toBe(401);
    expect((await as(other).students(theirs.id))[0]).toEqual(victim);
  });
});

describe("class CSV export", () => {
  it("sends the roster as a formula-safe CSV attachment", async () => {
    const c = await as(me).newClass("Période 3 / Math");
    await as(me).newStudent(c.id, "=cmd()", { number: 1, color: "Red" });
    await as(me).newStudent(c.id, "Smith, Jo", { shape: "Circle" });
    await as(me).newStudent(c.id, 'Ann "Nan" Lee');
    await as(me).newStudent(c.id, "+SUM(A1)", { element: "Air" });
    await as(me).newStudent(c.id, "Ann;=2*3;");
    const res = await call(t.app, "GET", `/api/classes/${c.id}/export.csv`, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="periode-3-math-students.csv"',
    );
    expect(res.body).toBe(
      "\uFEFFname,number,color,element,shape\r\n" +
        `"'=cmd()",1,"Red",,\r\n` +
        '"Smith, Jo",,,,"Circle"\r\n' +
        '"Ann ""Nan"" Lee",,,,\r\n' +
        `"'+SUM(A1)",,,"Air",\r\n` +
        `"Ann;'=2*3;",,,,\r\n`,
    );
  });

  it("answers 404 for another teacher's class and 401 signed out", async () => {
    const theirs = await as(other).newClass();
    const url = `/api/classes/${theirs.id}/export.csv`;
    expect((await call(t.app, "GET", url, { cookie: me.cookie })).statusCode).toBe(404);
    expect((await call(t.app, "GET", url)).statusCode).toBe(401);
    const mine = await call(t.app, "GET", url, { cookie: other.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe("\uFEFFname,number,color,element,shape\r\n");
  });
});
