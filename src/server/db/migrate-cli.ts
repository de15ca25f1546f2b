import { createAuth } from "../auth/auth";
import { resolveAuthSecret } from "../auth/secret";
import { ConfigError, loadConfig, loadDotEnv } from "../env";
import { createMailer } from "../mailer";
import { openDatabase } from "./connect";
import { migrateToLatest } from "./migrate";

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and exits. */
try {
  loadDotEnv();
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  const auth = createAuth({
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    db: database.db,
    dialect: database.dialect,
    mailer: createMailer(undefined, config.mailFrom, console),
  });
  const applied = await migrateToLatest(database, auth);
  console.log(
    applied.length
      ? `Applied: ${applied.join(", ")}`
      : `Database ${database.dialect} is up to date.`,
  );
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
