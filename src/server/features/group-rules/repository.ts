import { msg } from "@lingui/core/macro";
import {
  type GroupRuleDto,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
  ruleKind,
} from "#src/domain/schemas/groupings";
import { HttpError, limitReached } from "#src/server/errors";
import { classIdsOf } from "../class-access";
import { type Db, newId, nowIso } from "../repository-kit";

/** A class's rules, oldest first, each with its students in the order they were named. */
export async function listRules(db: Db, classId: string): Promise<GroupRuleDto[]> {
  const rules = await db
    .selectFrom("group_rules")
    .select(["id", "class_id", "kind", "created_at"])
    .where("class_id", "=", classId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (rules.length === 0) return [];
  const members = await db
    .selectFrom("group_rule_members as m")
    .innerJoin("group_rules as r", "r.id", "m.rule_id")
    .select(["m.rule_id", "m.student_id"])
    .where("r.class_id", "=", classId)
    .orderBy("m.rule_id")
    .orderBy("m.position")
    .execute();
  const byRule = new Map<string, string[]>();
  for (const m of members) {
    const list = byRule.get(m.rule_id);
    if (list) list.push(m.student_id);
    else byRule.set(m.rule_id, [m.student_id]);
  }
  return rules.map((r) => ({
    id: r.id,
    class_id: r.class_id,
    kind: ruleKind.parse(r.kind),
    student_ids: byRule.get(r.id) ?? [],
    created_at: r.created_at,
  }));
}

/**
 * Adds a rule (call inside the teacher's transaction, so the count and the insert can't
 * interleave with another writer of the teacher): every student must be a student of the class
 * (404 otherwise) and the class must hold fewer than MAX_RULES_PER_CLASS rules (409).
 */
export async function insertRule(
  trx: Db,
  classId: string,
  kind: GroupRuleDto["kind"],
  studentIds: readonly string[],
): Promise<GroupRuleDto> {
  const known = await trx
    .selectFrom("students")
    .select("id")
    .where("class_id", "=", classId)
    .where("id", "in", studentIds)
    .execute();
  if (known.length !== studentIds.length) {
    throw new HttpError(404, msg`Student not found in this class`);
  }
  const { n } = await trx
    .selectFrom("group_rules")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("class_id", "=", classId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_RULES_PER_CLASS) throw limitReached(RULE_LIMIT_MESSAGE);
  const rule: GroupRuleDto = {
    id: newId(),
    class_id: classId,
    kind,
    student_ids: [...studentIds],
    created_at: nowIso(),
  };
  await trx
    .insertInto("group_rules")
    .values({ id: rule.id, class_id: classId, kind, created_at: rule.created_at })
    .execute();
  await trx
    .insertInto("group_rule_members")
    .values(studentIds.map((student_id, position) => ({ rule_id: rule.id, student_id, position })))
    .execute();
  return rule;
}

/** Deletes one of the teacher's rules; false when there is none (or it is another teacher's). */
export async function deleteOwnedRule(
  trx: Db,
  teacherId: string,
  ruleId: string,
): Promise<boolean> {
  const owned = classIdsOf(trx, teacherId);
  const result = await trx
    .deleteFrom("group_rules")
    .where("id", "=", ruleId)
    .where("class_id", "in", owned)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the class's rules left with fewer than two students (after students went). */
export async function pruneRules(trx: Db, classId: string): Promise<void> {
  await trx
    .deleteFrom("group_rules")
    .where("class_id", "=", classId)
    .where((eb) =>
      eb(
        eb
          .selectFrom("group_rule_members as m")
          .select((e) => e.fn.countAll().as("n"))
          .whereRef("m.rule_id", "=", "group_rules.id"),
        "<",
        2,
      ),
    )
    .execute();
}
