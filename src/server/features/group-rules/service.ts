import type { Database } from "../../db/connect";
import { teacherTransaction } from "../locks";
import { deleteOwnedRule } from "./repository";

/** Deletes a grouping rule of the teacher's under their lock; false when there is none. */
export function deleteGroupRule(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, (trx) => deleteOwnedRule(trx, teacherId, id));
}
