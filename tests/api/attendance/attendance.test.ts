import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import type { HistoryDto } from "#src/domain/schemas/history";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * Attendance and picking modes on SQLite and PostgreSQL: the day's roll (one request for
 * the whole class, versioned), the class's picking mode, one spin's several winners and undo.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const as = (who: { cookie: string }) => roster(t.app, who.cookie);

async function classOf(who: { cookie: string }, names: string[]) {
  const room = await as(who).newClass();
  const students = [];
  for (const name of names) students.push(await as(who).newStudent(room.id, name));
  return { classId: room.id, ids: students.map((s) => s.id) };
}

const getRoll = (classId: string, day = today(), cookie = me.cookie) =>
  call(t.app, "GET", `/api/attendance/${classId}?day=${day}`, { cookie });
const putRoll = (
  classId: string,
  absent: string[],
  options: { day?: string; ifMatch?: string; cookie?: string } = {},
) =>
  call(t.app, "PUT", `/api/attendance/${classId}`, {
    cookie: options.cookie ?? me.cookie,
    body: { day: options.day ?? today(), absent_student_ids: absent },
    headers: options.ifMatch ? { "if-match": options.ifMatch } : {},
  });

describe("attendance", () => {
  it("a day nobody marked is everyone present at version 0", async () => {
    const { classId } = await classOf(me, ["Ann", "Ben"]);
    const res = await getRoll(classId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      class_id: classId,
      day: today(),
      absent_student_ids: [],
      version: 0,
      updated_at: null,
      marked_by: null,
    });
    expect(res.headers.etag).toBe('"0"');
  });

  it("stores the whole roll in one request, versioned; an empty list is everyone's here", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben", "Cy"]);
    const first = await putRoll(classId, [ids[2] as string, ids[0] as string], { ifMatch: '"0"' });
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json() as AttendanceDto;
    expect(stored.absent_student_ids).toEqual([ids[0], ids[2]].sort());
    expect(stored.version).toBe(1);
    expect(stored.marked_by).toEqual({ as: "owner", name: "Test Teacher" });
    expect(first.headers.etag).toBe('"1"');
    expect((await getRoll(classId)).json()).toEqual(stored);

    const reset = await putRoll(classId, [], { ifMatch: '"1"' });
    expect(reset.statusCode).toBe(200);
    expect((await getRoll(classId)).json()).toMatchObject({ absent_student_ids: [], version: 2 });
  });

  it("a stale version answers 409 with the roll as stored, and changes nothing", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben"]);
    await putRoll(classId, [ids[0] as string], { ifMatch: '"0"' });
    const stale = await putRoll(classId, [ids[1] as string], { ifMatch: '"0"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: expect.stringContaining("changed somewhere else"),
      current: { absent_student_ids: [ids[0]], version: 1 },
    });
    expect((await getRoll(classId)).json()).toMatchObject({ absent_student_ids: [ids[0]] });
  });

  it("days are kept apart: a new day starts with everyone present", async () => {
    const { classId, ids } = await classOf(me, ["Ann"]);
    await putRoll(classId, [ids[0] as string], { day: dayOffset(-1) });
    expect((await getRoll(classId, dayOffset(-1))).json()).toMatchObject({
      absent_student_ids: [ids[0]],
    });
    expect((await getRoll(classId)).json()).toMatchObject({ absent_student_ids: [], version: 0 });
  });

  it("refuses days that are not today, bad dates and repeated ids with a clear 400", async () => {
    const { classId, ids } = await classOf(me, ["Ann"]);
    for (const day of [dayOffset(-3), dayOffset(5), "2026-02-30", "24/11/2026", "", "2026-1-1"]) {
      const res = await putRoll(classId, [], { day });
      expect(res.statusCode, day).toBe(400);
      expect(JSON.stringify(res.json().details), day).toMatch(/YYYY-MM-DD|today/);
    }
    const twice = await putRoll(classId, [ids[0] as string, ids[0] as string]);
    expect(twice.statusCode).toBe(400);
    expect((await getRoll(classId, "2026-13-01")).statusCode).toBe(400);
    expect(
      (await call(t.app, "GET", `/api/attendance/${classId}`, { cookie: me.cookie })).statusCode,
    ).toBe(400);
    expect((await getRoll(classId)).json()).toMatchObject({ version: 0 });
  });

  it("a student of another class or teacher is 404 and nothing is written", async () => {
    const mine = await classOf(me, ["Ann"]);
    const mineToo = await classOf(me, ["Elsewhere"]);
    const theirs = await classOf(other, ["Theirs"]);
    for (const id of [mineToo.ids[0], theirs.ids[0], "no-such-student"]) {
      const res = await putRoll(mine.classId, [mine.ids[0] as string, id as string]);
      expect(res.statusCode).toBe(404);
    }
    expect((await putRoll(mine.classId, [], { cookie: other.cookie })).statusCode).toBe(404);
    expect((await getRoll(mine.classId, today(), other.cookie)).statusCode).toBe(404);
    expect((await getRoll(mine.classId)).json()).toMatchObject({ version: 0 });
  });

  it("a deleted student leaves the roll; deleting the class removes it", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben"]);
    await putRoll(classId, ids);
    await call(t.app, "DELETE", `/api/students/${ids[0]}`, { cookie: me.cookie });
    expect((await getRoll(classId)).json()).toMatchObject({ absent_student_ids: [ids[1]] });
    await call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: me.cookie });
    expect((await getRoll(classId)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom("absences")
      .select("student_id")
      .where("class_id", "=", classId)
      .execute();
    expect(left).toEqual([]);
  });

  it("marks a class of 2,000 absent in one request", async () => {
    const room = await as(me).newClass("Big");
    const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `Student ${i + 1}` }));
    const imported = await call(t.app, "POST", `/api/classes/${room.id}/students/import`, {
      cookie: me.cookie,
      body: { rows },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const ids = (await as(me).students(room.id)).map((s) => s.id);
    const res = await putRoll(room.id, ids);
    expect(res.statusCode, res.body).toBe(200);
    expect((await getRoll(room.id)).json().absent_student_ids).toHaveLength(2000);
  });

  it("parallel writers of one roll: one wins per version, the rest 409, never a 5xx", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben", "Cy", "Dee"]);
    for (let trial = 0; trial < 5; trial++) {
      const version = (await getRoll(classId)).json().version as number;
      const answers = await Promise.all(
        ids.map((id) => putRoll(classId, [id], { ifMatch: `"${version}"` })),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409]);
      expect((await getRoll(classId)).json().version).toBe(version + 1);
    }
  });
});

