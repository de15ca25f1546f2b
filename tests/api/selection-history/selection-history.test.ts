import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
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
const post = (body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", "/api/selection-history", { cookie, body });

describe("selection history", () => {
  it("records picks (201) and lists them newest first with the student's current name", async () => {
    const c = await as(me).newClass();
    const ann = await as(me).newStudent(c.id, "Ann");
    const bob = await as(me).newStudent(c.id, "Bob");
    const res = await post({ class_id: c.id, student_id: ann.id, extra: true });
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({ class_id: c.id, student_id: ann.id, student_name: "Ann" });
    expect(Object.keys(first).sort()).toEqual([
      "class_id",
      "created_at",
      "id",
      "picked_by",
      "student_id",
      "student_name",
    ]);
    // Who picked: the teacher, in their role, by their current name.
    expect(first.picked_by).toEqual({ as: "owner", name: "Test Teacher" });
    await as(me).pick(c.id, bob.id);
    await as(me).pick(c.id, ann.id);
    await call(t.app, "PUT", `/api/students/${bob.id}`, {
      cookie: me.cookie,
      body: { name: "Robert" },
    });
    const list = await as(me).history(c.id);
    expect(list.map((h) => h.student_name)).toEqual(["Ann", "Robert", "Ann"]);
    expect(list[2]).toEqual(first);
    const times = list.map((h) => h.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("keeps classes apart and drops a deleted student's picks", async () => {
    const a = await as(me).newClass("A");
    const b = await as(me).newClass("B");
    const inA = await as(me).newStudent(a.id, "In A");
    const inB = await as(me).newStudent(b.id, "In B");
    await as(me).pick(a.id, inA.id);
    await as(me).pick(b.id, inB.id);
    expect((await as(me).history(a.id)).map((h) => h.student_name)).toEqual(["In A"]);
    await call(t.app, "DELETE", `/api/students/${inB.id}`, { cookie: me.cookie });
    expect(await as(me).history(b.id)).toEqual([]);
  });

  it("clears a class's history (204) and only that class's", async () => {
    const a = await as(me).newClass("A");
    const b = await as(me).newClass("B");
    const sa = await as(me).newStudent(a.id);
    const sb = await as(me).newStudent(b.id);
    await as(me).pick(a.id, sa.id);
    await as(me).pick(b.id, sb.id);
    const res = await call(t.app, "DELETE", `/api/selection-history/${a.id}`, {
      cookie: me.cookie,
    });
    expect(res.statusCode).toBe(204);
    expect(await as(me).history(a.id)).toEqual([]);
    expect(await as(me).history(b.id)).toHaveLength(1);
  });

  it("refuses a student of another class, another teacher's ids and missing ones with 404", async () => {
    const mine = await as(me).newClass();
    const mineToo = await as(me).newClass();
    const elsewhere = await as(me).newStudent(mineToo.id, "Elsewhere");
    const theirs = await as(other).newClass();
    const theirStudent = await as(other).newStudent(theirs.id, "Theirs");
    await as(other).pick(theirs.id, theirStudent.id);
    for (const body of [
      { class_id: mine.id, student_id: elsewhere.id },
      { class_id: mine.id, student_id: theirStudent.id },
      { class_id: theirs.id, student_id: theirStudent.id },
      { class_id: "missing", student_id: elsewhere.id },
      { class_id: mine.id, student_id: "missing" },
    ]) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    for (const method of ["GET", "DELETE"] as const) {
      for (const id of [theirs.id, "missing", "..%2F..%2Fclasses"]) {
        const res = await call(t.app, method, `/api/selection-history/${id}`, {
          cookie: me.cookie,
        });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
      }
    }
    expect(await as(other).history(theirs.id)).toHaveLength(1);
    expect(await as(me).history(mine.id)).toEqual([]);
  });

  it.each([
    ["no student_id", { class_id: "c" }, "body.student_id"],
    ["a 500-character class_id", { class_id: "c".repeat(500), student_id: "s" }, "body.class_id"],
    ["a numeric student_id", { class_id: "c", student_id: 7 }, "body.student_id"],
    ["a blank class_id", { class_id: "  ", student_id: "s" }, "body.class_id"],
  ])("refuses %s with 400", async (_label, body, field) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it("a pick sent again with its Idempotency-Key (its answer was lost) is recorded once and replays it", async () => {
    const c = await as(me).newClass();
    const ann = await as(me).newStudent(c.id, "Ann");
    const bob = await as(me).newStudent(c.id, "Bob");
    const draw = { class_id: c.id, student_ids: [ann.id, bob.id] };
    const keyed = (key: string, body: Record<string, unknown> = draw, cookie = me.cookie) =>
      call(t.app, "POST", "/api/selection-history/draws", {
        cookie,
        body,
        headers: { "idempotency-key": key },
      });
    const key = crypto.randomUUID();
    const first = await keyed(key);
    const retry = await keyed(key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await as(me).history(c.id)).toHaveLength(2);
    // The key with another pick is refused and records nothing.
    const another = await keyed(key, { class_id: c.id, student_ids: [bob.id] });
    expect(another.statusCode).toBe(422);
    expect(another.json().error).toMatch(/Idempotency-Key/);
    expect(await as(me).history(c.id)).toHaveLength(2);
    // A key is checked: 1 to 200 printable characters.
    for (const bad of ["x".repeat(201), "é", ""]) {
      const res = await keyed(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().details.map((d: { field: string }) => d.field)).toContain(
        "headers.idempotency-key",
      );
    }
    // Keys are the teacher's own: another teacher's same key records their own pick, and
    // names of this teacher's class are still 404 for them.
    expect((await keyed(key, draw, other.cookie)).statusCode).toBe(404);
    const theirs = await as(other).newClass();
    const theirStudent = await as(other).newStudent(theirs.id, "Theirs");
    const theirDraw = { class_id: theirs.id, student_ids: [theirStudent.id] };
    const mineAgain = await keyed(key, theirDraw, other.cookie);
    expect(mineAgain.statusCode).toBe(201);
    expect(mineAgain.headers["idempotent-replayed"]).toBeUndefined();
    expect(await as(other).history(theirs.id)).toHaveLength(1);
    // A refused pick stores no answer: its key with a pick that can be recorded records it.
    const failing = crypto.randomUUID();
    const missing = { class_id: c.id, student_ids: [ann.id, "missing"] };
    expect((await keyed(failing, missing)).statusCode).toBe(404);
    expect((await keyed(failing, { class_id: c.id, student_ids: [ann.id] })).statusCode).toBe(201);
    // A new key (or none) records again.
    expect((await keyed(crypto.randomUUID())).statusCode).toBe(201);
    const plain = await call(t.app, "POST", "/api/selection-history/draws", {
      cookie: me.cookie,
      body: draw,
    });
    expect(plain.statusCode).toBe(201);
    expect(await as(me).history(c.id)).toHaveLength(7);
  });

  it("a single pick (POST /api/selection-history) takes an Idempotency-Key too", async () => {
    const c = await as(me).newClass();
    const ann = await as(me).newStudent(c.id, "Ann");
    const bob = await as(me).newStudent(c.id, "Bob");
    const key = crypto.randomUUID();
    const keyed = (student_id: string) =>
      call(t.app, "POST", "/api/selection-history", {
        cookie: me.cookie,
        body: { class_id: c.id, student_id },
        headers: { "idempotency-key": key },
      });
    const first = await keyed(ann.id);
    const retry = await keyed(ann.id);
    expect(first.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect((await keyed(bob.id)).statusCode).toBe(422);
    expect(await as(me).history(c.id)).toEqual([first.json()]);
  });

  it("answers 401 signed out on every history route", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id);
    expect((await post({ class_id: c.id, student_id: s.id }, "")).statusCode).toBe(401);
    for (const method of ["GET", "DELETE"] as const) {
      const res = await call(t.app, method, `/api/selection-history/${c.id}`);
      expect(res.statusCode).toBe(401);
    }
    expect(await as(me).history(c.id)).toEqual([]);
  });
});
