/**
 * Test support for group rules and saved groupings in the shared API suites (ownership matrix, fuzz): a seeded world's
 * class gets a rule naming two of its students and a saved grouping of them, and the snapshot of
 * those rows, so a refused request can be shown to change none of them. Also rules and groupings
 * written straight into the database, the cheap way to a class's limits (API tests, the
 * contract's HTTP run).
 */

import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";

export interface GroupingsWorld {
  /** A second student of the class (a rule names two). */
  pairedStudentId: string;
  ruleId: string;
  groupingId: string;
}

/** A keep-apart rule and a saved grouping of the class's first two students. */
export async function seedGroupingsFor(db: Kysely<DB>, classId: string): Promise<GroupingsWorld> {
  const students = await db
    .selectFrom("students")
    .select(["id", "name", "number", "color", "element", "shape"])
    .where("class_id", "=", classId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(2)
    .execute();
  const [first, second] = students;
  if (!first || !second) throw new Error(`class ${classId} has fewer than two students`);
  const at = nowIso();
  const ruleId = newId();
  await db
    .insertInto("group_rules")
    .values({ id: ruleId, class_id: classId, kind: "keep-apart", created_at: at })
    .execute();
  await db
    .insertInto("group_rule_members")
    .values([
      { rule_id: ruleId, student_id: first.id, position: 0 },
      { rule_id: ruleId, student_id: second.id, position: 1 },
    ])
    .execute();
  const groupingId = newId();
  await db
    .insertInto("saved_groupings")
    .values({
      id: groupingId,
      class_id: classId,
      name: "Groups, Monday 23 November",
      method: "random",
      balance_on: "[]",
      group_count: 2,
      member_count: 2,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("saved_grouping_members")
    .values(
      [first, second].map(({ id, ...s }, group_index) => ({
        grouping_id: groupingId,
        group_index,
        position: 0,
        student_id: id,
        ...s,
      })),
    )
    .execute();
  return { pairedStudentId: second.id, ruleId, groupingId };
}

/** Whether the world's rule and grouping are still there (a request may have deleted them). */
export async function groupingsExist(db: Kysely<DB>, w: GroupingsWorld): Promise<boolean> {
  const rule = await db
    .selectFrom("group_rules")
    .select("id")
    .where("id", "=", w.ruleId)
    .executeTakeFirst();
  const grouping = await db
    .selectFrom("saved_groupings")
    .select("id")
    .where("id", "=", w.groupingId)
    .executeTakeFirst();
  const paired = await db
    .selectFrom("students")
    .select("id")
    .where("id", "=", w.pairedStudentId)
    .executeTakeFirst();
  return rule !== undefined && grouping !== undefined && paired !== undefined;
}

/** The teacher's rules and saved groupings with their members, row for row. */
export async function groupingsSnapshot(db: Kysely<DB>, userId: string) {
  const classIds = db.selectFrom("classes").select("id").where("user_id", "=", userId);
  const ruleIds = db.selectFrom("group_rules").select("id").where("class_id", "in", classIds);
  const groupingIds = db
    .selectFrom("saved_groupings")
    .select("id")
    .where("class_id", "in", classIds);
  return {
    groupRules: await db
      .selectFrom("group_rules")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
    groupRuleMembers: await db
      .selectFrom("group_rule_members")
      .selectAll()
      .where("rule_id", "in", ruleIds)
      .orderBy("rule_id")
      .orderBy("student_id")
      .execute(),
    savedGroupings: await db
      .selectFrom("saved_groupings")
      .selectAll()
      .where("class_id", "in", classIds)
      .orderBy("id")
      .execute(),
    savedGroupingMembers: await db
      .selectFrom("saved_grouping_members")
      .selectAll()
      .where("grouping_id", "in", groupingIds)
      .orderBy("grouping_id")
      .orderBy("group_index")
      .orderBy("position")
      .execute(),
  };
}

/**
 * `count` keep-apart rules of the class written straight into the database (the cheap way to the
 * per-class limit), each naming `studentIds`; with none, the rules are rows alone.
 */
export async function insertRules(
  db: Kysely<DB>,
  classId: string,
  count: number,
  studentIds: readonly string[] = [],
): Promise<void> {
  if (count === 0) return;
  const at = nowIso();
  const ids = Array.from({ length: count }, () => newId());
  await db
    .insertInto("group_rules")
    .values(ids.map((id) => ({ id, class_id: classId, kind: "keep-apart", created_at: at })))
    .execute();
  const members = ids.flatMap((rule_id) =>
    studentIds.map((student_id, position) => ({ rule_id, student_id, position })),
  );
  if (members.length > 0) await db.insertInto("group_rule_members").values(members).execute();
}

/**
 * `count` saved groupings "Old 0", "Old 1"… of the class written straight into the database,
 * each holding `studentIds` in one group as they are now; with none, the groupings are rows alone.
 */
export async function insertGroupings(
  db: Kysely<DB>,
  classId: string,
  count: number,
  studentIds: readonly string[] = [],
): Promise<void> {
  if (count === 0) return;
  const at = nowIso();
  const students =
    studentIds.length === 0
      ? []
      : await db
          .selectFrom("students")
          .select(["id as student_id", "name", "number", "color", "element", "shape"])
          .where("id", "in", studentIds)
          .execute();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    class_id: classId,
    name: `Old ${i}`,
    method: "random",
    balance_on: "[]",
    group_count: students.length > 0 ? 1 : 0,
    member_count: students.length,
    created_at: at,
    updated_at: at,
  }));
  await db.insertInto("saved_groupings").values(rows).execute();
  // 1,000 rows x 9 columns a statement: within either dialect's bound parameters.
  for (const g of rows) {
    for (let i = 0; i < students.length; i += 1_000) {
      const members = students
        .slice(i, i + 1_000)
        .map((s, k) => ({ grouping_id: g.id, group_index: 0, position: i + k, ...s }));
      await db.insertInto("saved_grouping_members").values(members).execute();
    }
  }
}
