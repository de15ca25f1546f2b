import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_CHARTS_PER_CLASS,
  MAX_ROOMS_PER_CLASS,
  type RoomDto,
  type RoomLayout,
  type SeatingChartDto,
  type SeatingChartSummaryDto,
} from "#src/domain/schemas/seating";
import {
  CHART_CONFLICT,
  CHART_LIMIT_MESSAGE,
  pinnedWithoutSeatMessage,
  ROOM_CONFLICT,
  ROOM_LIMIT_MESSAGE,
  roomErrorMessage,
  unknownChartSeatMessage,
} from "#src/domain/schemas/seating-messages";
import type { RoomError } from "#src/domain/seating/room-types";
import { newId } from "#src/server/features/repository-kit";
import { english } from "../../support/english";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { insertCharts, insertRooms, TWO_TABLES } from "../../support/seating-world";
import { twoTeachers } from "../../support/teachers";

/**
 * Rooms, seat needs and saved seating charts on SQLite and PostgreSQL: layouts checked by the
 * schema then the domain's validateRoom (worded), redrawn with If-Match, limited per class;
 * charts of a room's seats and the class's students, kept as saved after the room or a student
 * goes; everything of another teacher's answering 404.
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
const ATTRS = { number: 3, color: "Red", element: "Fire", shape: "Square" };
async function classOf(who: { cookie: string }, names: string[]) {
  const klass = await as(who).newClass();
  const ids: string[] = [];
  for (const name of names) ids.push((await as(who).newStudent(klass.id, name, ATTRS)).id);
  return { classId: klass.id, ids };
}
type Who = { cookie: string };
const get = (url: string, who: Who = me) => call(t.app, "GET", url, { cookie: who.cookie });
const post = (url: string, body: unknown, who: Who = me, headers: Record<string, string> = {}) =>
  call(t.app, "POST", url, { cookie: who.cookie, body: body as Record<string, unknown>, headers });
const put = (url: string, body: unknown, ifMatch?: string, who: Who = me) =>
  call(t.app, "PUT", url, {
    cookie: who.cookie,
    body: body as Record<string, unknown>,
    headers: ifMatch ? { "if-match": ifMatch } : {},
  });
const del = (url: string, who: Who = me) => call(t.app, "DELETE", url, { cookie: who.cookie });
const newRoom = async (classId: string, layout = TWO_TABLES, name = "Room 12") => {
  const res = await post(`/api/classes/${classId}/rooms`, { name, layout });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as RoomDto;
};
const rooms = async (classId: string) =>
  (await get(`/api/classes/${classId}/rooms`)).json() as RoomDto[];
const charts = async (classId: string) =>
  (await get(`/api/classes/${classId}/seating-charts`)).json() as SeatingChartSummaryDto[];

describe("rooms", () => {
  it("adds a room at version 1 with its layout, listed oldest first, redrawn with If-Match", async () => {
    const { classId } = await classOf(me, []);
    const res = await post(`/api/classes/${classId}/rooms`, {
      name: "  Room 12 ",
      layout: TWO_TABLES,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    const room = res.json() as RoomDto;
    expect(room).toEqual({
      id: expect.any(String),
      class_id: classId,
      name: "Room 12",
      layout: TWO_TABLES,
      created_at: expect.any(String),
      updated_at: room.created_at,
      version: 1,
    });
    const lab = await newRoom(classId, TWO_TABLES, "Lab");
    expect((await rooms(classId)).map((r) => r.name)).toEqual(["Room 12", "Lab"]);

    const redrawn = {
      ...TWO_TABLES,
      door: { x: 4, y: 1 },
      overrides: { "t1:0": { closed: true } },
    };
    const changed = await put(`/api/rooms/${room.id}`, { name: "Room 14", layout: redrawn }, '"1"');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json()).toMatchObject({ name: "Room 14", layout: redrawn, version: 2 });

    const stale = await put(`/api/rooms/${room.id}`, { name: "Lost", layout: TWO_TABLES }, '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: english(ROOM_CONFLICT),
      code: "stale",
      current: changed.json(),
    });
    // Without If-Match the change applies to whatever is stored.
    const blind = await put(`/api/rooms/${lab.id}`, { name: "Lab 2", layout: TWO_TABLES });
    expect(blind.json()).toMatchObject({ name: "Lab 2", version: 2 });
  });

  it("refuses a layout the schema refuses, then one the domain refuses, each problem worded", async () => {
    const { classId } = await classOf(me, []);
    const sofa = await post(`/api/classes/${classId}/rooms`, {
      name: "Odd",
      layout: { ...TWO_TABLES, furniture: [{ id: "s", kind: "sofa", x: 0, y: 0, rotation: 0 }] },
    });
    expect(sofa.statusCode).toBe(400);
    expect(sofa.json().code).toBe("invalid_request");

    const overlapping = {
      ...TWO_TABLES,
      furniture: [
        { id: "a", kind: "table-4", x: 0, y: 0, rotation: 0 },
        { id: "b", kind: "desk", x: 1, y: 1, rotation: 0 },
      ],
      door: { x: 9, y: 1 },
    };
    const refused = await post(`/api/classes/${classId}/rooms`, {
      name: "Clash",
      layout: overlapping,
    });
    expect(refused.statusCode).toBe(400);
    const overlap: RoomError = { code: "overlap", furniture: ["a", "b"], x: 1, y: 1 };
    const door = { code: "door-off-wall", x: 9, y: 1 } as const;
    expect(refused.json()).toEqual({
      error: `${english(roomErrorMessage(overlap))}; ${english(roomErrorMessage(door))}`,
      code: "invalid_request",
      details: { room_errors: [overlap, door] },
    });
    expect(refused.json().error).toBe(
      'Furniture "a" and "b" overlap at column 1, row 1.; The door (column 9, row 1) must be on a wall of the room.',
    );

    const everyClosed = {
      ...TWO_TABLES,
      furniture: [{ id: "d", kind: "desk", x: 0, y: 0, rotation: 0 }],
      overrides: { "d:0": { closed: true } },
    };
    const empty = await post(`/api/classes/${classId}/rooms`, {
      name: "None",
      layout: everyClosed,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(english(roomErrorMessage({ code: "no-seats" })));

    const room = await newRoom(classId);
    const redraw = await put(
      `/api/rooms/${room.id}`,
      { name: "Clash", layout: overlapping },
      '"1"',
    );
    expect(redraw.statusCode).toBe(400);
    expect(await rooms(classId)).toEqual([room]);
  });

  it("keeps at most MAX_ROOMS_PER_CLASS rooms per class: one more is a worded 409", async () => {
    const { classId } = await classOf(me, []);
    await insertRooms(t.database.db, classId, MAX_ROOMS_PER_CLASS - 1);
    await newRoom(classId);
    const over = await post(`/api/classes/${classId}/rooms`, { name: "More", layout: TWO_TABLES });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: english(ROOM_LIMIT_MESSAGE), code: "limit_reached" });
    expect(over.json().error).toBe("A class keeps at most 20 rooms. Delete one to add another.");
    expect(await rooms(classId)).toHaveLength(MAX_ROOMS_PER_CLASS);
  });

  it("words a refused layout and the limit in the request's language", async () => {
    const { classId } = await classOf(me, []);
    const empty: RoomLayout = { ...TWO_TABLES, furniture: [] };
    const say = (language: string, layout = empty) =>
      post(`/api/classes/${classId}/rooms`, { name: "X", layout }, me, {
        "accept-language": language,
      });
    expect((await say("es")).json()).toMatchObject({
      error: "Un aula necesita al menos un sitio disponible.",
      code: "invalid_request",
    });
    expect((await say("ar")).json().error).toBe("تحتاج القاعة إلى مقعد متاح واحد على الأقل.");
    await insertRooms(t.database.db, classId, MAX_ROOMS_PER_CLASS);
    expect((await say("es", TWO_TABLES)).json()).toEqual({
      error: "Una clase tiene como máximo 20 aulas. Elimina una para añadir otra.",
      code: "limit_reached",
    });
  });

  it("adds once per Idempotency-Key: a retry replays the first answer", async () => {
    const { classId } = await classOf(me, []);
    const key = { "idempotency-key": newId() };
    const body = { name: "Room 12", layout: TWO_TABLES };
    const first = await post(`/api/classes/${classId}/rooms`, body, me, key);
    const again = await post(`/api/classes/${classId}/rooms`, body, me, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await rooms(classId)).toHaveLength(1);
    const reused = await post(`/api/classes/${classId}/rooms`, { ...body, name: "Other" }, me, key);
    expect(reused.statusCode).toBe(422);
  });

  it("answers 404 for another teacher's class and room, changing nothing", async () => {
    const { classId } = await classOf(me, []);
    const room = await newRoom(classId);
    expect((await get(`/api/classes/${classId}/rooms`, other)).statusCode).toBe(404);
    expect(
      (await post(`/api/classes/${classId}/rooms`, { name: "X", layout: TWO_TABLES }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(`/api/rooms/${room.id}`, { name: "X", layout: TWO_TABLES }, undefined, other))
        .statusCode,
    ).toBe(404);
    expect((await del(`/api/rooms/${room.id}`, other)).statusCode).toBe(404);
    expect(await rooms(classId)).toEqual([room]);
    expect((await del(`/api/rooms/${room.id}`)).statusCode).toBe(204);
    expect((await del(`/api/rooms/${room.id}`)).statusCode).toBe(404);
  });
});

describe("seat needs", () => {
  it("stores the class's whole list in one write; a student deleted or moved leaves it", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy", "Dee"]);
    const [ava, ben, cy, dee] = ids as [string, string, string, string];
    const next = await classOf(me, []);
    const saved = await put(`/api/classes/${classId}/seat-needs`, {
      needs: [
        { student_id: cy, needs: ["door", "front"] },
        { student_id: ava, needs: ["front"] },
        { student_id: ben, needs: [] },
        { student_id: dee, needs: ["aisle"] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [
      { student_id: ava, needs: ["front"] },
      { student_id: cy, needs: ["front", "door"] },
      { student_id: dee, needs: ["aisle"] },
    ];
    expect(saved.json()).toEqual(expected);
    expect((await get(`/api/classes/${classId}/seat-needs`)).json()).toEqual(expected);

    expect((await del(`/api/students/${ava}`)).statusCode).toBe(204);
    const moved = await put(`/api/students/${dee}`, { name: "Dee", class_id: next.classId });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await get(`/api/classes/${classId}/seat-needs`)).json()).toEqual([
      { student_id: cy, needs: ["front", "door"] },
    ]);
    expect((await get(`/api/classes/${next.classId}/seat-needs`)).json()).toEqual([]);
    const rows = await t.database.db
      .selectFrom("seat_needs")
      .select("student_id")
      .where("student_id", "in", [ava, dee])
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses a student of another class (404) or an unknown tag (400), changing nothing", async () => {
    const { classId, ids } = await classOf(me, ["Ava"]);
    const stranger = await classOf(other, ["Zed"]);
    const [ava] = ids as [string];
    await put(`/api/classes/${classId}/seat-needs`, {
      needs: [{ student_id: ava, needs: ["front"] }],
    });
    const foreign = await put(`/api/classes/${classId}/seat-needs`, {
      needs: [{ student_id: stranger.ids[0], needs: ["front"] }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe("Student not found in this class");
    const odd = await put(`/api/classes/${classId}/seat-needs`, {
      needs: [{ student_id: ava, needs: ["window"] }],
    });
    expect(odd.statusCode).toBe(400);
    expect(
      (await put(`/api/classes/${classId}/seat-needs`, { needs: [] }, undefined, other)).statusCode,
    ).toBe(404);
    expect((await get(`/api/classes/${classId}/seat-needs`, other)).statusCode).toBe(404);
    expect((await get(`/api/classes/${classId}/seat-needs`)).json()).toEqual([
      { student_id: ava, needs: ["front"] },
    ]);
  });
});

describe("seating charts", () => {
  it("saves a chart with the layout and each student as saved, listed newest first, readable after the room and students go", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben", "Cy"]);
    const [ava, ben, cy] = ids as [string, string, string];
    const room = await newRoom(classId);
    const res = await post(`/api/classes/${classId}/seating-charts`, {
      name: " Seats, Monday ",
      room_id: room.id,
      seats: { "t2:1": ava, "t1:0": ben, "t1:3": cy },
      pinned_student_ids: [ben],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    const chart = res.json() as SeatingChartDto;
    const as = (id: string, name: string, seat_id: string) => ({
      seat_id,
      student_id: id,
      name,
      ...ATTRS,
    });
    expect(chart).toEqual({
      id: expect.any(String),
      class_id: classId,
      room_id: room.id,
      name: "Seats, Monday",
      seat_count: 3,
      layout: TWO_TABLES,
      seats: [as(ben, "Ben", "t1:0"), as(cy, "Cy", "t1:3"), as(ava, "Ava", "t2:1")],
      pinned_student_ids: [ben],
      created_at: expect.any(String),
      updated_at: chart.created_at,
      version: 1,
    });
    const second = await post(`/api/classes/${classId}/seating-charts`, {
      name: "Empty",
      room_id: room.id,
      seats: {},
    });
    expect(second.statusCode, second.body).toBe(201);
    const { layout: _l, seats: _s, pinned_student_ids: _p, ...summary } = chart;
    expect((await charts(classId)).map((c) => c.name)).toEqual(["Empty", "Seats, Monday"]);
    expect((await charts(classId))[1]).toEqual(summary);

    // The room redrawn, then deleted; a student renamed, another deleted: the chart is as saved.
    await put(`/api/rooms/${room.id}`, { name: "Gone", layout: { ...TWO_TABLES, width: 9 } });
    await put(`/api/students/${ava}`, { name: "Ava Renamed", ...ATTRS });
    expect((await del(`/api/students/${cy}`)).statusCode).toBe(204);
    expect((await del(`/api/rooms/${room.id}`)).statusCode).toBe(204);
    const later = await get(`/api/seating-charts/${chart.id}`);
    expect(later.statusCode).toBe(200);
    expect(later.headers.etag).toBe('"1"');
    expect(later.json()).toEqual({ ...chart, room_id: null });
  });

  it("refuses seats the room lacks or has closed, pins without a seat (400), strangers and other rooms (404)", async () => {
    const { classId, ids } = await classOf(me, ["Ava", "Ben"]);
    const [ava, ben] = ids as [string, string];
    const mine = await classOf(me, ["Other class"]);
    const elsewhere = await newRoom(mine.classId);
    const room = await newRoom(classId, { ...TWO_TABLES, overrides: { "t1:1": { closed: true } } });
    const save = (body: Record<string, unknown>) =>
      post(`/api/classes/${classId}/seating-charts`, {
        name: "Chart",
        room_id: room.id,
        seats: {},
        ...body,
      });

    const unknown = await save({ seats: { "t9:0": ava, "t1:1": ben } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      [unknownChartSeatMessage("t9:0"), unknownChartSeatMessage("t1:1")].map(english).join("; "),
    );
    const pin = await save({ seats: { "t1:0": ava }, pinned_student_ids: [ben] });
    expect(pin.statusCode).toBe(400);
    expect(pin.json().error).toBe(english(pinnedWithoutSeatMessage()));
    const twice = await save({ seats: { "t1:0": ava, "t1:2": ava } });
    expect(twice.statusCode).toBe(400);

    const stranger = await save({ seats: { "t1:0": mine.ids[0] } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe("Student not found in this class");
    const otherRoom = await save({ room_id: elsewhere.id, seats: { "t1:0": ava } });
    expect(otherRoom.statusCode).toBe(404);
    expect(otherRoom.json().error).toBe("Room not found");
    expect(await charts(classId)).toEqual([]);
  });

  it("renames with If-Match, deletes, keeps at most MAX_CHARTS_PER_CLASS and answers 404 to another teacher", async () => {
    const { classId, ids } = await classOf(me, ["Ava"]);
    const room = await newRoom(classId);
    await insertCharts(t.database.db, classId, room.id, MAX_CHARTS_PER_CLASS - 1);
    const last = await post(`/api/classes/${classId}/seating-charts`, {
      name: "Last",
      room_id: room.id,
      seats: { "t1:0": ids[0] },
    });
    expect(last.statusCode, last.body).toBe(201);
    const over = await post(`/api/classes/${classId}/seating-charts`, {
      name: "Over",
      room_id: room.id,
      seats: {},
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: english(CHART_LIMIT_MESSAGE), code: "limit_reached" });
    expect(over.json().error).toBe(
      "A class keeps at most 300 saved seating charts. Delete old ones to save more.",
    );

    const chart = last.json() as SeatingChartDto;
    const url = `/api/seating-charts/${chart.id}`;
    const patch = (name: string, ifMatch?: string, who: Who = me) =>
      call(t.app, "PATCH", url, {
        cookie: who.cookie,
        body: { name },
        headers: ifMatch ? { "if-match": ifMatch } : {},
      });
    expect((await get(url, other)).statusCode).toBe(404);
    expect((await patch("Stolen", undefined, other)).statusCode).toBe(404);
    expect((await del(url, other)).statusCode).toBe(404);
    expect((await get(`/api/classes/${classId}/seating-charts`, other)).statusCode).toBe(404);
    expect(
      (
        await post(
          `/api/classes/${classId}/seating-charts`,
          { name: "X", room_id: room.id, seats: {} },
          other,
        )
      ).statusCode,
    ).toBe(404);

    const renamed = await patch(" Friday ", '"1"');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.headers.etag).toBe('"2"');
    expect(renamed.json()).toMatchObject({ name: "Friday", version: 2, seat_count: 1 });
    expect(renamed.json()).not.toHaveProperty("seats");
    const stale = await patch("Lost", '"1"');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: english(CHART_CONFLICT),
      code: "stale",
      current: renamed.json(),
    });

    expect((await del(url)).statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await del(url)).statusCode).toBe(404);
    expect(await charts(classId)).toHaveLength(MAX_CHARTS_PER_CLASS - 1);
  });

  it("saves once per Idempotency-Key", async () => {
    const { classId, ids } = await classOf(me, ["Ava"]);
    const room = await newRoom(classId);
    const key = { "idempotency-key": newId() };
    const body = { name: "Chart", room_id: room.id, seats: { "t1:0": ids[0] } };
    const first = await post(`/api/classes/${classId}/seating-charts`, body, me, key);
    const again = await post(`/api/classes/${classId}/seating-charts`, body, me, key);
    expect(first.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await charts(classId)).toHaveLength(1);
  });

  it("goes with its class: rooms, needs and charts are removed when the class is deleted", async () => {
    const { classId, ids } = await classOf(me, ["Ava"]);
    const room = await newRoom(classId);
    await put(`/api/classes/${classId}/seat-needs`, {
      needs: [{ student_id: ids[0], needs: ["aisle"] }],
    });
    await post(`/api/classes/${classId}/seating-charts`, {
      name: "C",
      room_id: room.id,
      seats: { "t1:0": ids[0] },
    });
    expect((await del(`/api/classes/${classId}`)).statusCode).toBe(204);
    const { purgeDeletedClasses } = await import("#src/server/features/classes/purge");
    await purgeDeletedClasses(t.database.db, (e) => {
      throw e;
    });
    const db = t.database.db;
    for (const table of ["rooms", "seat_needs", "seating_charts"] as const) {
      const left = await db
        .selectFrom(table)
        .select("class_id")
        .where("class_id", "=", classId)
        .execute();
      expect(left, table).toEqual([]);
    }
  });
});
