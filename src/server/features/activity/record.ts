import { ACTIVITY_KEPT, type ActivityAction, type ActorRole } from "#src/domain/schemas/activity";
import type { ClassAccess } from "../class-access";
import { type Db, newId, nowIso } from "../repository-kit";

/**
 * Who makes a change (docs/decisions/0060-who-did-what.md): a teacher of the class in their
 * role, or a substitute through a link (no account: `id` null).
 */
export interface Actor {
  id: string | null;
  as: ActorRole;
}

/** The teacher behind a request, in the role the class's access found. */
export function teacherActor(access: Pick<ClassAccess, "role">, teacherId: string): Actor {
  return { id: teacherId, as: access.role };
}

export const SUBSTITUTE: Actor = { id: null, as: "substitute" };

export interface ActivityDetail {
  /** How many rows it changed (students imported, picks made...). */
  count?: number;
  /** The one student it was about. */
  studentId?: string;
}

/**
 * Records one change in the class's recent changes, in the caller's transaction (so a change
 * rolled back leaves no entry), and drops what is older than the last ACTIVITY_KEPT.
 */
export async function recordActivity(
  db: Db,
  classId: string,
  actor: Actor,
  action: ActivityAction,
  detail: ActivityDetail = {},
): Promise<void> {
  await db
    .insertInto("class_activity")
    .values({
      id: newId(),
      class_id: classId,
      actor_id: actor.id,
      actor_as: actor.as,
      action,
      count: detail.count ?? null,
      student_id: detail.studentId ?? null,
      created_at: nowIso(),
    })
    .execute();
  // Ids are UUIDv7 (time-ordered): the newest ACTIVITY_KEPT are the greatest ids.
  const kept = db
    .selectFrom("class_activity")
    .select("id")
    .where("class_id", "=", classId)
    .orderBy("id", "desc")
    .limit(ACTIVITY_KEPT);
  await db
    .deleteFrom("class_activity")
    .where("class_id", "=", classId)
    .where("id", "not in", kept)
    .execute();
}
