import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_KEPT } from "#src/domain/schemas/activity";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { activityOf, sharedClass } from "./support";

/**
 * GET /api/classes/:classId/activity (docs/decisions/0060-who-did-what.md): the last 50 changes,
 * newest first, with who by their current name and the student by theirs; for the class's
 * owner and co-teachers only. Runs on SQLite and (TEST_DATABASE_URL) PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAX_STUDENTS_PER_CLASS: "100" });
});
afterAll(() => t.close());

describe("reading a class's recent changes", () => {
  it("keeps and answers the last 50, newest first", async () => {
    const w = await sharedClass(t);
    const names = Array.from({ length: 55 }, (_, i) => `Pupil ${i + 1}`);
    for (const name of names) await roster(t.app, w.colleague.cookie).newStudent(w.classId, name);
    const list = await activityOf(t, w.owner, w.classId);
    expect(list).toHaveLength(ACTIVITY_KEPT);
    expect(list.map((e) => e.student_name)).toEqual(names.slice(-ACTIVITY_KEPT).reverse());
    const times = list.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const stored = await t.database.db
      .selectFrom("class_activity")
      .select("id")
      .where("class_id", "=", w.classId)
      .execute();
    expect(stored).toHaveLength(ACTIVITY_KEPT);
  });

  it("names a deleted student null, and a change about none null", async () => {
    const w = await sharedClass(t);
    const zed = await roster(t.app, w.owner.cookie).newStudent(w.classId, "Zed");
    const gone = await call(t.app, "DELETE", `/api/students/${zed.id}`, { cookie: w.owner.cookie });
    expect(gone.statusCode).toBe(204);
    const [deleted, added] = await activityOf(t, w.owner, w.classId);
    expect(deleted).toMatchObject({ action: "students.deleted", student_name: null, count: 1 });
    expect(added).toMatchObject({ action: "students.added", student_name: null });
    const stored = await t.database.db
      .selectFrom("class_activity")
      .selectAll()
      .where("class_id", "=", w.classId)
      .execute();
    // No pupil's name is kept in the log: students by id only.
    expect(JSON.stringify(stored)).not.toContain("Zed");
  });

  it("names a teacher by their current name, and null once their account is gone", async () => {
    const w = await sharedClass(t);
    await roster(t.app, w.colleague.cookie).newStudent(w.classId, "Zed");
    await t.database.db
      .updateTable("user")
      .set({ name: "Mr J. Okafor" })
      .where("id", "=", w.colleague.userId)
      .execute();
    const [renamed] = await activityOf(t, w.owner, w.classId);
    expect(renamed?.by).toEqual({ as: "co-teacher", name: "Mr J. Okafor" });
    const gone = await call(t.app, "POST", "/api/account/delete", {
      cookie: w.colleague.cookie,
      body: { password: "correct horse battery" },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const list = await activityOf(t, w.owner, w.classId);
    const theirs = list.filter((e) => e.by.as === "co-teacher");
    expect(theirs.map((e) => e.action)).toEqual(["students.added", "member.joined"]);
    for (const entry of theirs) expect(entry.by).toEqual({ as: "co-teacher", name: null });
  });

  it("answers the owner and a co-teacher; a stranger, a removed co-teacher and no class get 404", async () => {
    const w = await sharedClass(t);
    const stranger = await signUp(t.app);
    const get = (cookie: string, classId = w.classId) =>
      call(t.app, "GET", `/api/classes/${classId}/activity`, { cookie });
    expect((await get(w.owner.cookie)).statusCode).toBe(200);
    expect((await get(w.colleague.cookie)).statusCode).toBe(200);
    expect((await get(stranger.cookie)).statusCode).toBe(404);
    expect((await get(w.owner.cookie, "0192f1a0-0000-7000-8000-000000000000")).statusCode).toBe(
      404,
    );
    const removed = await call(
      t.app,
      "DELETE",
      `/api/classes/${w.classId}/members/${w.colleague.userId}`,
      { cookie: w.owner.cookie },
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await get(w.colleague.cookie);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ code: "not_found" });
    expect((await call(t.app, "GET", `/api/classes/${w.classId}/activity`)).statusCode).toBe(401);
  });
});
