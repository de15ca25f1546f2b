/**
 * Test support for seating in the shared API suites (ownership matrix, fuzz, CSRF): a seeded
 * world's class gets a room of two tables of 4, a seat need of its first student and a saved
 * chart of its first two students, and the snapshot of those rows, so a refused request can be
 * shown to change none of them. Also rooms and charts written straight into the database, the
 * cheap way to a class's limits.
 */

import type { Kysely } from "kysely";
import type { RoomLayout } from "#src/domain/schemas/seating";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";

export interface SeatingWorld {
  roomId: string;
  chartId: string;
}

/** Two tables of 4 side by side, the board at the top: seats t1:0-3 and t2:0-3. */
export const TWO_TABLES: RoomLayout = {
  width: 5,
  depth: 2,
  board: "top",
  door: null,
  furniture: [
    { id: "t1", kind: "table-4", x: 0, y: 0, rotation: 0 },
    { id: "t2", kind: "table-4", x: 3, y: 0, rotation: 0 },
  ],
};

/** A room, a seat need and a saved chart of the class's first two students. */
export async function seedSeatingFor(db: Kysely<DB>, classId: string): Promise<SeatingWorld> {
  const students = await db
    .selectFrom("students")
    .select(["id as student_id", "name", "number", "color", "element", "shape"])
    .where("class_id", "=", classId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(2)
    .execute();
  const at = nowIso();
  const roomId = newId();
  await db
    .insertInto("rooms")
    .values({
      id: roomId,
      class_id: classId,
      name: "Room 12",
      layout: JSON.stringify(TWO_TABLES),
      created_at: at,
      updated_at: at,
    })
    .execute();
  const [first] = students;
  if (first) {
    await db
      .insertInto("seat_needs")
      .values({
        class_id: classId,
        student_id: first.student_id,
        needs: '["front"]',
        updated_at: at,
      })
      .onConflict((oc) => oc.columns(["class_id", "student_id"]).doNothing())
      .execute();
  }
  const chartId = newId();
  const seats = students.map((s, i) => ({ seat_id: `t1:${i}`, ...s }));
  await db
    .insertInto("seating_charts")
    .values({
      id: chartId,
      class_id: classId,
      room_id: roomId,
      name: "Seats, Monday 23 November",
      layout: JSON.stringify(TWO_TABLES),
      seats: JSON.stringify(seats),
      pinned_student_ids: "[]",
      seat_count: seats.length,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { roomId, chartId };
}

/** Whether the world's room and chart are still there (a request may have deleted them). */
export async function seatingExists(db: Kysely<DB>, w: SeatingWorld): Promise<boolean> {
  const room = await db
    .selectFrom("rooms")
    .select("id")
    .where("id", "=", w.roomId)
    .executeTakeFirst();
  const chart = await db
    .selectFrom("seating_charts")
    .select("id")
    .where("id", "=", w.chartId)
    .executeTakeFirst();
  return room !== undefined && chart !== undefined;
}

/** The teacher's rooms, seat needs and charts, row for row. */
export async function seatingSnapshot(db: Kysely<DB>, userId: string) {
  const classIds = db.selectFrom("classes").select("id").where("user_id", "=", userId);
  return {
    rooms: await db
      .selectFrom("rooms")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
    seatNeeds: await db
      .selectFrom("seat_needs")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("class_id")
      .orderBy("student_id")
      .execute(),
    seatingCharts: await db
      .selectFrom("seating_charts")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
  };
}

/** `count` rooms "Room 0", "Room 1"… of the class written straight into the database. */
export async function insertRooms(
  db: Kysely<DB>,
  classId: string,
  count: number,
): Promise<string[]> {
  if (count === 0) return [];
  const at = nowIso();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    class_id: classId,
    name: `Room ${i}`,
    layout: JSON.stringify(TWO_TABLES),
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("rooms").values(rows).execute();
  return rows.map((r) => r.id);
}

/** `count` empty charts "Old 0", "Old 1"… of the class's room written straight into the database. */
export async function insertCharts(
  db: Kysely<DB>,
  classId: string,
  roomId: string | null,
  count: number,
): Promise<void> {
  if (count === 0) return;
  const at = nowIso();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    class_id: classId,
    room_id: roomId,
    name: `Old ${i}`,
    layout: JSON.stringify(TWO_TABLES),
    seats: "[]",
    pinned_student_ids: "[]",
    seat_count: 0,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto("seating_charts")
      .values(rows.slice(i, i + 100))
      .execute();
  }
}
