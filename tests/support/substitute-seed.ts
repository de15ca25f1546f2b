import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";
import { seedGroupingsFor } from "./groupings-world";
import { seedClass } from "./seed";
import type { SubstituteWorld } from "./substitute-fixtures";

/** A class of the teacher with students, a rule, a saved grouping and a substitute's pick. */
export async function seedSubstituteWorld(
  db: Kysely<DB>,
  ownerId: string,
): Promise<SubstituteWorld> {
  const { classId, studentIds } = await seedClass(db, ownerId, [{ name: "Ada" }, { name: "Ben" }]);
  const { groupingId } = await seedGroupingsFor(db, classId);
  const substitutePickId = newId();
  await db
    .insertInto("selection_history")
    .values({
      id: substitutePickId,
      class_id: classId,
      student_id: studentIds[0] as string,
      created_at: nowIso(),
      picked_by: null,
      picked_as: "substitute",
    })
    .execute();
  return { classId, studentId: studentIds[0] as string, substitutePickId, groupingId };
}
