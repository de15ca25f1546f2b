import { pruneRules } from "../group-rules/repository";
import { type Db, nowIso } from "../repository-kit";

/** Ids per statement: one bound parameter each, far below both dialects' limits. */
const BATCH = 1000;

/**
 * The rows kept for students as members of one class (docs/decisions/0032): their absences on
 * the class's rolls (every day's), their picks in its selection history, their places in its
 * keep-apart / keep-together rules, their seat needs in it and their roster links to it. Call it inside the teacher's
 * transaction (its lock taken first, `teacherTransaction`) that moves these students out of
 * `classId`, before or after the move itself: nothing of theirs stays behind in the old class.
 *
 * - A roll that loses an absence moves one version on (its `updated_at` too): the roll changed,
 *   so a screen holding the old one gets a 409 with the current roll (docs/decisions/0011), never
 *   a 404 for a student it can no longer name.
 * - A rule of the class left with fewer than two students goes, as after a delete.
 * - Saved groupings and seating charts are snapshots (docs/decisions/0028) and keep the student
 *   as saved.
 *
 * Deleting students or a class needs no call: the same rows go by the foreign keys' cascade.
 */
export async function dropClassStudentRows(
  trx: Db,
  classId: string,
  studentIds: readonly string[],
  now = nowIso(),
): Promise<void> {
  for (let start = 0; start < studentIds.length; start += BATCH) {
    const ids = studentIds.slice(start, start + BATCH);
    const daysLosingAbsence = trx
      .selectFrom("absences")
      .select("day")
      .where("class_id", "=", classId)
      .where("student_id", "in", ids);
    await trx
      .updateTable("attendance_days")
      .set((eb) => ({ version: eb("version", "+", 1), updated_at: now }))
      .where("class_id", "=", classId)
      .where("day", "in", daysLosingAbsence)
      .execute();
    await trx
      .deleteFrom("absences")
      .where("class_id", "=", classId)
      .where("student_id", "in", ids)
      .execute();
    await trx
      .deleteFrom("selection_history")
      .where("class_id", "=", classId)
      .where("student_id", "in", ids)
      .execute();
    await trx
      .deleteFrom("group_rule_members")
      .where("student_id", "in", ids)
      .where(
        "rule_id",
        "in",
        trx.selectFrom("group_rules").select("id").where("class_id", "=", classId),
      )
      .execute();
    await trx
      .deleteFrom("seat_needs")
      .where("class_id", "=", classId)
      .where("student_id", "in", ids)
      .execute();
    await trx
      .deleteFrom("roster_students")
      .where("class_id", "=", classId)
      .where("student_id", "in", ids)
      .execute();
  }
  if (studentIds.length > 0) await pruneRules(trx, classId);
}
