import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";
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

describe("students: update and delete", () => {
  it("updates every field (200) and moves the class's updated_at", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Old", { number: 1, color: "Red" });
    const before = await classUpdatedAt(me, c.id);
    await pause();
    const res = await call(t.app, "PUT", `/api/students/${s.id}`, {
      cookie: me.cookie,
      body: { name: " New ", number: 4, color: "Purple", element: "Air", shape: "Diamond" },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id: s.id,
      name: "New",
      number: 4,
      color: "Purple",
      element: "Air",
      shape: "Diamond",
      class_id: c.id,
      created_at: s.created_at,
    });
    expect(updated.updated_at > s.updated_at).toBe(true);
    expect((await classUpdatedAt(me, c.id)) > before).toBe(true);
    expect((await as(me).students(c.id))[0]).toEqual(updated);
  });

  it("moves a student to another owned class, touching both classes", async () => {
    const from = await as(me).newClass("From");
    const to = await as(me).newClass("To");
    const s = await as(me).newStudent(from.id, "Mover");
    const [fromBefore, toBefore] = [await classUpdatedAt(me, from.id), to.updated_at];
    await pause();
    const res = await call(t.app, "PUT", `/api/students/${s.id}`, {
      cookie: me.cookie,
      body: { name: "Mover", class_id: to.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().class_id).toBe(to.id);
    expect(await as(me).students(from.id)).toEqual([]);
    expect((await as(me).students(to.id)).map((x) => x.id)).toEqual([s.id]);
    expect((await classUpdatedAt(me, from.id)) > fromBefore).toBe(true);
    expect((await classUpdatedAt(me, to.id)) > toBefore).toBe(true);
  });

  it("refuses a move to another teacher's or a missing class with 404 and changes nothing", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Stay");
    const theirs = await as(other).newClass();
    for (const class_id of [theirs.id, "missing"]) {
      const res = await call(t.app, "PUT", `/api/students/${s.id}`, {
        cookie: me.cookie,
        body: { name: "Gone", class_id },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await as(me).students(c.id)).map((x) => x.name)).toEqual(["Stay"]);
    expect(await as(other).students(theirs.id)).toEqual([]);
  });

  it("refuses invalid values on update with 400", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Val", { color: "Red" });
    for (const body of [{ name: "" }, { name: "Val", color: "Pink" }, { name: "Val", number: 9 }]) {
      const res = await call(t.app, "PUT", `/api/students/${s.id}`, { cookie: me.cookie, body });
      expect(res.statusCode).toBe(400);
    }
    expect((await as(me).students(c.id))[0]).toMatchObject({ name: "Val", color: "Red" });
  });

  it("deletes (204), moving the class's updated_at", async () => {
    const c = await as(me).newClass();
    const s = await as(me).newStudent(c.id, "Bye");
    await as(me).newStudent(c.id, "Stay");
    const before = await classUpdatedAt(me, c.id);
    await pause();
    const res = await call(t.app, "DELETE", `/api/students/${s.id}`, { cookie: me.cookie });
    expect(res.statusCode).toBe(204);
    expect((await as(me).students(c.id)).map((x) => x.name)).toEqual(["Stay"]);
    expect((await classUpdatedAt(me, c.id)) > before).toBe(true);
    const again = await call(t.app, "DELETE", `/api/students/${s.id}`, { cookie: me.cookie });
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for another teacher's student, a missing one and odd ids", async () => {
    const theirs = await as(other).newClass();
    const victim = await as(other).newStudent(theirs.id, "Victim");
    for (const id of [victim.id, "missing", "..%2F..%2Fstudents", "y".repeat(199)]) {
      const put = await call(t.app, "PUT", `/api/students/${id}`, {
        cookie: me.cookie,
        body: { name: "Hacked" },
      });
      expect(put.statusCode, id).toBe(404);
      const del = await call(t.app, "DELETE", `/api/students/${id}`, { cookie: me.cookie });
      expect(del.statusCode, id).toBe(404);
    }
    expect((await as(other).students(theirs.id)).map((x) => x.name)).toEqual(["Victim"]);
  });
});
