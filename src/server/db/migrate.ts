import { getMigrations } from "better-auth/db/migration";
import { Migrator } from "kysely";
import type { Auth } from "../auth/auth";
import type { Database } from "./connect";
import { migrations } from "./migrations/index";

/**
 * Brings a database up to date: first Better Auth's own tables (user, session, account,
 * verification, rateLimit), created by its migration API, then the product's versioned
 * migrations, which reference `user`. Safe to run at every start.
 */
export async function migrateToLatest(database: Database, auth: Auth): Promise<string[]> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
