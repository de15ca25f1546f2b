import { describe, expect, it } from "vitest";
import type { DataSource } from "#src/client/data/source";
import { MAX_ROOMS_PER_CLASS, type RoomLayout } from "#src/domain/schemas/seating";
import {
  CHART_CONFLICT,
  pinnedWithoutSeatMessage,
  ROOM_CONFLICT,
  ROOM_LIMIT_MESSAGE,
  roomErrorMessage,
  unknownChartSeatMessage,
} from "#src/domain/schemas/seating-messages";
import type { RoomError } from "#src/domain/seating/room-types";
import { english } from "../support/english";
import { classWith, type FreshSource, failure, fields, pause } from "./helpers";

/** Two tables of 4 side by side, the board at the top: seats t1:0-3 and t2:0-3. */
const TWO_TABLES: RoomLayout = {
  width: 5,
  depth: 2,
  board: "top",
  furniture: [
    { id: "t1", kind: "table-4", x: 0, y: 0, rotation: 0 },
    { id: "t2", kind: "table-4", x: 3, y: 0, rotation: 0 },
  ],
};
const NOT_IN_CLASS = {
  status: 404,
  body: { error: "Student not found in this class", code: "not_found" },
};
const ROOM_GONE = { status: 404, body: { error: "Room not found", code: "not_found" } };
const CHART_GONE = { status: 404, body: { error: "Seating chart not found", code: "not_found" } };
const CLASS_GONE = { status: 404, body: { error: "Class not found", code: "not_found" } };

async function classOf(source: DataSource, names: string[]) {
  const klass = await classWith(
    source,
    names.map((name) => ({ name, number: 2, color: "Red" })),
  );
  const ids = (await source.listStudents(klass.id)).map((s) => s.id);
  return { classId: klass.id, ids };
}

