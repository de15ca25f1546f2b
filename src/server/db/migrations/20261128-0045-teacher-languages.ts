import type { Kysely } from "kysely";

/**
 * The teacher's chosen language (docs/product.md#languages), kept for the account so it follows
 * them to another device: one row per teacher who chose one, in a table of its own (Better
 * Auth's `user` table stays as Better Auth declares it). No row: the device's or browser's
 * language decides. The row goes with the account (its `user_id` names the teacher).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("teacher_languages")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("teacher_languages").ifExists().execute();
}
