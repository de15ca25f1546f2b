import type { ClassDto } from "#src/domain/schemas/classes";
import type { Database } from "#src/server/db/connect";
import { recordActivity, teacherActor } from "../activity";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Conditional } from "../versions";
import { type ClassValues, deleteClass, updateClass } from "./repository";

/**
 * Renames a class or changes its description under the teacher's lock, and records the change
 * in the class's recent changes in the same transaction (docs/decisions/0060-who-did-what.md):
 * a stale If-Match (409) records nothing.
 */
export function renameClass(
  database: Database,
  teacherId: string,
  classId: string,
  values: ClassValues,
  ifMatch: number[] | null,
): Promise<Conditional<ClassDto>> {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await findClassAccess(trx, teacherId, classId);
    const result = await updateClass(trx, teacherId, classId, values, ifMatch);
    if ("updated" in result) {
      await recordActivity(trx, classId, teacherActor(access, teacherId), "class.renamed");
    }
    return result;
  });
}

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
