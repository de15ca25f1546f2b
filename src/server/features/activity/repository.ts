import { ACTIVITY_KEPT, type ActivityDto } from "#src/domain/schemas/activity";
import type { Db } from "../repository-kit";

/**
 * A class's recent changes, newest first, at most ACTIVITY_KEPT
 * (docs/decisions/0060-who-did-what.md): who by their current name (null for a substitute, who
 * has no account, and for a teacher whose account is gone) and the student by their current
 * name (null when the change was about none, or they were deleted since).
 */
export async function listActivity(db: Db, classId: string): Promise<ActivityDto[]> {
  const rows = await db
    .selectFrom("class_activity as a")
    .leftJoin("user as u", "u.id", "a.actor_id")
    .leftJoin("students as s", "s.id", "a.student_id")
    .select([
      "a.id",
      "a.action",
      "a.actor_as",
      "u.name as actor_name",
      "a.count",
      "s.name as student_name",
      "a.created_at",
    ])
    .where("a.class_id", "=", classId)
    // Ids are UUIDv7 (time-ordered): the greatest is the newest.
    .orderBy("a.id", "desc")
    .limit(ACTIVITY_KEPT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ActivityDto["action"],
    by: {
      as: row.actor_as as ActivityDto["by"]["as"],
      name: row.actor_as === "substitute" ? null : (row.actor_name ?? null),
    },
    count: row.count === null ? null : Number(row.count),
    student_name: row.student_name ?? null,
    created_at: row.created_at,
  }));
}
