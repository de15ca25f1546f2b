import type { Kysely } from "kysely";

/**
 * Decision 0044: each option of the colour attribute can have a swatch the teacher chose,
 * stored with the options as a JSON object (option label -> "#rrggbb"). Existing settings have
 * none: their options keep the colours of their names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("teacher_settings")
    .addColumn("option_colors", "text", (c) => c.notNull().defaultTo("{}"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("teacher_settings").dropColumn("option_colors").execute();
}
