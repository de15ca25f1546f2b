import type { HistoryDto } from "#src/domain/schemas/history";
import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Db } from "../repository-kit";
import { addDraw, addHistory, clearHistory, removeEntries } from "./repository";

/*
 * Recording a pick or a draw runs inside the transaction the caller holds under the teacher's
 * lock (the idempotent create of ../idempotency.ts); 404 for another's class.
 */

/** Records a wheel pick of a student of the teacher's class. */
export async function recordPickIn(
  trx: Db,
  teacherId: string,
  classId: string,
  studentId: string,
): Promise<HistoryDto> {
  const { class: owned } = await findClassAccess(trx, teacherId, classId);
  return addHistory(trx, owned.id, studentId);
}

/** Records one spin's winners, in order, of the teacher's class. */
export async function recordDrawIn(
  trx: Db,
  teacherId: string,
  classId: string,
  studentIds: readonly string[],
): Promise<HistoryDto[]> {
  const { class: owned } = await findClassAccess(trx, teacherId, classId);
  return addDraw(trx, owned.id, studentIds);
}

/** Undoes a draw: removes those entries of the teacher's class under their lock, all or none. */
export async function undoEntries(
  database: Database,
  teacherId: string,
  classId: string,
  entryIds: string[],
): Promise<void> {
  await teacherTransaction(database, teacherId, async (trx) => {
    const { class: owned } = await findClassAccess(trx, teacherId, classId);
    await removeEntries(trx, owned.id, entryIds);
  });
}

/** Clears the selection history of the teacher's class under their lock. */
export async function clearClassHistory(
  database: Database,
  teacherId: string,
  classId: string,
): Promise<void> {
  await teacherTransaction(database, teacherId, async (trx) => {
    const { class: owned } = await findClassAccess(trx, teacherId, classId);
    await clearHistory(trx, owned.id);
  });
}
