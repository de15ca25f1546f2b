import type { Database } from "#src/server/db/connect";
import { recordActivity, teacherActor } from "../activity";
import { classIdsOf, findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import type { Db } from "../repository-kit";
import {
  deleteOwnedGrouping,
  type GroupingValues,
  insertGrouping,
  renameGrouping,
  type SaveLimits,
} from "./repository";

/**
 * Saves a grouping of the teacher's class, inside the transaction the caller holds under the
 * teacher's lock (the idempotent create of ../idempotency.ts); 404 for another's class.
 */
export async function saveGroupingIn(
  trx: Db,
  classId: string,
  values: GroupingValues,
  limits: SaveLimits,
) {
  const access = await findClassAccess(trx, limits.teacherId, classId);
  const { class: owned, ownerId } = access;
  // A shared class's saved members count against its owner's limit.
  const saved = await insertGrouping(trx, owned.id, values, { ...limits, teacherId: ownerId });
  const actor = teacherActor(access, limits.teacherId);
  await recordActivity(trx, owned.id, actor, "grouping.saved");
  return saved;
}

/**
 * The teacher's access to the class of one of their groupings (null when there is none): their
 * role, for the recent changes, and a co-teacher's lock on the owner (../class-access.ts).
 */
async function groupingAccess(trx: Db, teacherId: string, id: string) {
  const row = await trx
    .selectFrom("saved_groupings")
    .select("class_id")
    .where("id", "=", id)
    .where("class_id", "in", classIdsOf(trx, teacherId))
    .executeTakeFirst();
  return row ? findClassAccess(trx, teacherId, row.class_id) : null;
}

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
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await groupingAccess(trx, teacherId, id);
    const result = await renameGrouping(trx, teacherId, id, name, expected);
    if (access && "updated" in result) {
      const actor = teacherActor(access, teacherId);
      await recordActivity(trx, access.class.id, actor, "grouping.renamed");
    }
    return result;
  });
}

/** Deletes a saved grouping of the teacher's under their lock; false when there is none. */
export function deleteSavedGrouping(database: Database, teacherId: string, id: string) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const access = await groupingAccess(trx, teacherId, id);
    const deleted = await deleteOwnedGrouping(trx, teacherId, id);
    if (access && deleted) {
      const actor = teacherActor(access, teacherId);
      await recordActivity(trx, access.class.id, actor, "grouping.deleted");
    }
    return deleted;
  });
}
