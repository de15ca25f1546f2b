import type { ActivityAction } from "#src/domain/schemas/activity";
import { findClassAccess } from "../class-access";
import type { Db } from "../repository-kit";
import { type ActivityDetail, recordActivity, teacherActor } from "./record";

/**
 * Records a teacher's change to a class in its recent changes, in the caller's transaction, as
 * the role the class's access finds (docs/decisions/0060-who-did-what.md). For writes that found
 * the class through a row of it (a room, a chart) rather than through `findClassAccess`.
 */
export async function recordTeacherChange(
  trx: Db,
  teacherId: string,
  classId: string,
  action: ActivityAction,
  detail: ActivityDetail = {},
): Promise<void> {
  const access = await findClassAccess(trx, teacherId, classId);
  await recordActivity(trx, classId, teacherActor(access, teacherId), action, detail);
}
