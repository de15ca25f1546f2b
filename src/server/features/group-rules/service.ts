import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Db } from "../repository-kit";
import { deleteOwnedRule, insertRule } from "./repository";

/**
 * Adds a rule to the teacher's class, inside the transaction the caller holds under the
 * teacher's lock (the idempotent create of ../idempotency.ts); 404 for another's class.
 */
export async function addRuleIn(
  trx: Db,
  teacherId: string,
  classId: string,
  kind: GroupRuleDto["kind"],
  studentIds: readonly string[],
): Promise<GroupRuleDto> {
  const { class: owned } = await findClassAccess(trx, teacherId, classId);
  return insertRule(trx, owned.id, kind, studentIds);
}

/** Deletes a grouping rule of the teacher's under their lock; false when there is none. */
export function deleteGroupRule(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, (trx) => deleteOwnedRule(trx, teacherId, id));
}
