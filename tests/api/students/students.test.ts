import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { pause, roster } from "../../support/roster";
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
const classUpdatedAt = async (who: { cookie: string }, id: string) =>
  (await as(who).classes()).find((c) => c.id === id)?.updated_at ?? "";

describe("students: signed out", () => {
  it("answers 401 on every student route", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id);
    for (const [method, url] of [
      ["GET", `/api/students/${c.id}`],
      ["POST", "/api/students"],
      ["PUT", `/api/students/${s.id}`],
      ["DELETE", `/api/students/${s.id}`],
    ] as const) {
      const res = await call(t.app, method, url, { body: { name: "x", class_id: c.id } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await as(me).students(c.id)).map((x) => x.name)).toEqual(["Student"]);
  });
});

describe("students: create and list", () => {
  it("creates (201) with trimmed name, missing values as null, ignoring unknown fields", async () => {
    const c = await as(me).newClass();
    const res = await call(t.app, "POST", "/api/students", {
      cookie: me.cookie,
      body: { class_id: c.id, name: "  Ann Lee ", color: "Red", id: "chosen", user_id: "x" },
    });
    expect(res.statusCode).toBe(201);
    const s = res.json();
    expect(s).toMatchObject({
      name: "Ann Lee",
      number: null,
      color: "Red",
      element: null,
      shape: null,
      class_id: c.id,
    });
    expect(s.id).not.toBe("chosen");
    expect(s).not.toHaveProperty("user_id");
  });

  it("lists a class's students in the order they were added", async () => {
    const c = await as(me).newClass();
    const names = ["Zoe", "Adam", "Mia", "Bob", "Eve", "Cal"];
    for (const name of names) {
      await as(me).newStudent(c.id, name, { number: 2, shape: "Circle" });
    }
    const list = await as(me).students(c.id);
    expect(list.map((s) => s.name)).toEqual(names);
    expect(list[0]).toMatchObject({ number: 2, shape: "Circle", class_id: c.id });
  });

  it("lists with one query for the class and its students: [] for an empty class, 404 for another teacher's", async () => {
    const empty = await as(me).newClass("Empty");
    const res = await call(t.app, "GET", `/api/students/${empty.id}`, { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("[]");
    const theirs = await as(other).newClass("Theirs, with a student");
    await as(other).newStudent(theirs.id, "Not yours");
    const foreign = await call(t.app, "GET", `/api/students/${theirs.id}`, { cookie: me.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: "Class not found", code: "not_found" });
  });

  it("answers each student's fields in the schema's order, text exactly as stored", async () => {
    const c = await as(me).newClass();
    const names = ['Quote " and \\ back', "Zoë 😀 中文", "</script>"];
    for (const name of names) await as(me).newStudent(c.id, name, { number: 3, color: "Red" });
    await as(me).newStudent(c.id, "Plain");
    const res = await call(t.app, "GET", `/api/students/${c.id}`, { cookie: me.cookie });
    const list = res.json() as Record<string, unknown>[];
    expect(list.map((s) => s.name)).toEqual([...names, "Plain"]);
    expect(Object.keys(list[0] ?? {})).toEqual([
      "id",
      "name",
      "number",
      "color",
      "element",
      "shape",
      "class_id",
      "created_at",
      "updated_at",
      "version",
    ]);
    expect(list[3]).toMatchObject({ number: null, color: null, element: null, shape: null });
    // Byte for byte what JSON.stringify writes for the same objects.
    expect(res.body).toBe(JSON.stringify(list));
  });

  it("lists students added at the same moment (an import) in the order they were made", async () => {
    const c = await as(me).newClass();
    const rows = ["Uma", "Abe", "Kim", "Ben"].map((name) => ({ name }));
    const res = await call(t.app, "POST", `/api/classes/${c.id}/students/import`, {
      cookie: me.cookie,
      body: { balanced: false, rows },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await as(me).students(c.id);
    expect(list.map((s) => s.name)).toEqual(["Uma", "Abe", "Kim", "Ben"]);
    expect(new Set(list.map((s) => s.created_at)).size).toBe(1);
  });

  it.each([
    ["a blank name", { name: "  " }, "body.name"],
    ["a name over 100 characters", { name: "n".repeat(101) }, "body.name"],
    ["a NUL character in the name", { name: "a\u0000b" }, "body.name"],
    ["a number of the wrong type", { number: "2" }, "body.number"],
    ["a fractional number", { number: 1.5 }, "body.number"],
    ["a number out of 1..4", { number: 5 }, "body.number"],
    ["a number of 0", { number: 0 }, "body.number"],
    ["a color in the wrong case", { color: "red" }, "body.color"],
    ["an unknown element", { element: "Metal" }, "body.element"],
    ["a shape of the wrong type", { shape: 3 }, "body.shape"],
    ["a 500-character class_id", { class_id: "c".repeat(500) }, "body.class_id"],
    ["no class_id", { class_id: undefined }, "body.class_id"],
  ])("refuses %s with 400 naming the field and stores nothing", async (_label, patch, field) => {
    const c = await as(me).newClass();
    const res = await call(t.app, "POST", "/api/students", {
      cookie: me.cookie,
      body: { name: "Valid", class_id: c.id, ...patch },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(typeof body.error).toBe("string");
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await as(me).students(c.id)).toEqual([]);
  });

  it("checks values against the teacher's own options (docs/product.md#attributes)", async () => {
    const teacher = await signUp(t.app);
    const now = new Date().toISOString();
    const setting = (attribute_name: string, options: string[]) => ({
      id: `${teacher.userId}-${attribute_name}`,
      user_id: teacher.userId,
      attribute_name,
      display_name: attribute_name,
      description: null,
      options: JSON.stringify(options),
      show_to_students: 1,
      created_at: now,
      updated_at: now,
    });
    await t.database.db
      .insertInto("teacher_settings")
      .values([
        setting("color", ["Blue", "Orange"]),
        setting("number", ["A", "B", "C", "D", "E", "F"]),
      ])
      .execute();
    const c = await as(teacher).newClass();
    const ok = await as(teacher).newStudent(c.id, "Kim", { color: "Blue", number: 6 });
    expect(ok).toMatchObject({ color: "Blue", number: 6 });
    const red = await call(t.app, "POST", "/api/students", {
      cookie: teacher.cookie,
      body: { class_id: c.id, name: "Lou", color: "Red", number: 7 },
    });
    expect(red.statusCode).toBe(400);
    expect(red.json().details).toEqual([
      { field: "body.number", message: "Number must be between 1-6 or empty" },
      { field: "body.color", message: "Color must be one of: Blue, Orange" },
    ]);
  });

  it("answers 404 for another teacher's class, a missing class and odd ids", async () => {
    const theirs = await as(other).newClass("Theirs");
    for (const classId of [theirs.id, "missing", "../classes", "x".repeat(64)]) {
      const post = await call(t.app, "POST", "/api/students", {
        cookie: me.cookie,
        body: { class_id: classId, name: "Intruder" },
      });
      expect(post.statusCode, classId).toBe(404);
      const list = await call(t.app, "GET", `/api/students/${encodeURIComponent(classId)}`, {
        cookie: me.cookie,
      });
      expect(list.statusCode, classId).toBe(404);
    }
    expect(await as(other).students(theirs.id)).toEqual([]);
  });

  it("moves the class's updated_at on create", async () => {
    const c = await as(me).newClass();
    await pause();
    await as(me).newStudent(c.id);
    expect((await classUpdatedAt(me, c.id)) > c.updated_at).toBe(true);
  });
});
