import { describe, expect, it } from "vitest";
import { memorySource, SAMPLE_CLASS_ID, sampleSeed } from "#src/client/data/memory-source";
import { queryKeys } from "#src/client/data/source";
import { MAX_CHARTS_PER_CLASS, type RoomLayout } from "#src/domain/schemas/seating";
import { CHART_LIMIT_MESSAGE, roomErrorMessage } from "#src/domain/schemas/seating-messages";
import { placeStudents } from "#src/domain/seating/place";
import { roomSeats, validateRoom } from "#src/domain/seating/room";
import { failure } from "../../../contracts/helpers";
import { english } from "../../../support/english";

const DESKS: RoomLayout = {
  width: 3,
  depth: 1,
  board: "top",
  furniture: [
    { id: "desk1", kind: "desk", x: 0, y: 0, rotation: 0 },
    { id: "desk2", kind: "desk", x: 2, y: 0, rotation: 0 },
  ],
};

/** Classes "a" (a1-a3) and "b" (b1). */
const fresh = () =>
  memorySource({
    classes: [
      { id: "a", name: "Class A" },
      { id: "b", name: "Class B" },
    ],
    students: [
      { id: "a1", class_id: "a", name: "Ava", color: "Red" },
      { id: "a2", class_id: "a", name: "Ben" },
      { id: "a3", class_id: "a", name: "Cy" },
      { id: "b1", class_id: "b", name: "Zed" },
    ],
  });

describe("memory source: seating", () => {
  it("gives the demo's Sample Class one ready room of tables of 4 that seats the whole class", async () => {
    const source = memorySource(sampleSeed());
    const [room, ...others] = await source.listRooms(SAMPLE_CLASS_ID);
    expect(others).toEqual([]);
    expect(room).toMatchObject({ class_id: SAMPLE_CLASS_ID, name: "Classroom", version: 1 });
    const layout = room?.layout as RoomLayout;
    expect(validateRoom(layout)).toEqual([]);
    expect(new Set(layout.furniture.map((f) => f.kind))).toEqual(new Set(["table-4"]));
    const students = await source.listStudents(SAMPLE_CLASS_ID);
    expect(roomSeats(layout).length).toBeGreaterThanOrEqual(students.length);
    const placed = placeStudents(layout, students);
    expect(placed.ok).toBe(true);
    // A chart of it saves at once.
    const chart = await source.saveSeatingChart(SAMPLE_CLASS_ID, {
      name: "Monday",
      room_id: room?.id as string,
      seats: placed.ok ? { ...placed.chart } : {},
    });
    expect(chart.seat_count).toBe(students.length);
  });

  it("keeps at most MAX_CHARTS_PER_CLASS charts a class (409 worded), each class its own", async () => {
    const source = fresh();
    const room = await source.createRoom("a", { name: "Room", layout: DESKS });
    for (let i = 0; i < MAX_CHARTS_PER_CLASS; i++) {
      await source.saveSeatingChart("a", { name: `C${i}`, room_id: room.id, seats: {} });
    }
    expect(
      await failure(source.saveSeatingChart("a", { name: "More", room_id: room.id, seats: {} })),
    ).toEqual({
      status: 409,
      body: { error: english(CHART_LIMIT_MESSAGE), code: "limit_reached" },
    });
    const listed = await source.listSeatingCharts("a");
    expect(listed).toHaveLength(MAX_CHARTS_PER_CLASS);
    expect(listed[0]?.name).toBe(`C${MAX_CHARTS_PER_CLASS - 1}`);
    const other = await source.createRoom("b", { name: "Room", layout: DESKS });
    await source.saveSeatingChart("b", {
      name: "B",
      room_id: other.id,
      seats: { "desk1:0": "b1" },
    });
  });

  it("drops a student's seat needs when they move to another class or their class is deleted", async () => {
    const source = fresh();
    await source.saveSeatNeeds("a", {
      needs: [
        { student_id: "a1", needs: ["front"] },
        { student_id: "a2", needs: ["aisle"] },
      ],
    });
    await source.updateStudent("a1", { name: "Ava", class_id: "b" });
    expect(await source.listSeatNeeds("a")).toEqual([{ student_id: "a2", needs: ["aisle"] }]);
    expect(await source.listSeatNeeds("b")).toEqual([]);
    const room = await source.createRoom("a", { name: "Room", layout: DESKS });
    const chart = await source.saveSeatingChart("a", {
      name: "C",
      room_id: room.id,
      seats: { "desk1:0": "a2" },
    });
    await source.deleteClass("a");
    expect((await failure(source.listRooms("a"))).status).toBe(404);
    expect((await failure(source.getSeatingChart(chart.id))).status).toBe(404);
    expect((await failure(source.deleteRoom(room.id))).status).toBe(404);
    // A new class of the same students has no needs left over.
    expect(await source.listSeatNeeds("b")).toEqual([]);
  });

  it("answers copies: changing an answer changes nothing stored", async () => {
    const source = fresh();
    const room = await source.createRoom("a", { name: "Room", layout: DESKS });
    room.layout.furniture[0] = { id: "x", kind: "table-6", x: 0, y: 0, rotation: 0 };
    const chart = await source.saveSeatingChart("a", {
      name: "C",
      room_id: room.id,
      seats: { "desk1:0": "a1" },
      pinned_student_ids: ["a1"],
    });
    chart.seats[0] = { ...(chart.seats[0] as (typeof chart.seats)[number]), name: "Changed" };
    chart.pinned_student_ids.push("a2");
    expect((await source.listRooms("a"))[0]?.layout).toEqual(DESKS);
    const again = await source.getSeatingChart(chart.id);
    expect(again.seats.map((s) => s.name)).toEqual(["Ava"]);
    expect(again.pinned_student_ids).toEqual(["a1"]);
    expect(again.layout).toEqual(DESKS);
  });

  it("words a room the domain refuses as the server does, in the active language", async () => {
    const source = fresh();
    const res = await failure(
      source.createRoom("a", { name: "Empty", layout: { ...DESKS, furniture: [] } }),
    );
    expect(res).toEqual({
      status: 400,
      body: {
        error: english(roomErrorMessage({ code: "no-seats" })),
        code: "invalid_request",
        details: { room_errors: [{ code: "no-seats" }] },
      },
    });
  });

  it("has the seating query keys beside the others", () => {
    expect(queryKeys.rooms("a")).toEqual(["/api/rooms", "a"]);
    expect(queryKeys.seatNeeds("a")).toEqual(["/api/seat-needs", "a"]);
    expect(queryKeys.seatingCharts("a")).toEqual(["/api/seating-charts", "a"]);
    expect(queryKeys.seatingChart("c")).toEqual(["/api/seating-charts", { id: "c" }]);
  });
});
