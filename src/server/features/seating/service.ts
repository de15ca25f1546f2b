import type { RoomLayout } from "#src/domain/schemas/seating";
import type { SeatTag } from "#src/domain/seating/room-types";
import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { deleteOwnedChart, renameChart } from "./charts";
import { replaceSeatNeeds } from "./needs";
import { deleteOwnedRoom, updateRoom } from "./rooms";

/**
 * Every seating write runs in the teacher's transaction (../locks.ts: the teacher's lock first,
 * the whole retried on a deadlock, a serialization failure or SQLite's busy answer). Creates go
 * through `createOnce` (../idempotency.ts), which holds the same transaction.
 */

export function updateOwnedRoom(
  database: Database,
  teacherId: string,
  id: string,
  input: { name: string; layout: RoomLayout },
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, (trx) =>
    updateRoom(trx, teacherId, id, input, expected),
  );
}

export function deleteRoom(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, (trx) => deleteOwnedRoom(trx, teacherId, id));
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
    return replaceSeatNeeds(trx, owned.id, needs);
  });
}

export function renameSeatingChart(
  database: Database,
  teacherId: string,
  id: string,
  name: string,
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, (trx) =>
    renameChart(trx, teacherId, id, name, expected),
  );
}

export function deleteSeatingChart(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, (trx) => deleteOwnedChart(trx, teacherId, id));
}
