import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GROUPING_CONFLICT,
  GROUPING_LIMIT_MESSAGE,
  groupingSummary,
  MAX_GROUPINGS_PER_CLASS,
  type SavedGroupingDto,
  type SavedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";
import { GROUPING_BODY_LIMIT } from "#src/server/features/groupings/routes";
import { newId } from "#src/server/features/repository-kit";
import { english } from "../../support/english";
import { insertGroupings } from "../../support/groupings-world";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { twoTeachers } from "../../support/teachers";

/**
 * Saved groupings on SQLite and PostgreSQL: saved groupings with their members as saved (readable
 * after a student is renamed or deleted), newest first, renamed with If-Match, limited per class.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
let other: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  ({ me, other } = await twoTeachers(t.app));
});
afterAll(() => t.close());

const as = (who: { cookie: string }) => roster(t.app, who.cookie);
const ATTRS = [
  { number: 1, color: "Red", element: "Fire", shape: "Square" },
  { number: 2, color: "Yellow", element: "Water", shape: "Circle" },
  { number: null, color: null, element: null, shape: null },
];
async function classOf(who: { cookie: string }, names: string[]) {
  const room = await as(who).newClass();
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    ids.push((await as(who).newStudent(room.id, name, ATTRS[i % ATTRS.length])).id);
  }
  return { classId: room.id, ids };
}
const list = (classId: string, cookie = me.cookie) =>
  call(t.app, "GET", `/api/classes/${classId}/groupings`, { cookie });
const save = (classId: string, body: Record<string, unknown>, cookie = me.cookie) =>
  call(t.app, "POST", `/api/classes/${classId}/groupings`, { cookie, body });
const rename = (id: string, name: string, ifMatch?: string, cookie = me.cookie) =>
  call(t.app, "PATCH", `/api/groupings/${id}`, {
    cookie,
    body: { name },
    headers: ifMatch ? { "if-match": ifMatch } : {},
  });
const groupingsOf = async (classId: string) =>
  (await list(classId)).json() as SavedGroupingSummaryDto[];
const one = (id: string, cookie = me.cookie) =>
  call(t.app, "GET", `/api/groupings/${id}`, { cookie });
/** The list's entry for a grouping answered with its members. */
const summary = (g: SavedGroupingDto) => groupingSummary(g);

