import type { RoomLayout } from "#src/domain/schemas/seating";
import type { SeatTag } from "#src/domain/seating/room-types";
import type { Database } from "#src/server/db/connect";
import { recordTeacherChange } from "../activity";
import { classIdsOf, findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Db } from "../repository-kit";
import { type ChartValues, deleteOwnedChart, insertChart, renameChart } from "./charts";
import { replaceSeatNeeds } from "./needs";
import { deleteOwnedRoom, insertRoom, updateRoom } from "./rooms";

/**
 * Every seating write runs in the teacher's transaction (../locks.ts: the teacher's lock first,
 * the whole retried on a deadlock, a serialization failure or SQLite's busy answer). Creates go
 * through `createOnce` (../idempotency.ts), which holds the same transaction. Each write is
 * recorded in the class's recent changes in the same transaction
 * (docs/decisions/0060-who-did-what.md).
 */

/** The class of one of the teacher's rooms or charts, or null. */
async function classOf(trx: Db, table: "rooms" | "seating_charts", teacherId: string, id: string) {
  const row = await trx
    .selectFrom(table)
    .select("class_id")
    .where("id", "=", id)
    .where("class_id", "in", classIdsOf(trx, teacherId))
    .executeTakeFirst();
  return row?.class_id ?? null;
}

/** A room added to the teacher's class, inside the caller's transaction. */
export async function addRoomIn(
  trx: Db,
  teacherId: string,
  classId: string,
  input: { name: string; layout: RoomLayout },
) {
  const room = await insertRoom(trx, teacherId, classId, input);
  await recordTeacherChange(trx, teacherId, room.class_id, "seating.changed");
  return room;
}

/** A seating chart saved for the teacher's class, inside the caller's transaction. */
export async function addChartIn(trx: Db, teacherId: string, classId: string, values: ChartValues) {
  const chart = await insertChart(trx, teacherId, classId, values);
  await recordTeacherChange(trx, teacherId, chart.class_id, "chart.saved");
  return chart;
}

export function updateOwnedRoom(
  database: Database,
  teacherId: string,
  id: string,
  input: { name: string; layout: RoomLayout },
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const result = await updateRoom(trx, teacherId, id, input, expected);
    if ("updated" in result) {
      await recordTeacherChange(trx, teacherId, result.updated.class_id, "seating.changed");
    }
    return result;
  });
}

export function deleteRoom(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const classId = await classOf(trx, "rooms", teacherId, id);
    const deleted = await deleteOwnedRoom(trx, teacherId, id);
    if (deleted && classId) await recordTeacherChange(trx, teacherId, classId, "seating.changed");
    return deleted;
  });
}

/** The class's whole list of seat needs in one write; 404 for another's class. */
export function saveSeatNeeds(
  database: Database,
  teacherId: string,
  classId: string,
  needs: readonly { student_id: string; needs: readonly SeatTag[] }[],
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const { class: owned } = await findClassAccess(trx, teacherId, classId);
    const saved = await replaceSeatNeeds(trx, owned.id, needs);
    await recordTeacherChange(trx, teacherId, owned.id, "seating.changed");
    return saved;
  });
}

export function renameSeatingChart(
  database: Database,
  teacherId: string,
  id: string,
  name: string,
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const result = await renameChart(trx, teacherId, id, name, expected);
    if ("updated" in result) {
      await recordTeacherChange(trx, teacherId, result.updated.class_id, "seating.changed");
    }
    return result;
  });
}

export function deleteSeatingChart(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const classId = await classOf(trx, "seating_charts", teacherId, id);
    const deleted = await deleteOwnedChart(trx, teacherId, id);
    if (deleted && classId) await recordTeacherChange(trx, teacherId, classId, "seating.changed");
    return deleted;
  });
}
