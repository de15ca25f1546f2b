import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
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
  await teacherTransaction(database, teacherId, async (trx) => {
    // Only its owner deletes a class: a co-teacher, who sees it, gets 403; anyone else 404.
    await findClassAccess(trx, teacherId, id, "own");
    await deleteClass(trx, teacherId, id);
  });
}
