import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Db } from "../repository-kit";
import {
  deleteOwnedGrouping,
  type GroupingValues,
  insertGrouping,
  renameGrouping,
  type SaveLimits,
} from "./repository";

/**
 * Saves a grouping of the teacher's class, inside the transaction the caller holds under the
 * teacher's lock (the idempotent create of ../idempotency.ts); 404 for another's class.
 */
export async function saveGroupingIn(
  trx: Db,
  classId: string,
  values: GroupingValues,
  limits: SaveLimits,
) {
  const { class: owned, ownerId } = await findClassAccess(trx, limits.teacherId, classId);
  // A shared class's saved members count against its owner's limit.
  return insertGrouping(trx, owned.id, values, { ...limits, teacherId: ownerId });
}

/**
 * Renames a saved grouping of the teacher's under their lock (404 for another's); with
 * `expected` versions a rename made meanwhile is left as stored and answered as the conflict.
 */
export function renameSavedGrouping(
  database: Database,
  teacherId: string,
  id: string,
  name: string,
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, (trx) =>
    renameGrouping(trx, teacherId, id, name, expected),
  );
}

/** Deletes a saved grouping of the teacher's under their lock; false when there is none. */
export function deleteSavedGrouping(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, (trx) => deleteOwnedGrouping(trx, teacherId, id));
}
