import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { pause, roster, spread } from "../../support/roster";

let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
const importRows = (classId: string, body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", `/api/classes/${classId}/students/import`, { cookie, body });
const row = (name: string, number: number | null = 1, color: string | null = "Red") => ({
  name,
  number,
  color,
  element: "Fire",
  shape: "Square",
});

describe("CSV import: one request, one transaction", () => {
  it("imports every row (201 {created}) with trimmed names, in file order, touching the class", async () => {
    const c = await as(me).newClass();
    await pause();
    const res = await importRows(c.id, {
      rows: [row("  Ann "), row("Bob", 2, "Green"), { name: "Cy", extra: "ignored" }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ created: 3 });
    const list = await as(me).students(c.id);
    expect(list.map((s) => [s.name, s.number, s.color])).toEqual([
      ["Ann", 1, "Red"],
      ["Bob", 2, "Green"],
      ["Cy", null, null],
    ]);
    const cls = (await as(me).classes()).find((x) => x.id === c.id);
    expect(cls?.studentCount).toBe(3);
    expect((cls?.updated_at ?? "") > c.updated_at).toBe(true);
  });

  it("stores nothing when any row is invalid, listing the rows as the spreadsheet numbers them", async () => {
    const c = await as(me).newClass();
    await as(me).newStudent(c.id, "Already here");
    const rows = [row("Fine"), row("   "), row("Bad color", 1, "red"), row("x".repeat(101))];
    rows.push(row("Bad number", 5), row("Also fine"));
    const res = await importRows(c.id, { rows });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatch(/nothing was imported/);
    expect(body.details).toEqual([
      "Row 3: Name is required",
      "Row 4, Bad color: Color 'red' must be one of: Red, Yellow, Green, Purple",
      `Row 5, ${"x".repeat(40)}…: Name must be at most 100 characters`,
      "Row 6, Bad number: Number '5' must be between 1-4 or empty",
    ]);
    expect((await as(me).students(c.id)).map((s) => s.name)).toEqual(["Already here"]);
  });

  it("lists at most the first 50 problems of a large bad file", async () => {
    const c = await as(me).newClass();
    const rows = Array.from({ length: 200 }, (_, i) => row(i % 2 ? `S${i}` : ""));
    const res = await importRows(c.id, { rows });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveLength(50);
    expect(res.json().details[0]).toBe("Row 2: Name is required");
    expect(res.json().error).toMatch(/^100 problems/);
    expect(await as(me).students(c.id)).toEqual([]);
  });

  it.each([
    ["no rows", { rows: [] }],
    ["rows that are not a list", { rows: "Ann,1,Red,Fire,Square" }],
    ["a number of the wrong type", { rows: [{ ...row("Ann"), number: "one" }] }],
    ["a missing name", { rows: [{ number: 1 }] }],
    ["a balanced flag of the wrong type", { rows: [row("Ann")], balanced: "yes" }],
  ])("refuses %s with 400", async (_label, body) => {
    const c = await as(me).newClass();
    const res = await importRows(c.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty("details");
    expect(await as(me).students(c.id)).toEqual([]);
  });

  it("answers 401 signed out and 404 for another teacher's or a missing class", async () => {
    const other = await signUp(t.app);
    const theirs = await as(other).newClass();
    expect((await importRows(theirs.id, { rows: [row("A")] }, "")).statusCode).toBe(401);
    expect((await importRows(theirs.id, { rows: [row("A")] })).statusCode).toBe(404);
    expect((await importRows("missing", { rows: [row("A")] })).statusCode).toBe(404);
    expect(await as(other).students(theirs.id)).toEqual([]);
  });

  it("imports 10,000 rows (a body over the default 1 MiB limit) in one request", async () => {
    const c = await as(me).newClass();
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row(`Student number ${String(i + 1).padStart(5, "0")} of the big class`, (i % 4) + 1),
    );
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const started = performance.now();
    const res = await importRows(c.id, { rows });
    const ms = performance.now() - started;
    console.info(`import of 10,000 rows: ${ms.toFixed(0)} ms`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 10_000 });
    const list = await as(me).students(c.id);
    expect(list).toHaveLength(10_000);
    expect(list[0]?.name).toBe("Student number 00001 of the big class");
    expect(list[9_999]?.name).toBe("Student number 10000 of the big class");
    expect(list.filter((s) => s.number === 4)).toHaveLength(2_500);
  });

  it("keeps the 1 MiB limit on other routes and refuses more than 100,000 rows", async () => {
    const c = await as(me).newClass();
    const big = await call(t.app, "POST", "/api/students", {
      cookie: me.cookie,
      body: { class_id: c.id, name: "x", padding: "p".repeat(1_100_000) },
    });
    expect(big.statusCode).toBe(413);
    const tooMany = await importRows(c.id, {
      rows: Array.from({ length: 100_001 }, () => ({ name: "a" })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toMatch(/At most 100,000 rows/);
    const huge = await call(t.app, "POST", `/api/classes/${c.id}/students/import`, {
      cookie: me.cookie,
      body: `{"rows":[{"name":"${"a".repeat(17 * 1024 * 1024)}"}]}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: "Request body is too large", code: "body_too_large" });
    expect(await as(me).students(c.id)).toEqual([]);
  });
});

describe("CSV import: balanced mode", () => {
  const spreads = (students: { number: number | null; color: string | null }[]) => ({
    number: spread(
      students.map((s) => s.number),
      [1, 2, 3, 4],
    ),
    color: spread(
      students.map((s) => s.color),
      DEFAULT_OPTIONS.color,
    ),
  });

  it("spreads each empty attribute evenly from an even start", async () => {
    const c = await as(me).newClass();
    const rows = Array.from({ length: 23 }, (_, i) => ({ name: `B${i}`, number: null }));
    const res = await importRows(c.id, { rows, balanced: true });
    expect(res.statusCode, res.body).toBe(201);
    const list = await as(me).students(c.id);
    expect(list).toHaveLength(23);
    for (const s of list) expect(s.element).not.toBeNull();
    expect(spreads(list)).toEqual({ number: 1, color: 1 });
    expect(
      spread(
        list.map((s) => s.shape),
        DEFAULT_OPTIONS.shape,
      ),
    ).toBeLessThanOrEqual(1);
    expect(
      spread(
        list.map((s) => s.element),
        DEFAULT_OPTIONS.element,
      ),
    ).toBeLessThanOrEqual(1);
  });

  it("counts the class's current students, evening out a skewed class", async () => {
    const c = await as(me).newClass();
    for (let i = 0; i < 3; i++) {
      await as(me).newStudent(c.id, `Red ${i}`, { number: 1, color: "Red" });
    }
    const rows = Array.from({ length: 13 }, (_, i) => ({ name: `N${i}` }));
    expect((await importRows(c.id, { rows, balanced: true })).statusCode).toBe(201);
    const list = await as(me).students(c.id);
    expect(list).toHaveLength(16);
    expect(spreads(list)).toEqual({ number: 0, color: 0 });
  });

  it("keeps the values a row gives and balances only its empty ones, over the class and the batch", async () => {
    const c = await as(me).newClass();
    const rows = [
      { name: "Maya Patel", number: 2, color: "Green", element: null, shape: "Circle" },
      { name: "Sam Lee", number: 2, color: null, element: "Fire", shape: null },
      { name: "Ann", number: null, color: null, element: null, shape: null },
      { name: "Bo", number: null, color: "Red", element: null, shape: null },
    ];
    expect((await importRows(c.id, { rows, balanced: true })).statusCode).toBe(201);
    const list = await as(me).students(c.id);
    const byName = new Map(list.map((s) => [s.name, s]));
    expect(byName.get("Maya Patel")).toMatchObject({ number: 2, color: "Green", shape: "Circle" });
    expect(byName.get("Sam Lee")).toMatchObject({ number: 2, element: "Fire" });
    for (const s of list) {
      for (const value of [s.number, s.color, s.element, s.shape]) expect(value).not.toBeNull();
    }
    // Green and Red are given, so the two balanced colors are Yellow and Purple.
    expect(new Set(list.map((s) => s.color))).toEqual(new Set(DEFAULT_OPTIONS.color));
    expect(
      spread(
        list.map((s) => s.shape),
        DEFAULT_OPTIONS.shape,
      ),
    ).toBe(0);
  });

  it("stays strict on a given value in balanced mode: 400 naming the student and the value", async () => {
    const c = await as(me).newClass();
    const rows = [{ name: "Maya Patel", color: "green" }, { name: "Ann" }];
    const res = await importRows(c.id, { rows, balanced: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: expect.any(String),
      details: ["Row 2, Maya Patel: Color 'green' must be one of: Red, Yellow, Green, Purple"],
    });
    expect(await as(me).students(c.id)).toEqual([]);
  });
});
