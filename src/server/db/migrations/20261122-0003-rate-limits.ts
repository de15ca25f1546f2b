import type { Kysely } from "kysely";

/**
 * Shared rate-limit counters (docs/decisions/0008-rate-limits.md): one row per limited client
 * and fixed window, e.g. `api:<teacher id>:<window number>`. Every server instance adds its
 * batched count to the row and reads the total back; rows are deleted once `expires_at`
 * (milliseconds since 1970) has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_counters")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limit_counters_expires_at_idx")
    .on("rate_limit_counters")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_counters").execute();
}
