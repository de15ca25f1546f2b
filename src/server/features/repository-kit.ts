import { msg } from "@lingui/core/macro";
import type { Kysely, Transaction } from "kysely";
import { v7 as uuidv7 } from "uuid";
import { type AttributeSet, effectiveAttributes } from "#src/domain/students/attributes";
import type { Teacher } from "../auth/teacher";
import type { DB } from "../db/schema";
import { HttpError } from "../errors";

/** A database handle or a transaction: repositories take either. */
export type Db = Kysely<DB> | Transaction<DB>;

/** Time-ordered ids (UUID v7): rows sort by id in the order they were made. */
export const newId = (): string => uuidv7();
export const nowIso = (): string => new Date().toISOString();

/** docs/product.md#api: a user_id sent in a query or body must be the signed-in teacher's: otherwise 403. */
export function assertSelf(teacher: Teacher, userId: string | undefined): void {
  if (userId !== undefined && userId !== teacher.id) {
    throw new HttpError(403, msg`You can only use your own account`);
  }
}

/** A class's updated_at moves whenever the class or any of its students changes. */
export async function touchClass(db: Db, classId: string, at = nowIso()): Promise<void> {
  await db.updateTable("classes").set({ updated_at: at }).where("id", "=", classId).execute();
}

/**
 * A teacher's four effective attribute definitions (defaults merged with their settings). Where a
 * class is involved, pass the class's owner (`ClassAccess.ownerId`): a shared class uses its
 * owner's definitions for every member (docs/decisions/0058-sharing-a-class.md).
 */
export async function loadAttributes(db: Db, teacherId: string): Promise<AttributeSet> {
  const rows = await db
    .selectFrom("teacher_settings")
    .selectAll()
    .where("user_id", "=", teacherId)
    .execute();
  return effectiveAttributes(
    rows.map((r) => ({
      attribute_name: r.attribute_name,
      display_name: r.display_name,
      description: r.description,
      options: JSON.parse(r.options) as string[],
      show_to_students: r.show_to_students === 1,
    })),
  );
}
