import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { dialectOf, sqlitePath } from "./connect";

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  pages: number;
}

/** `classcharm-20261122T031500Z.db`: sorts by time, no characters a file system refuses. */
export function backupFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  return `classcharm-${stamp}.db`;
}

/** Where `npm run db:backup` writes when no file is named: DATA_DIR/backups/. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return resolve(join(dataDir, "backups", backupFileName(now)));
}

/**
 * An online backup of the SQLite database at `databaseUrl` into `target` (a new file), while the
 * server keeps running: SQLite's backup API through better-sqlite3's `db.backup()`. Every page is
 * copied in one step, that is one read transaction: under WAL the copy is one consistent moment
 * of the database, writers are not blocked, and a write from another connection can't make the
 * backup start over (as it can when copying a few pages at a time). Refuses PostgreSQL, an
 * in-memory database, a database file that does not exist and a target that does.
 */
export async function backupSqlite(databaseUrl: string, target: string): Promise<BackupResult> {
  if (dialectOf(databaseUrl) === "postgres") {
    throw new BackupError(
      "DATABASE_URL is PostgreSQL: back it up with PostgreSQL's own tools, e.g.\n" +
        '  pg_dump --format=custom --file=classcharm.dump "$DATABASE_URL"\n' +
        'and restore with: pg_restore --clean --if-exists --dbname="$DATABASE_URL" classcharm.dump',
    );
  }
  const source = sqlitePath(databaseUrl);
  if (source === ":memory:") throw new BackupError("DATABASE_URL is an in-memory database");
  if (!existsSync(source)) throw new BackupError(`No database file at ${source}`);
  const file = resolve(target);
  if (existsSync(file)) throw new BackupError(`${file} already exists: name a new file`);
  if (file === source) throw new BackupError("The backup must be a different file");
  mkdirSync(dirname(file), { recursive: true });

  const db = new SqliteDatabase(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const done = await db.backup(file, { progress: () => 0x7fffffff });
    const check = integrityOf(file);
    if (check !== "ok")
      throw new BackupError(`The backup fails SQLite's integrity check: ${check}`);
    return { file, bytes: statSync(file).size, pages: done.totalPages };
  } finally {
    db.close();
  }
}

/** SQLite's `PRAGMA integrity_check` of a database file: "ok" or the first problems. */
export function integrityOf(file: string): string {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return String(db.pragma("integrity_check", { simple: true }));
  } finally {
    db.close();
  }
}
