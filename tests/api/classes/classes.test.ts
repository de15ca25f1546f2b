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

describe("classes: signed out", () => {
  it("answers 401 on every class route", async () => {
    const { id } = await as(me).newClass("Mine");
    for (const [method, url] of [
      ["GET", "/api/classes"],
      ["POST", "/api/classes"],
      ["PUT", `/api/classes/${id}`],
      ["DELETE", `/api/classes/${id}`],
    ] as const) {
      const res = await call(t.app, method, url, { body: { name: "x" } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
    }
  });
});

describe("classes: create, list, update", () => {
  it("creates a class (201) with trimmed fields and lists it with its student count", async () => {
    const teacher = await signUp(t.app);
    const res = await call(t.app, "POST", "/api/classes", {
      cookie: teacher.cookie,
      body: { name: "  Period 3 ", description: "   ", user_id: teacher.userId, extra: 1 },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: "Period 3",
      description: null,
      user_id: teacher.userId,
      studentCount: 0,
    });
    expect(created).not.toHaveProperty("extra");
    expect(created.created_at).toBe(created.updated_at);
    const second = await as(teacher).newClass("Second", "  Afternoon ");
    expect(second.description).toBe("Afternoon");
    await as(teacher).newStudent(created.id, "Ann");
    await as(teacher).newStudent(created.id, "Bob");
    const list = await call(t.app, "GET", `/api/classes?user_id=${teacher.userId}`, {
      cookie: teacher.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().map((c: { name: string; studentCount: number }) => [c.name, c.studentCount]),
    ).toEqual([
      ["Period 3", 2],
      ["Second", 0],
    ]);
  });

  it("lists only the teacher's own classes; a foreign user_id is 403", async () => {
    const teacher = await signUp(t.app);
    await as(teacher).newClass("Only mine");
    await as(other).newClass("Not yours");
    expect((await as(teacher).classes()).map((c) => c.name)).toEqual(["Only mine"]);
    const foreign = await call(t.app, "GET", `/api/classes?user_id=${other.userId}`, {
      cookie: teacher.cookie,
    });
    expect(foreign.statusCode).toBe(403);
    const post = await call(t.app, "POST", "/api/classes", {
      cookie: teacher.cookie,
      body: { name: "Sneaky", user_id: other.userId },
    });
    expect(post.statusCode).toBe(403);
    expect((await as(other).classes()).map((c) => c.name)).not.toContain("Sneaky");
  });

  it.each([
    ["a blank name", { name: "   " }, "body.name"],
    ["a name over 100 characters", { name: "x".repeat(101) }, "body.name"],
    [
      "a description over 500 characters",
      { name: "ok", description: "d".repeat(501) },
      "body.description",
    ],
    ["a name of the wrong type", { name: 42 }, "body.name"],
    ["no name", { description: "x" }, "body.name"],
    ["a 500-character user_id", { name: "ok", user_id: "u".repeat(500) }, "body.user_id"],
  ])("refuses %s with 400 naming the field", async (_label, body, field) => {
    const res = await call(t.app, "POST", "/api/classes", { cookie: me.cookie, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await call(t.app, "POST", "/api/classes", { cookie: me.cookie, body: "{name:" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("Malformed JSON body");
  });

  it("updates name and description, moves updated_at, and answers the class", async () => {
    const created = await as(me).newClass("Old", "old");
    await as(me).newStudent(created.id);
    await pause();
    const res = await call(t.app, "PUT", `/api/classes/${created.id}`, {
      cookie: me.cookie,
      body: { name: " New ", description: null, user_id: me.userId },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id: created.id,
      name: "New",
      description: null,
      studentCount: 1,
    });
    expect(updated.updated_at > created.updated_at).toBe(true);
    const bad = await call(t.app, "PUT", `/api/classes/${created.id}`, {
      cookie: me.cookie,
      body: { name: "" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another teacher's class, a missing one and odd ids; 403 for a foreign user_id", async () => {
    const theirs = await as(other).newClass("Theirs");
    for (const id of [theirs.id, "no-such-class", "x".repeat(150), "..%2F..%2Fapi", "%20"]) {
      const put = await call(t.app, "PUT", `/api/classes/${id}`, {
        cookie: me.cookie,
        body: { name: "Hijacked" },
      });
      expect(put.statusCode, id).toBe(404);
      const del = await call(t.app, "DELETE", `/api/classes/${id}`, { cookie: me.cookie });
      expect(del.statusCode, id).toBe(404);
    }
    const long = await call(t.app, "DELETE", `/api/classes/${"x".repeat(500)}`, {
      cookie: me.cookie,
    });
    // Over the router's 200-character parameter limit: 414 URI Too Long, still a JSON 4xx.
    expect(long.statusCode).toBe(414);
    expect(long.json()).toHaveProperty("error");
    // A NUL can't be in any stored id (and PostgreSQL text can't hold one): 400, not 500.
    const nul = await call(t.app, "DELETE", "/api/classes/a%00b", { cookie: me.cookie });
    expect(nul.statusCode).toBe(400);
    const nulName = await call(t.app, "POST", "/api/classes", {
      cookie: me.cookie,
      body: { name: "a\u0000b" },
    });
    expect(nulName.statusCode).toBe(400);
    const mine = await as(me).newClass("Mine");
    const foreignUser = await call(t.app, "PUT", `/api/classes/${mine.id}`, {
      cookie: me.cookie,
      body: { name: "Mine", user_id: other.userId },
    });
    expect(foreignUser.statusCode).toBe(403);
    expect((await as(other).classes()).find((c) => c.id === theirs.id)?.name).toBe("Theirs");
  });
});

describe("classes: delete", () => {
  it("deletes a class (204) with its students and history in one go", async () => {
    const gone = await as(me).newClass("Gone");
    const kept = await as(me).newClass("Kept");
    const ann = await as(me).newStudent(gone.id, "Ann");
    await as(me).pick(gone.id, ann.id);
    const keptStudent = await as(me).newStudent(kept.id, "Kim");
    await as(me).pick(kept.id, keptStudent.id);
    const res = await call(t.app, "DELETE", `/api/classes/${gone.id}`, { cookie: me.cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const db = t.database.db;
    const left = async (table: "students" | "selection_history", classId: string) =>
      (await db.selectFrom(table).select("id").where("class_id", "=", classId).execute()).length;
    expect(await left("students", gone.id)).toBe(0);
    expect(await left("selection_history", gone.id)).toBe(0);
    expect(await left("students", kept.id)).toBe(1);
    expect(await left("selection_history", kept.id)).toBe(1);
    const list = await call(t.app, "GET", `/api/students/${gone.id}`, { cookie: me.cookie });
    expect(list.statusCode).toBe(404);
  });
});
