import type { Database } from "#src/server/db/connect";
import { teacherTransaction } from "../locks";
import { deleteClass } from "./repository";

/**
 * Marks the teacher's class deleted under their lock, like every multi-row write: the class is
 * gone for every reader once this short transaction commits. Its rows are purged afterwards
 * (./purge.ts), by the caller.
 */
export async function deleteOwnedClass(
  database: Database,
  teacherId: string,
  id: string,
): Promise<void> {
  await teacherTransaction(database, teacherId, (trx) => deleteClass(trx, teacherId, id));
}