describe("saved groupings", () => {
  it("saves the groups with each member's name and attributes, version 1, listed newest first", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy", "Dee"]);
    const [ava, ben, cy, dee] = ids as [string, string, string, string];
    const first = await save(classId, {
      name: "  Groups, Monday 23 November ",
      method: "balanced",
      balance_on: ["color", "number"],
      groups: [
        [cy, ava],
        [dee, ben],
      ],
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers.etag).toBe('"1"');
    const saved = first.json() as SavedGroupingDto;
    expect(saved).toEqual({
      id: expect.any(String),
      class_id: classId,
      name: "Groups, Monday 23 November",
      method: "balanced",
      balance_on: ["color", "number"],
      groups: [
        [
          { student_id: cy, name: "Cy", ...ATTRS[2] },
          { student_id: ava, name: "Ava", ...ATTRS[0] },
        ],
        [
          { student_id: dee, name: "Dee", ...ATTRS[0] },
          { student_id: ben, name: "Ben", ...ATTRS[1] },
        ],
      ],
      created_at: expect.any(String),
      updated_at: saved.created_at,
      version: 1,
    });
    expect(Date.parse(saved.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await save(classId, { name: "Second", method: "random", groups: [[ava, ben]] });
    expect(second.statusCode).toBe(201);
    expect(second.json().balance_on).toEqual([]);
    // The list: summaries newest first, no members; one grouping: its members as saved.
    const listed = await list(classId);
    expect(listed.json()).toEqual([summary(second.json()), summary(saved)]);
    expect(listed.json()[1]).toMatchObject({ group_count: 2, member_count: 4 });
    expect(listed.body).not.toContain('"groups"');
    expect(listed.body).not.toContain("Ava");
    const opened = await one(saved.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json()).toEqual(saved);
  });

  it("keeps old groupings readable after a student is renamed, moved or deleted", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy"]);
    const [ava, ben, cy] = ids as [string, string, string];
    const saved = (
      await save(classId, { name: "Before", method: "diverse", groups: [[ava, ben, cy]] })
    ).json();
    await call(t.app, "PUT", `/api/students/${ava}`, {
      cookie: me.cookie,
      body: { name: "Ava Renamed", number: 4, color: "Green", element: "Air", shape: "Star" },
    });
    expect(
      (await call(t.app, "DELETE", `/api/students/${ben}`, { cookie: me.cookie })).statusCode,
    ).toBe(204);
    const elsewhere = await as(me).newClass("Elsewhere");
    await call(t.app, "PUT", `/api/students/${cy}`, {
      cookie: me.cookie,
      body: { name: "Cy", class_id: elsewhere.id },
    });
    expect((await one(saved.id)).json()).toEqual(saved);
    expect(saved.groups[0].map((m: { name: string }) => m.name)).toEqual(["Ava", "Ben", "Cy"]);
    // The deleted student can't be saved into a new grouping, nor the moved one in the old
    // class: a 409 names them as saved and gives their ids (decision 0028), so the screen can
    // leave them out; nothing is written.
    const withBen = await save(classId, { name: "After", method: "random", groups: [[ava, ben]] });
    expect(withBen.statusCode).toBe(409);
    expect(withBen.json()).toEqual({
      error: "Ben is no longer in this class",
      code: "conflict",
      details: { student_ids: [ben] },
    });
    const both = await save(classId, { name: "After", method: "random", groups: [[cy], [ben]] });
    expect(both.statusCode).toBe(409);
    expect(both.json()).toEqual({
      error: "Cy and Ben are no longer in this class",
      code: "conflict",
      details: { student_ids: [cy, ben] },
    });
    // One who left beside an id the class never had: the usual 404.
    const stranger = await save(classId, {
      name: "After",
      method: "random",
      groups: [[ben, newId()]],
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      error: "Student not found in this class",
      code: "not_found",
    });
    expect(await groupingsOf(classId)).toEqual([summary(saved)]);
    const after = await save(classId, { name: "After", method: "random", groups: [[ava]] });
    expect(after.statusCode).toBe(201);
  });

  it("refuses bad input with a 400, writing nothing", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    const ok = { name: "Fine", method: "random", groups: [ids] };
    for (const body of [
      {},
      { ...ok, name: "" },
      { ...ok, name: "x".repeat(101) },
      { ...ok, name: "a\u0000b" },
      { ...ok, name: "a\u0007b" },
      { ...ok, method: "alphabetical" },
      { ...ok, balance_on: ["height"] },
      { ...ok, balance_on: ["color", "color"] },
      { ...ok, groups: [] },
      { ...ok, groups: [[]] },
      { ...ok, groups: [[ids[0]], [ids[0]]] },
      { ...ok, groups: ids },
      { ...ok, groups: [[ids[0], 3]] },
      { ...ok, groups: "everyone" },
    ]) {
      const res = await save(classId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
    }
    expect(await groupingsOf(classId)).toEqual([]);
  });

  it("answers 404 for another teacher's or unknown classes, students and groupings", async () => {
    const mine = await classOf(me, ["Ava", "Ben"]);
    const theirs = await classOf(other, ["Theirs", "Too"]);
    const body = { name: "Mine", method: "random", groups: [theirs.ids] };
    expect((await save(theirs.classId, body)).statusCode).toBe(404);
    expect((await list(theirs.classId)).statusCode).toBe(404);
    for (const id of [theirs.ids[0], newId()]) {
      const res = await save(mine.classId, { ...body, groups: [[mine.ids[0], id]] });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("Student not found in this class");
    }
    const theirsSaved = (await save(theirs.classId, body, other.cookie)).json() as SavedGroupingDto;
    for (const id of [theirsSaved.id, newId()]) {
      const opened = await one(id);
      expect(opened.statusCode).toBe(404);
      expect(opened.json()).toEqual({ error: "Grouping not found", code: "not_found" });
      const renamed = await rename(id, "Stolen");
      expect(renamed.statusCode).toBe(404);
      const deleted = await call(t.app, "DELETE", `/api/groupings/${id}`, { cookie: me.cookie });
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json()).toEqual(renamed.json());
    }
    expect(await groupingsOf(mine.classId)).toEqual([]);
    expect((await list(theirs.classId, other.cookie)).json()).toEqual([summary(theirsSaved)]);
    expect((await one(theirsSaved.id, other.cookie)).json()).toEqual(theirsSaved);
  });

  it("renames with If-Match: a stale version answers 409 with the grouping as stored", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    const saved = (await save(classId, { name: "First", method: "random", groups: [ids] })).json();
    const renamed = await rename(saved.id, " Second ", '"1"');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.headers.etag).toBe('"2"');
    // The answer is the list's entry (no members); the members are unchanged.
    expect(renamed.json()).toEqual({
      ...summary(saved),
      name: "Second",
      updated_at: renamed.json().updated_at,
      version: 2,
    });
    expect((await one(saved.id)).json()).toMatchObject({ name: "Second", groups: saved.groups });
    const stale = await rename(saved.id, "Third", '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.headers.etag).toBe('"2"');
    expect(stale.json()).toEqual({
      error: english(GROUPING_CONFLICT),
      code: "stale",
      current: renamed.json(),
    });
    const blind = await rename(saved.id, "Fourth");
    expect(blind.json()).toMatchObject({ name: "Fourth", version: 3 });
    expect((await rename(saved.id, "", '"3"')).statusCode).toBe(400);
    expect((await rename(saved.id, "Fifth", "three")).statusCode).toBe(400);
    expect(await groupingsOf(classId)).toEqual([blind.json()]);
  });

  it("a Save retried with its Idempotency-Key (its answer was lost) saves once and replays it", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy", "Dee"]);
    const body = {
      name: "Groups, Friday",
      method: "random",
      groups: [ids.slice(0, 2), ids.slice(2)],
    };
    const keyed = (key: string, sent: Record<string, unknown> = body, cookie = me.cookie) =>
      call(t.app, "POST", `/api/classes/${classId}/groupings`, {
        cookie,
        body: sent,
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
    expect(retry.headers.etag).toBe('"1"');
    expect((await groupingsOf(classId)).map((g) => g.name)).toEqual(["Groups, Friday"]);
    // The key with another request is refused; another teacher's same key is theirs alone.
    const other422 = await keyed(key, { ...body, name: "Groups, Monday" });
    expect(other422.statusCode).toBe(422);
    expect((await keyed(key, body, other.cookie)).statusCode).toBe(404);
    // A new key (or none) saves again.
    expect((await keyed(crypto.randomUUID())).statusCode).toBe(201);
    expect((await save(classId, body)).statusCode).toBe(201);
    expect(await groupingsOf(classId)).toHaveLength(3);
  });

  it("deletes a grouping with its members; deleting the class deletes its groupings", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    const a = (await save(classId, { name: "A", method: "random", groups: [ids] })).json();
    const b = (await save(classId, { name: "B", method: "random", groups: [ids] })).json();
    expect(
      (await call(t.app, "DELETE", `/api/groupings/${a.id}`, { cookie: me.cookie })).statusCode,
    ).toBe(204);
    expect(await groupingsOf(classId)).toEqual([summary(b)]);
    expect((await one(a.id)).statusCode).toBe(404);
    const members = () =>
      t.database.db
        .selectFrom("saved_grouping_members")
        .select("grouping_id")
        .where("grouping_id", "in", [a.id, b.id])
        .execute();
    expect((await members()).map((m) => m.grouping_id)).toEqual([b.id, b.id]);
    await call(t.app, "DELETE", `/api/classes/${classId}`, { cookie: me.cookie });
    expect(await members()).toEqual([]);
  });

  it(`keeps at most ${MAX_GROUPINGS_PER_CLASS} groupings per class (409 past it)`, async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    await insertGroupings(t.database.db, classId, MAX_GROUPINGS_PER_CLASS - 1);
    const body = { name: "Last", method: "random", groups: [ids] };
    expect((await save(classId, body)).statusCode).toBe(201);
    const over = await save(classId, body);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: english(GROUPING_LIMIT_MESSAGE), code: "limit_reached" });
  });

  it(`reads a body of up to ${GROUPING_BODY_LIMIT} bytes; one more is a 413`, async () => {
    const { classId } = await classOf(me, ["Ava"]);
    const bodyOf = (bytes: number) => `{"name":"${"a".repeat(bytes - 11)}"}`;
    const url = `/api/classes/${classId}/groupings`;
    const over = await call(t.app, "POST", url, {
      cookie: me.cookie,
      body: bodyOf(GROUPING_BODY_LIMIT + 1),
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ error: "Request body is too large", code: "body_too_large" });
    const at = await call(t.app, "POST", url, {
      cookie: me.cookie,
      body: bodyOf(GROUPING_BODY_LIMIT),
    });
    expect(at.statusCode).toBe(400);
  });

  it("saves and lists a grouping of 10,000 students", async () => {
    const students = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Pupil ${i + 1}`,
      number: (i % 4) + 1,
      color: ["Red", "Yellow", "Green", "Purple"][i % 4] as string,
      element: "Fire",
      shape: "Square",
    }));
    const room = await as(me).newClass("Everyone");
    const imported = await call(t.app, "POST", `/api/classes/${room.id}/students/import`, {
      cookie: me.cookie,
      body: { rows: students },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const classId = room.id;
    const studentIds = (await as(me).students(classId)).map((s) => s.id);
    const groups = Array.from({ length: 2_000 }, (_, g) => studentIds.slice(g * 5, g * 5 + 5));
    const started = Date.now();
    const res = await save(classId, { name: "Everyone", method: "balanced", groups });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const saveMs = Date.now() - started;
    const [summed] = await groupingsOf(classId);
    expect(summed).toMatchObject({ group_count: 2_000, member_count: 10_000 });
    const listed = (await one(summed?.id ?? "")).json() as SavedGroupingDto;
    expect(listed?.groups).toHaveLength(2_000);
    expect(listed?.groups.flat().map((m) => m.student_id)).toEqual(studentIds);
    expect(listed?.groups[1999]?.[4]).toMatchObject({
      name: "Pupil 10000",
      number: 4,
      color: "Purple",
    });
    // The longest ids the schema accepts still fit the route's body limit (a 404, not a 413).
    const longIds = studentIds.map((id) => id.padEnd(64, "x"));
    const long = Array.from({ length: 2_000 }, (_, g) => longIds.slice(g * 5, g * 5 + 5));
    const big = await save(classId, { name: "Long ids", method: "random", groups: long });
    expect(big.statusCode, big.body.slice(0, 200)).toBe(404);
    console.log(`groupings: saved 10,000 members in ${saveMs} ms (${res.body.length} bytes)`);
  }, 120_000);
});
