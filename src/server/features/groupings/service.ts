import type { Database } from "../../db/connect";
import { teacherTransaction } from "../locks";
import { deleteOwnedGrouping, renameGrouping } from "./repository";

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
