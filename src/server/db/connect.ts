import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  type SqliteDatabase as KyselySqlite,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import type { DB } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Closes the pool or the file; safe to call twice. */
  close(): Promise<void>;
}

// PostgreSQL answers count(*) and bigint as strings; the product's counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function dialectOf(url: string): Dialect {
  return url.startsWith("postgres") ? "postgres" : "sqlite";
}

/** `file:./data/x.db` -> absolute path; `file::memory:` stays in memory. */
export function sqlitePath(url: string): string {
  const path = url.replace(/^file:(\/\/)?/, "");
  return path === ":memory:" ? path : resolve(path);
}

export function openDatabase(url: string): Database {
  if (dialectOf(url) === "postgres") {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // A broken idle client must not crash the process; the next query gets a fresh one.
    pool.on("error", () => {});
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: once(() => db.destroy()) };
  }
  const path = sqlitePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new SqliteDatabase(path);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  // FULL: a confirmed change survives a power cut too, not only a crash (WAL + NORMAL would not).
  file.pragma("synchronous = FULL");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: cachingStatements(file) }) });
  return { db, dialect: "sqlite", close: once(() => db.destroy()) };
}

/**
 * Kysely prepares every query anew; preparing is a large part of a small query's cost on
 * better-sqlite3, so the most recently used statements are kept (by SQL text) and reused.
 * Bulk statements longer than `maxLength` (multi-row inserts) are not kept: preparing is a
 * small part of their cost. Safe on one connection: Kysely runs one query at a time, and SQLite
 * re-prepares a cached statement by itself when the schema changes.
 */
export function cachingStatements(file: KyselySqlite, size = 256, maxLength = 4096): KyselySqlite {
  const cache = new Map<string, ReturnType<KyselySqlite["prepare"]>>();
  return {
    close: () => file.close(),
    prepare(sql) {
      if (sql.length > maxLength) return file.prepare(sql);
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = file.prepare(sql);
        if (cache.size >= size) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}
