import type { Kysely } from "kysely";

/**
 * Decision 0042: a class's wheel remembers how long it spins, in whole seconds (1-20). Null, the
 * value of every existing row, is the usual length.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("wheel_settings").addColumn("spin_seconds", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("wheel_settings").dropColumn("spin_seconds").execute();
}
