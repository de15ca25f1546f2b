import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { Database } from "#src/server/db/connect";
import { recordActivity, teacherActor } from "../activity";
import { classIdsOf, findClassAccess } from "../class-access";
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
  const access = await findClassAccess(trx, teacherId, classId);
  const rule = await insertRule(trx, access.class.id, kind, studentIds);
  await recordActivity(trx, access.class.id, teacherActor(access, teacherId), "rule.added");
  return rule;
}

/** Deletes a grouping rule of the teacher's under their lock; false when there is none. */
export function deleteGroupRule(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const rule = await trx
      .selectFrom("group_rules")
      .select("class_id")
      .where("id", "=", id)
      .where("class_id", "in", classIdsOf(trx, teacherId))
      .executeTakeFirst();
    if (!rule) return false;
    // The teacher's role in the rule's class (and, for a co-teacher, the owner's lock).
    const access = await findClassAccess(trx, teacherId, rule.class_id);
    const deleted = await deleteOwnedRule(trx, teacherId, id);
    if (deleted) {
      await recordActivity(trx, rule.class_id, teacherActor(access, teacherId), "rule.deleted");
    }
    return deleted;
  });
}
