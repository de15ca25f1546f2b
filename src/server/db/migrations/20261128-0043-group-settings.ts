import type { Kysely } from "kysely";

/**
 * How the teacher last asked for groups in each class (docs/product.md#groups): one row per
 * class, the choices as the JSON text of the API's group settings, checked again when read (a
 * row that no longer passes reads as the defaults). The row goes with its class.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("group_settings")
    .addColumn("class_id", "text", (c) =>
      c.primaryKey().references("classes.id").onDelete("cascade"),
    )
    .addColumn("settings", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("group_settings").execute();
}
