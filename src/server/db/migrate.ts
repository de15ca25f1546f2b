import { getMigrations } from "better-auth/db/migration";
import { Migrator } from "kysely";
import type { Auth } from "../auth/auth";
import { TWO_FACTOR_PLUGIN_ID } from "../auth/two-factor";
import type { Database } from "./connect";
import { migrations } from "./migrations/index";

/**
 * Brings a database up to date: first Better Auth's own tables (user, session, account,
 * verification, rateLimit), created by its migration API, then the product's versioned
 * migrations, which reference `user`. The two-factor plugin's storage is one of the versioned
 * migrations (20261128-0048-two-factor), so that plugin is left out of the first step. Safe to
 * run at every start.
 */
export async function migrateToLatest(database: Database, auth: Auth): Promise<string[]> {
  const plugins = (auth.options.plugins ?? []).filter((p) => p.id !== TWO_FACTOR_PLUGIN_ID);
  const { runMigrations } = await getMigrations({ ...auth.options, plugins });
  await runMigrations();
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
