import type { Database } from "../../db/connect";
import { teacherTransaction } from "../locks";
import { findOwnedClass } from "../repository-kit";
import { clearHistory, removeEntries } from "./repository";

/** Undoes a draw: removes those entries of the teacher's class under their lock, all or none. */
export async function undoEntries(
  database: Database,
  teacherId: string,
  classId: string,
  entryIds: string[],
): Promise<void> {
  await teacherTransaction(database, teacherId, async (trx) => {
    const owned = await findOwnedClass(trx, teacherId, classId);
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
    const owned = await findOwnedClass(trx, teacherId, classId);
    await clearHistory(trx, owned.id);
  });
}