describe("picking mode", () => {
  it("is equal until chosen, then remembered per class; another teacher's class is 404", async () => {
    const a = await classOf(me, ["Ann"]);
    const b = await classOf(me, ["Ben"]);
    const get = (classId: string, cookie = me.cookie) =>
      call(t.app, "GET", `/api/wheel-settings/${classId}`, { cookie });
    const put = (classId: string, pick_mode: unknown, cookie = me.cookie) =>
      call(t.app, "PUT", `/api/wheel-settings/${classId}`, { cookie, body: { pick_mode } });
    expect((await get(a.classId)).json()).toEqual({
      class_id: a.classId,
      pick_mode: "equal",
      spin_seconds: null,
    });
    expect((await put(a.classId, "turns")).json()).toEqual({
      class_id: a.classId,
      pick_mode: "turns",
      spin_seconds: null,
    });
    expect((await put(a.classId, "remove")).statusCode).toBe(200);
    expect((await get(a.classId)).json().pick_mode).toBe("remove");
    expect((await get(b.classId)).json().pick_mode).toBe("equal");
    const bad = await put(a.classId, "rigged");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toMatch(/pick_mode must be/);
    expect((await put(a.classId, "equal", other.cookie)).statusCode).toBe(404);
    expect((await get(a.classId, other.cookie)).statusCode).toBe(404);
    expect((await get(a.classId)).json().pick_mode).toBe("remove");
  });
});

describe("several winners and undo", () => {
  const draw = (class_id: string, student_ids: unknown, cookie = me.cookie) =>
    call(t.app, "POST", "/api/selection-history/draws", {
      cookie,
      body: { class_id, student_ids },
    });
  const undo = (class_id: string, entry_ids: unknown, cookie = me.cookie) =>
    call(t.app, "POST", "/api/selection-history/undo", { cookie, body: { class_id, entry_ids } });

  it("records one spin's winners in order; the history lists the last revealed first", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben", "Cy"]);
    const res = await draw(classId, [ids[1], ids[2], ids[0]]);
    expect(res.statusCode, res.body).toBe(201);
    const entries = res.json() as HistoryDto[];
    expect(entries.map((e) => e.student_name)).toEqual(["Ben", "Cy", "Ann"]);
    const history = await as(me).history(classId);
    expect(history.map((h) => h.student_name)).toEqual(["Ann", "Cy", "Ben"]);
  });

  it("refuses repeats, none, more than 10 and strangers, writing nothing", async () => {
    const names = Array.from({ length: 11 }, (_, i) => `S${i}`);
    const { classId, ids } = await classOf(me, names);
    const theirs = await classOf(other, ["Theirs"]);
    expect((await draw(classId, [ids[0], ids[0]])).statusCode).toBe(400);
    expect((await draw(classId, [])).statusCode).toBe(400);
    expect((await draw(classId, ids)).statusCode).toBe(400);
    expect((await draw(classId, [ids[0], theirs.ids[0]])).statusCode).toBe(404);
    expect((await draw(classId, [ids[0]], other.cookie)).statusCode).toBe(404);
    expect(await as(me).history(classId)).toEqual([]);
    expect((await draw(classId, ids.slice(0, 10))).statusCode).toBe(201);
  });

  it("undo removes exactly that draw's entries, once; the rest of the history stays", async () => {
    const { classId, ids } = await classOf(me, ["Ann", "Ben", "Cy"]);
    const kept = await as(me).pick(classId, ids[0] as string);
    const drawn = (await draw(classId, [ids[1], ids[2]])).json() as HistoryDto[];
    const entryIds = drawn.map((e) => e.id);
    expect((await undo(classId, entryIds, other.cookie)).statusCode).toBe(404);
    const res = await undo(classId, entryIds);
    expect(res.statusCode).toBe(204);
    expect((await as(me).history(classId)).map((h) => h.id)).toEqual([kept.id]);
    expect((await undo(classId, entryIds)).statusCode).toBe(404);
    // All or none: one entry that is not there keeps the other.
    const again = (await draw(classId, [ids[1]])).json() as HistoryDto[];
    expect((await undo(classId, [again[0]?.id, "missing"])).statusCode).toBe(404);
    expect(await as(me).history(classId)).toHaveLength(2);
    const elsewhere = await classOf(me, ["Dee"]);
    expect((await undo(elsewhere.classId, [kept.id])).statusCode).toBe(404);
    expect((await undo(classId, [kept.id, kept.id])).statusCode).toBe(400);
  });
});
