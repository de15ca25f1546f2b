import type { Kysely } from "kysely";
import type { DB } from "#src/server/db/schema";

/** The retention tables (migration 20261128-0047-retention), beside the product's own. */
export interface RetentionTables {
  account_activity: { user_id: string; last_active_at: string; warned_at: string | null };
  retention_runs: { day: string; claimed_at: string };
  /** Better Auth's session times, read to tell a teacher's last use. */
  session: { userId: string; createdAt: Date | string; updatedAt: Date | string };
}

export type RetentionDb = Kysely<DB & RetentionTables>;

/** A timestamp as Better Auth stores it (a Date on PostgreSQL, text or a number on SQLite). */
export function toMs(value: Date | string | number | null | undefined): number {
  if (value === null || value === undefined) return Number.NaN;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  return /^\d+$/.test(value) ? Number(value) : Date.parse(value);
}
