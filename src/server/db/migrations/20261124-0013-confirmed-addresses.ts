import { type Kysely, sql } from "kysely";

/**
 * With mail configured, an e-mail/password account signs in only once its
 * address is confirmed (docs/decisions/0010-teacher-account.md). Every account made
 * before that rule counts as confirmed, so no teacher is locked out by the upgrade.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // `true` is 1 in SQLite and a boolean in PostgreSQL: the literal fits both.
  await sql`update "user" set "emailVerified" = true`.execute(db);
}

export async function down(): Promise<void> {}
