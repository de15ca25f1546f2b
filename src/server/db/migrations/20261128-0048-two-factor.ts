import { type Kysely, PostgresAdapter } from "kysely";

/**
 * Two-factor sign-in (docs/decisions/0056-two-factor.md), the storage of Better Auth's
 * two-factor plugin, with the names, types and defaults its own migration gives them (a test
 * checks that Better Auth finds nothing left to add), so that plugin is left out of Better Auth's
 * start-up migration (db/migrate.ts) and its tables are versioned here:
 * - `user.twoFactorEnabled`: whether the teacher's sign-in asks for a code (false for everyone
 *   now: nobody has set it up yet).
 * - `two_factor`: one row per teacher who set it up or is setting it up: the authenticator's
 *   secret and the backup codes, both encrypted by the plugin with the server's secret;
 *   `verified` (false until the first code confirms the set-up); the failed code tries in a row
 *   and the lock they lead to. Goes with the account (`userId`).
 * Better Auth writes booleans as 0/1 and dates as text in SQLite, as booleans and timestamps in
 * PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bool = postgres ? "boolean" : "integer";
  const yes = postgres ? true : 1;
  const no = postgres ? false : 0;
  await db.schema
    .alterTable("user")
    .addColumn("twoFactorEnabled", bool, (c) => c.defaultTo(no))
    .execute();
  await db.schema
    .createTable("two_factor")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("backupCodes", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool, (c) => c.defaultTo(yes))
    .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
    .addColumn("lockedUntil", postgres ? "timestamptz" : "date")
    .execute();
  await db.schema.createIndex("two_factor_secret_idx").on("two_factor").column("secret").execute();
  await db.schema.createIndex("two_factor_userId_idx").on("two_factor").column("userId").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("two_factor").ifExists().execute();
  await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
}
