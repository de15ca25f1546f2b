import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAttendance } from "#src/server/features/attendance/service";
import { substituteWriter } from "#src/server/features/substitutes/gate";
import { findLinkByToken } from "#src/server/features/substitutes/repository";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { seedClass, studentsOf } from "../../support/seed";
import { insertSubstituteLink, substituteHeaders, utcDay } from "../../support/substitute-world";

/**
 * A substitute's lesson through a link (docs/decisions/0059-substitute-links.md): the roll and
 * the wheel write the link's class, marked as a substitute's, in the class's recent changes
 * too; nothing else of the class, no other class, and no teacher route.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lesson(pin?: string) {
  const owner = await signUp(t.app);
  const { classId } = await seedClass(t.database.db, owner.userId, [
    { name: "Ada" },
    { name: "Ben" },
    { name: "Cy" },
  ]);
  const ids = (await studentsOf(t.database.db, classId)).map((s) => s.id);
  const link = await insertSubstituteLink(t.database.db, classId, { pin });
  const sub = (
    method: "GET" | "PUT" | "POST",
    url: string,
    body?: Record<string, unknown>,
    headers = {},
  ) =>
    call(t.app, method, url, {
      body,
      headers: { ...substituteHeaders(link.token, pin), ...headers },
    });
  return { owner, classId, ids, link, sub };
}

const actions = (classId: string) =>
  t.database.db
    .selectFrom("class_activity")
    .select(["action", "actor_id", "actor_as", "count"])
    .where("class_id", "=", classId)
    .orderBy("id")
    .execute();

describe(`a substitute's lesson (${dbKind})`, () => {
  it("takes the roll: the teachers see it marked by a substitute, with the same versions", async () => {
    const { owner, classId, ids, sub } = await lesson("135790");
    const empty = await sub("GET", `/api/substitute/attendance?day=${utcDay(0)}`);
    expect(empty.json()).toMatchObject({ version: 0, marked_by: null });
    const put = await sub(
      "PUT",
      "/api/substitute/attendance",
      { day: utcDay(0), absent_student_ids: [ids[1]] },
      { "if-match": '"0"' },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      class_id: classId,
      absent_student_ids: [ids[1]],
      version: 1,
      marked_by: { as: "substitute", name: null },
    });
    const stale = await sub(
      "PUT",
      "/api/substitute/attendance",
      { day: utcDay(0), absent_student_ids: [] },
      { "if-match": '"0"' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale", current: { version: 1 } });
    const bad = await sub("PUT", "/api/substitute/attendance", {
      day: utcDay(5),
      absent_student_ids: [],
    });
    expect(bad.statusCode).toBe(400);
    const seen = await call(t.app, "GET", `/api/attendance/${classId}?day=${utcDay(0)}`, {
      cookie: owner.cookie,
    });
    expect(seen.json()).toEqual(put.json());
    // The owner marks it after: the roll says so, by name.
    const mine = await call(t.app, "PUT", `/api/attendance/${classId}`, {
      cookie: owner.cookie,
      body: { day: utcDay(0), absent_student_ids: [] },
      headers: { "if-match": '"1"' },
    });
    expect(mine.json().marked_by).toEqual({ as: "owner", name: "Test Teacher" });
    expect(
      (await sub("GET", `/api/substitute/attendance?day=${utcDay(0)}`)).json().marked_by,
    ).toEqual({
      as: "owner",
      name: "Test Teacher",
    });
    expect(await actions(classId)).toEqual([
      { action: "roll.marked", actor_id: null, actor_as: "substitute", count: 1 },
      { action: "roll.marked", actor_id: owner.userId, actor_as: "owner", count: 0 },
    ]);
  });

  it("spins: the picks are in the owner's history as a substitute's; the substitute undoes only those", async () => {
    const { owner, classId, ids, sub } = await lesson();
    const teacherPick = await call(t.app, "POST", "/api/selection-history", {
      cookie: owner.cookie,
      body: { class_id: classId, student_id: ids[2] },
    });
    expect(teacherPick.json().picked_by).toEqual({ as: "owner", name: "Test Teacher" });
    const drawn = await sub(
      "POST",
      "/api/substitute/draws",
      { student_ids: [ids[0], ids[1]] },
      { "idempotency-key": "spin-1" },
    );
    expect(drawn.statusCode, drawn.body).toBe(201);
    const entries = drawn.json() as { id: string; picked_by: unknown }[];
    expect(entries.map((e) => e.picked_by)).toEqual([
      { as: "substitute", name: null },
      { as: "substitute", name: null },
    ]);
    const replay = await sub(
      "POST",
      "/api/substitute/draws",
      { student_ids: [ids[0], ids[1]] },
      { "idempotency-key": "spin-1" },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json()).toEqual(entries);
    // The owner's own key of the same name is theirs, not the link's.
    const ownKey = await call(t.app, "POST", "/api/selection-history/draws", {
      cookie: owner.cookie,
      body: { class_id: classId, student_ids: [ids[0]] },
      headers: { "idempotency-key": "spin-1" },
    });
    expect(ownKey.statusCode).toBe(201);
    expect(ownKey.headers["idempotent-replayed"]).toBeUndefined();

    const history = await call(t.app, "GET", `/api/selection-history/${classId}`, {
      cookie: owner.cookie,
    });
    const byId = new Map(
      history.json().map((h: { id: string; picked_by: unknown }) => [h.id, h.picked_by]),
    );
    expect(byId.get(entries[0]?.id)).toEqual({ as: "substitute", name: null });
    expect(byId.get(teacherPick.json().id)).toEqual({ as: "owner", name: "Test Teacher" });
    expect((await sub("GET", "/api/substitute/history")).json()).toEqual(history.json());

    const teachers = await sub("POST", "/api/substitute/undo", {
      entry_ids: [teacherPick.json().id],
    });
    expect(teachers.statusCode).toBe(404);
    const mixed = await sub("POST", "/api/substitute/undo", {
      entry_ids: [entries[0]?.id, teacherPick.json().id],
    });
    expect(mixed.statusCode).toBe(404);
    const undone = await sub("POST", "/api/substitute/undo", {
      entry_ids: entries.map((e) => e.id),
    });
    expect(undone.statusCode).toBe(204);
    const left = (await sub("GET", "/api/substitute/history")).json() as { id: string }[];
    expect(left.map((h) => h.id).sort()).toEqual(
      [teacherPick.json().id, ownKey.json()[0].id].sort(),
    );
    expect((await actions(classId)).map((a) => [a.action, a.actor_as, a.count])).toEqual([
      ["picks.made", "owner", 1],
      ["picks.made", "substitute", 2],
      ["picks.made", "owner", 1],
      ["picks.undone", "substitute", 2],
    ]);
    const cleared = await call(t.app, "DELETE", `/api/selection-history/${classId}`, {
      cookie: owner.cookie,
    });
    expect(cleared.statusCode).toBe(204);
    expect((await actions(classId)).at(-1)).toMatchObject({
      action: "history.cleared",
      actor_as: "owner",
    });
  });

  it("reads the class's students, settings, rules and groupings in the teachers' shapes", async () => {
    const { owner, classId, sub } = await lesson();
    const teacher = (url: string) => call(t.app, "GET", url, { cookie: owner.cookie });
    const pairs: [string, string][] = [
      ["/api/substitute/students", `/api/students/${classId}`],
      ["/api/substitute/teacher-settings", `/api/classes/${classId}/teacher-settings`],
      ["/api/substitute/wheel-settings", `/api/wheel-settings/${classId}`],
      ["/api/substitute/group-settings", `/api/group-settings/${classId}`],
      ["/api/substitute/group-rules", `/api/classes/${classId}/group-rules`],
      ["/api/substitute/groupings", `/api/classes/${classId}/groupings`],
    ];
    for (const [mine, theirs] of pairs) {
      const a = await sub("GET", mine);
      expect(a.statusCode, `${mine}: ${a.body}`).toBe(200);
      expect(a.json(), mine).toEqual((await teacher(theirs)).json());
    }
  });

  it("reaches no other class: another class's students and groupings are 404, picks of them 404", async () => {
    const { owner, sub } = await lesson();
    const { classId: other } = await seedClass(t.database.db, owner.userId, [{ name: "Zed" }]);
    const [zed] = await studentsOf(t.database.db, other);
    const draw = await sub("POST", "/api/substitute/draws", { student_ids: [zed?.id] });
    expect(draw.statusCode).toBe(404);
    const roll = await sub("PUT", "/api/substitute/attendance", {
      day: utcDay(0),
      absent_student_ids: [zed?.id],
    });
    expect(roll.statusCode).toBe(404);
    expect((await sub("GET", "/api/substitute/groupings/no-such")).statusCode).toBe(404);
    // A class id in the body is not read: the link names the class.
    const named = await sub("POST", "/api/substitute/draws", {
      class_id: other,
      student_ids: [zed?.id],
    });
    expect(named.statusCode).toBe(404);
    const picks = await t.database.db
      .selectFrom("selection_history")
      .select("id")
      .where("class_id", "=", other)
      .execute();
    expect(picks).toEqual([]);
  });

  it("a link revoked after its request was let in writes nothing: the write reads the link again under the lock", async () => {
    const { classId, ids, link } = await lesson();
    const opened = await findLinkByToken(t.database.db, link.token);
    if (!opened) throw new Error("the link was not found");
    await t.database.db
      .updateTable("substitute_links")
      .set({ revoked_at: new Date().toISOString() })
      .where("id", "=", link.id)
      .execute();
    const writing = saveAttendance(
      t.database,
      substituteWriter(opened),
      utcDay(0),
      [ids[0] as string],
      null,
    );
    await expect(writing).rejects.toMatchObject({ statusCode: 410, reason: "revoked" });
    const days = await t.database.db
      .selectFrom("attendance_days")
      .select("day")
      .where("class_id", "=", classId)
      .execute();
    expect(days).toEqual([]);
  });
});
