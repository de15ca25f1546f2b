import type { Db } from "../repository-kit";
import { listRooms, listSeatNeeds } from "../seating";
import { yieldToOthers } from "./export-pages";

/**
 * Seating in the account export: a class's rooms (oldest first), its students' seat needs and
 * its saved seating charts (newest first, each with its layout and seats as saved), in the
 * shapes of `roomDto`, `seatNeedDto` and `seatingChartDto` without `class_id`. A chart is read
 * one at a time (a class keeps up to 300 of up to 60 seats each), the event loop let go between.
 */
export async function* seatingJson(db: Db, classId: string): AsyncGenerator<string> {
  const rooms = (await listRooms(db, classId)).map(({ class_id: _, ...room }) => room);
  const needs = await listSeatNeeds(db, classId);
  yield `,"rooms":${JSON.stringify(rooms)},"seat_needs":${JSON.stringify(needs)},"seating_charts":[`;
  const ids = await db
    .selectFrom("seating_charts")
    .select("id")
    .where("class_id", "=", classId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  let first = true;
  for (const { id } of ids) {
    const row = await db
      .selectFrom("seating_charts")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) continue;
    const chart = {
      id: row.id,
      room_id: row.room_id,
      name: row.name,
      seat_count: Number(row.seat_count),
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: Number(row.version),
      layout: JSON.parse(row.layout) as unknown,
      seats: JSON.parse(row.seats) as unknown,
      pinned_student_ids: JSON.parse(row.pinned_student_ids) as unknown,
    };
    yield `${first ? "" : ","}${JSON.stringify(chart)}`;
    first = false;
    await yieldToOthers();
  }
  yield "]";
}
