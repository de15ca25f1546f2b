import { ConfigError, loadConfig, loadDotEnv } from "../env";
import { BackupError, backupSqlite, defaultBackupFile } from "./backup";

/**
 * `npm run db:backup [-- FILE]`: an online backup of the SQLite database (DATABASE_URL) to FILE,
 * by default DATA_DIR/backups/classcharm-<time>.db, while the server runs. Prints the file and
 * its size. PostgreSQL is refused with a pointer to pg_dump. README "Backup and restore".
 */
try {
  loadDotEnv();
  const config = loadConfig();
  const target = process.argv[2] ?? defaultBackupFile(config.dataDir);
  const { file, bytes } = await backupSqlite(config.databaseUrl, target);
  const size =
    bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
      : `${Math.ceil(bytes / 1024)} KiB`;
  console.log(`Backed up to ${file} (${size}, ${bytes} bytes)`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
}
