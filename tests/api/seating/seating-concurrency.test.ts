import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_CHARTS_PER_CLASS,
  MAX_ROOMS_PER_CLASS,
  type RoomDto,
  type SeatingChartDto,
  type SeatNeedDto,
} from "#src/domain/schemas/seating";
import { ROOM_CONFLICT } from "#src/domain/schemas/seating-messages";
import { english } from "../../support/english";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { insertCharts, insertRooms, TWO_TABLES } from "../../support/seating-world";

/**
 * Seating under concurrent writers, on SQLite and (TEST_DATABASE_URL) PostgreSQL, where the
 * requests really run at once on the pool's connections: room adds racing the class's limit
 * while rooms are redrawn from one version and deleted, chart saves racing the charts limit
 * while students are deleted and seat needs rewritten. Never a 5xx; the limits hold exactly.
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp({ CLASS_LIMIT: "100" });
  me = await signUp(t.app);
});
afterAll(() => t.close());

async function classOf(names: string[]) {
  const klass = await roster(t.app, me.cookie).newClass();
  const ids: string[] = [];
  for (const name of names)
    ids.push((await roster(t.app, me.cookie).newStudent(klass.id, name)).id);
  return { classId: klass.id, ids };
}
const send = (
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) =>
  call(t.app, method, url, { cookie: me.cookie, body: body as Record<string, unknown>, headers });
const statuses = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1;
  return counts;
};

describe("seating under concurrent writers", () => {
  it("room adds racing the limit with redraws from one version and deletes: no 5xx, the limit holds exactly", async () => {
    const { classId } = await classOf([]);
    const room = 4;
    const seeded = await insertRooms(t.database.db, classId, MAX_ROOMS_PER_CLASS - room);
    const [target, ...rest] = seeded as [string, ...string[]];
    const doomed = rest.slice(0, 3);
    const adds = Array.from({ length: 20 }, (_, i) =>
      send("POST", `/api/classes/${classId}/rooms`, { name: `New ${i}`, layout: TWO_TABLES }),
    );
    const redraws = Array.from({ length: 10 }, (_, i) =>
      send(
        "PUT",
        `/api/rooms/${target}`,
        { name: `Redrawn ${i}`, layout: { ...TWO_TABLES, width: 6 + i } },
        { "if-match": '"1"' },
      ),
    );
    const deletes = doomed.map((id) => send("DELETE", `/api/rooms/${id}`));
    const [added, redrawn, deleted] = await Promise.all([
      Promise.all(adds),
      Promise.all(redraws),
      Promise.all(deletes),
    ]);
    console.log(
      `room limit race (${dbKind}): adds ${JSON.stringify(statuses(added))}, redraws ${JSON.stringify(statuses(redrawn))}`,
    );
    for (const r of [...added, ...redrawn, ...deleted])
      expect(r.statusCode, r.body).toBeLessThan(500);
    expect(deleted.every((r) => r.statusCode === 204)).toBe(true);
    const won = added.filter((r) => r.statusCode === 201).length;
    expect(won + added.filter((r) => r.statusCode === 409).length).toBe(20);
    // At least the room there was; at most that plus the room the deletes freed.
    expect(won).toBeGreaterThanOrEqual(room);
    expect(won).toBeLessThanOrEqual(room + doomed.length);
    const rooms = (await send("GET", `/api/classes/${classId}/rooms`)).json() as RoomDto[];
    expect(rooms).toHaveLength(MAX_ROOMS_PER_CLASS - room - doomed.length + won);
    expect(rooms.length).toBeLessThanOrEqual(MAX_ROOMS_PER_CLASS);

    const redrawWon = redrawn.filter((r) => r.statusCode === 200);
    expect(redrawWon).toHaveLength(1);
    for (const r of redrawn.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toEqual({
        error: english(ROOM_CONFLICT),
        code: "stale",
        current: redrawWon[0]?.json(),
      });
    }
    expect(rooms.find((r) => r.id === target)).toEqual(redrawWon[0]?.json());
  });

  it("chart saves racing the limit while students are deleted and needs rewritten: the room is saved exactly", async () => {
    const victims = Array.from({ length: 4 }, (_, i) => `Victim ${i}`);
    const { classId, ids } = await classOf(["Ava", "Ben", ...victims]);
    const [ava, ben] = ids as [string, string];
    const victimIds = ids.slice(2);
    const created = await send("POST", `/api/classes/${classId}/rooms`, {
      name: "Room",
      layout: TWO_TABLES,
    });
    const roomId = (created.json() as RoomDto).id;
    const room = 5;
    await insertCharts(t.database.db, classId, roomId, MAX_CHARTS_PER_CLASS - room);
    const saves = Array.from({ length: 20 }, (_, i) =>
      send("POST", `/api/classes/${classId}/seating-charts`, {
        name: `New ${i}`,
        room_id: roomId,
        seats: { "t1:0": ava, "t2:0": ben },
        pinned_student_ids: i % 2 ? [ava] : [],
      }),
    );
    const needs = Array.from({ length: 5 }, (_, i) =>
      send("PUT", `/api/classes/${classId}/seat-needs`, {
        // Even rewrites name Ava and Ben; odd ones the victims too, who may be gone by then.
        needs: (i % 2 ? [ava, ...victimIds] : [ava, ben]).map((student_id) => ({
          student_id,
          needs: i % 2 ? ["front"] : ["aisle", "door"],
        })),
      }),
    );
    const deletes = victimIds.map((id) => send("DELETE", `/api/students/${id}`));
    const [saved, needed, deleted] = await Promise.all([
      Promise.all(saves),
      Promise.all(needs),
      Promise.all(deletes),
    ]);
    console.log(
      `chart limit race (${dbKind}): saves ${JSON.stringify(statuses(saved))}, needs ${JSON.stringify(statuses(needed))}`,
    );
    for (const r of [...saved, ...needed, ...deleted])
      expect(r.statusCode, r.body).toBeLessThan(500);
    expect(deleted.every((r) => r.statusCode === 204)).toBe(true);
    expect(saved.filter((r) => r.statusCode === 201)).toHaveLength(room);
    expect(saved.filter((r) => r.statusCode === 409)).toHaveLength(20 - room);
    // A rewrite that ran after a victim went names a stranger: 404, nothing changed.
    for (const [i, r] of needed.entries()) {
      expect(i % 2 ? [200, 404] : [200], r.body).toContain(r.statusCode);
    }
    const all = (
      await send("GET", `/api/classes/${classId}/seating-charts`)
    ).json() as SeatingChartDto[];
    expect(all).toHaveLength(MAX_CHARTS_PER_CLASS);
    const stored = (
      await send("GET", `/api/classes/${classId}/seat-needs`)
    ).json() as SeatNeedDto[];
    for (const need of stored) expect(victimIds).not.toContain(need.student_id);
  });
});
