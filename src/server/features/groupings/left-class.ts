import { msg } from "@lingui/core/macro";
import { leftClassMessage } from "#src/domain/schemas/groupings";
import { HttpError } from "#src/server/errors";
import type { Db } from "../repository-kit";

/** Ids per statement (bound parameters stay far below either dialect's limit). */
const CHUNK = 1_000;

/**
 * The error for a save naming ids that are not students of the class (decision 0028): when
 * every one of them is a member of one of the class's saved groupings (a student deleted or
 * moved to another class since), 409 naming them as last saved, with their ids in
 * `details.student_ids`, so the client can leave them out and save again. Otherwise (an id the
 * class never had, or another teacher's) the usual 404.
 */
export async function notInClassError(
  trx: Db,
  classId: string,
  missing: readonly string[],
): Promise<HttpError> {
  const nameOf = new Map<string, string>();
  for (let i = 0; i < missing.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("saved_grouping_members as m")
      .innerJoin("saved_groupings as g", "g.id", "m.grouping_id")
      .select(["m.student_id", "m.name"])
      .where("g.class_id", "=", classId)
      .where("m.student_id", "in", missing.slice(i, i + CHUNK))
      .orderBy("g.created_at", "asc")
      .orderBy("g.id", "asc")
      .execute();
    // The newest saved grouping's name wins (rows come oldest first).
    for (const row of rows) nameOf.set(row.student_id, row.name);
  }
  if (missing.some((id) => !nameOf.has(id))) {
    return new HttpError(404, msg`Student not found in this class`);
  }
  const names = missing.map((id) => nameOf.get(id) as string);
  return new HttpError(409, leftClassMessage(names), { student_ids: [...missing] });
}