/** Rooms, seat needs and saved seating charts, as the server answers them. */
export function seatingContract(fresh: FreshSource): void {
  describe("seating: rooms and seat needs", () => {
    it("adds, lists oldest first, redraws with If-Match (409 stale with the room) and deletes", async () => {
      const source = await fresh();
      const { classId } = await classOf(source, []);
      const room = await source.createRoom(classId, { name: " Room 12 ", layout: TWO_TABLES });
      expect(room).toEqual({
        id: expect.any(String),
        class_id: classId,
        name: "Room 12",
        layout: TWO_TABLES,
        created_at: expect.any(String),
        updated_at: room.created_at,
        version: 1,
      });
      await pause();
      const lab = await source.createRoom(classId, { name: "Lab", layout: TWO_TABLES });
      expect((await source.listRooms(classId)).map((r) => r.id)).toEqual([room.id, lab.id]);
      const door = { ...TWO_TABLES, door: { x: 4, y: 1 } };
      const redrawn = await source.updateRoom(
        room.id,
        { name: "Room 14", layout: door },
        { ifMatch: 1 },
      );
      expect(redrawn).toMatchObject({ name: "Room 14", layout: door, version: 2 });
      expect(
        await failure(
          source.updateRoom(room.id, { name: "Lost", layout: TWO_TABLES }, { ifMatch: 1 }),
        ),
      ).toEqual({
        status: 409,
        body: { error: english(ROOM_CONFLICT), code: "stale", current: redrawn },
      });
      await source.deleteRoom(lab.id);
      expect(await failure(source.deleteRoom(lab.id))).toEqual(ROOM_GONE);
      expect(await source.listRooms(classId)).toEqual([redrawn]);
      expect(await failure(source.listRooms("nope"))).toEqual(CLASS_GONE);
    });

    it("refuses a layout the schema refuses (400 details) or the domain refuses (each problem worded)", async () => {
      const source = await fresh();
      const { classId } = await classOf(source, []);
      const sofa = await failure(
        source.createRoom(classId, {
          name: "Odd",
          layout: {
            ...TWO_TABLES,
            furniture: [{ id: "s", kind: "sofa" as never, x: 0, y: 0, rotation: 0 }],
          },
        }),
      );
      expect(sofa.status).toBe(400);
      expect(fields(sofa)).toEqual(["body.layout.furniture.0.kind"]);
      const overlap: RoomError = { code: "overlap", furniture: ["a", "b"], x: 1, y: 1 };
      const clash = await failure(
        source.createRoom(classId, {
          name: "Clash",
          layout: {
            ...TWO_TABLES,
            furniture: [
              { id: "a", kind: "table-4", x: 0, y: 0, rotation: 0 },
              { id: "b", kind: "pair", x: 1, y: 1, rotation: 0 },
            ],
          },
        }),
      );
      expect(clash).toEqual({
        status: 400,
        body: {
          error: english(roomErrorMessage(overlap)),
          code: "invalid_request",
          details: { room_errors: [overlap] },
        },
      });
      expect(await source.listRooms(classId)).toEqual([]);
    });

    it("keeps at most MAX_ROOMS_PER_CLASS rooms a class (409 worded)", async () => {
      const source = await fresh();
      const { classId } = await classOf(source, []);
      for (let i = 0; i < MAX_ROOMS_PER_CLASS; i++) {
        await source.createRoom(classId, { name: `Room ${i}`, layout: TWO_TABLES });
      }
      expect(
        await failure(source.createRoom(classId, { name: "More", layout: TWO_TABLES })),
      ).toEqual({
        status: 409,
        body: { error: english(ROOM_LIMIT_MESSAGE), code: "limit_reached" },
      });
    });

    it("stores the class's seat needs in one write; a deleted student leaves them", async () => {
      const source = await fresh();
      const { classId, ids } = await classOf(source, ["Ava", "Ben", "Cy"]);
      const other = await classOf(source, ["Zed"]);
      const [ava, ben, cy] = ids as [string, string, string];
      const saved = await source.saveSeatNeeds(classId, {
        needs: [
          { student_id: cy, needs: ["door", "front"] },
          { student_id: ava, needs: ["aisle"] },
          { student_id: ben, needs: [] },
        ],
      });
      expect(saved).toEqual([
        { student_id: ava, needs: ["aisle"] },
        { student_id: cy, needs: ["front", "door"] },
      ]);
      expect(
        await failure(
          source.saveSeatNeeds(classId, {
            needs: [{ student_id: other.ids[0] as string, needs: [] }],
          }),
        ),
      ).toEqual(NOT_IN_CLASS);
      await source.deleteStudent(ava);
      expect(await source.listSeatNeeds(classId)).toEqual([
        { student_id: cy, needs: ["front", "door"] },
      ]);
    });
  });

  describe("seating: saved charts", () => {
    it("saves a chart with the layout and students as saved, kept after the room and a student go", async () => {
      const source = await fresh();
      const { classId, ids } = await classOf(source, ["Ava", "Ben"]);
      const [ava, ben] = ids as [string, string];
      const room = await source.createRoom(classId, { name: "Room", layout: TWO_TABLES });
      const chart = await source.saveSeatingChart(classId, {
        name: " Monday ",
        room_id: room.id,
        seats: { "t2:0": ava, "t1:1": ben },
        pinned_student_ids: [ava],
      });
      const saved = (id: string, name: string, seat_id: string) => ({
        seat_id,
        student_id: id,
        name,
        number: 2,
        color: "Red",
        element: null,
        shape: null,
      });
      expect(chart).toEqual({
        id: expect.any(String),
        class_id: classId,
        room_id: room.id,
        name: "Monday",
        seat_count: 2,
        layout: TWO_TABLES,
        seats: [saved(ben, "Ben", "t1:1"), saved(ava, "Ava", "t2:0")],
        pinned_student_ids: [ava],
        created_at: expect.any(String),
        updated_at: chart.created_at,
        version: 1,
      });
      await source.deleteStudent(ben);
      await source.deleteRoom(room.id);
      expect(await source.getSeatingChart(chart.id)).toEqual({ ...chart, room_id: null });
      const [summary] = await source.listSeatingCharts(classId);
      expect(summary).toEqual({
        id: chart.id,
        class_id: classId,
        room_id: null,
        name: "Monday",
        seat_count: 2,
        created_at: chart.created_at,
        updated_at: chart.updated_at,
        version: 1,
      });
    });

    it("refuses seats the room lacks, pins without a seat (400), strangers and other rooms (404)", async () => {
      const source = await fresh();
      const { classId, ids } = await classOf(source, ["Ava", "Ben"]);
      const [ava, ben] = ids as [string, string];
      const other = await classOf(source, ["Zed"]);
      const elsewhere = await source.createRoom(other.classId, { name: "X", layout: TWO_TABLES });
      const room = await source.createRoom(classId, {
        name: "Room",
        layout: { ...TWO_TABLES, overrides: { "t1:1": { closed: true } } },
      });
      const save = (body: Record<string, unknown>) =>
        source.saveSeatingChart(classId, { name: "C", room_id: room.id, seats: {}, ...body });
      expect(await failure(save({ seats: { "t9:0": ava, "t1:1": ben } }))).toEqual({
        status: 400,
        body: {
          error: [unknownChartSeatMessage("t9:0"), unknownChartSeatMessage("t1:1")]
            .map(english)
            .join("; "),
          code: "invalid_request",
        },
      });
      expect(await failure(save({ seats: { "t1:0": ava }, pinned_student_ids: [ben] }))).toEqual({
        status: 400,
        body: { error: english(pinnedWithoutSeatMessage()), code: "invalid_request" },
      });
      expect((await failure(save({ seats: { "t1:0": ava, "t1:2": ava } }))).status).toBe(400);
      expect(await failure(save({ seats: { "t1:0": other.ids[0] } }))).toEqual(NOT_IN_CLASS);
      expect(await failure(save({ room_id: elsewhere.id }))).toEqual(ROOM_GONE);
      expect(await source.listSeatingCharts(classId)).toEqual([]);
    });

    it("renames with If-Match (409 stale with the summary), deletes once", async () => {
      const source = await fresh();
      const { classId } = await classOf(source, []);
      const room = await source.createRoom(classId, { name: "Room", layout: TWO_TABLES });
      const chart = await source.saveSeatingChart(classId, {
        name: "A",
        room_id: room.id,
        seats: {},
      });
      const renamed = await source.renameSeatingChart(chart.id, " B ", { ifMatch: 1 });
      expect(renamed).toMatchObject({ name: "B", version: 2, seat_count: 0 });
      expect(renamed).not.toHaveProperty("seats");
      expect(await failure(source.renameSeatingChart(chart.id, "C", { ifMatch: 1 }))).toEqual({
        status: 409,
        body: { error: english(CHART_CONFLICT), code: "stale", current: renamed },
      });
      await source.deleteSeatingChart(chart.id);
      expect(await failure(source.getSeatingChart(chart.id))).toEqual(CHART_GONE);
      expect(await failure(source.deleteSeatingChart(chart.id))).toEqual(CHART_GONE);
    });
  });
}
