import type { Kysely } from "kysely";

/**
 * Retention (docs/decisions/0055-retention.md):
 * - `account_activity`: when each teacher last signed in or used a session (`last_active_at`,
 *   written by Better Auth's session hooks, so it outlives the sessions signing out deletes),
 *   and when an idle account was warned of its deletion (`warned_at`, cleared by new activity).
 *   Every account existing now counts as active from now: nothing older was recorded, and an
 *   account is never deleted for a silence nobody measured. Goes with the account (`user_id`).
 * - `retention_runs`: one row per day the daily job ran, claimed by inserting it (the primary
 *   key's uniqueness), so that of several server instances, or two processes on one SQLite
 *   file, one runs it each day.
 * - indexes on the dates the job deletes by (picks' `created_at`, rolls' `day`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("account_activity")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("last_active_at", "text", (c) => c.notNull())
    .addColumn("warned_at", "text")
    .execute();
  const now = new Date().toISOString();
  const loose = db as unknown as Kysely<{
    user: { id: string };
    account_activity: { user_id: string; last_active_at: string; warned_at: string | null };
  }>;
  await loose
    .insertInto("account_activity")
    .columns(["user_id", "last_active_at"])
    .expression((eb) =>
      eb.selectFrom("user").select((s) => ["id", s.val(now).as("last_active_at")]),
    )
    .execute();
  // The daily job finds old picks and rolls by their dates.
  await db.schema
    .createIndex("selection_history_created_at_idx")
    .on("selection_history")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("attendance_days_day_idx")
    .on("attendance_days")
    .column("day")
    .execute();
  await db.schema
    .createTable("retention_runs")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("retention_runs").ifExists().execute();
  await db.schema.dropTable("account_activity").ifExists().execute();
  await db.schema.dropIndex("attendance_days_day_idx").ifExists().execute();
  await db.schema.dropIndex("selection_history_created_at_idx").ifExists().execute();
}
