import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  type SqliteDatabase as KyselySqlite,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import { readAsideDialect } from "./read-aside";
import type { DB } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /**
   * Runs a hot statement written once in SQL (see `fixedQuery`) and answers its rows, with no
   * query building. On SQLite a statement prepared once, run at once unless a transaction is
   * open (then it queues through Kysely like any other query: `fixedOnSqlite`); on PostgreSQL a
   * named prepared statement on a pooled connection (`fixedOnPostgres`).
   */
  fixed<R>(query: FixedQuery, parameters: readonly unknown[]): Promise<R[]>;
  /** Closes the pool or the file; safe to call twice. */
  close(): Promise<void>;
  /**
   * SQLite only: the connection itself, for writes that need no fsync (rate-limit counters,
   * security/rate-limit-store.ts). Everything else goes through `db` or `fixed`.
   */
  sqlite?: SqliteDatabase.Database;
}

// PostgreSQL answers count(*) and bigint as strings; the product's counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * A statement on the signed-in hot path, written once as SQL text with `?` placeholders (and
 * double-quoted identifiers, which both dialects read alike) instead of being built by Kysely on
 * every request. PostgreSQL gets `$1, $2, ...` in their place and prepares it once per pooled
 * connection under `name`.
 */
export interface FixedQuery {
  readonly name: string;
  readonly sqlite: string;
  readonly postgres: string;
}

export function fixedQuery(name: string, text: string): FixedQuery {
  let n = 0;
  return { name, sqlite: text, postgres: text.replace(/\?/g, () => `$${++n}`) };
}

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
    const fixed = fixedOnPostgres(pool);
    return { db, dialect: "postgres", fixed, close: once(() => db.destroy()) };
  }
  const path = sqlitePath(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const file = new SqliteDatabase(path);
  file.pragma("journal_mode = WAL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  // FULL: a confirmed change survives a power cut too, not only a crash (WAL + NORMAL would not).
  file.pragma("synchronous = FULL");
  if (path === ":memory:") {
    // Two connections to :memory: are two databases: everything runs on the one.
    const db = new Kysely<DB>({
      dialect: new SqliteDialect({ database: cachingStatements(file) }),
    });
    const fixed = fixedOnSqlite(file, db);
    return { db, dialect: "sqlite", fixed, close: once(() => db.destroy()), sqlite: file };
  }
  // A second connection for reads outside a transaction (./read-aside.ts): WAL lets it read the
  // last committed state while the writer holds a long transaction open, so a big import or a
  // purge never makes another teacher's read wait for the end of its transaction.
  const reader = new SqliteDatabase(path);
  reader.pragma("busy_timeout = 5000");
  reader.pragma("query_only = ON");
  const db = new Kysely<DB>({
    dialect: readAsideDialect(cachingStatements(file), cachingStatements(reader)),
  });
  const fixed = fixedOnSqlite(reader, db);
  return { db, dialect: "sqlite", fixed, close: once(() => db.destroy()), sqlite: file };
}

/**
 * Fixed statements on PostgreSQL: named prepared statements on the pool Kysely uses, through pg's
 * own API. Each pooled connection prepares a statement the first time it runs it and reuses it
 * after that (Parse once, then only Bind and Execute). A fixed statement is a single statement in
 * autocommit: it runs on a connection no transaction holds, so it never sees a transaction's
 * uncommitted rows. Rows come as arrays and are made into objects by `rowMaker`, as on SQLite.
 * docs/decisions/0046-postgres-driver.md compares it with Postgres.js.
 */
function fixedOnPostgres(pool: pg.Pool): Database["fixed"] {
  const rowOf = new Map<FixedQuery, (values: unknown[]) => unknown>();
  return async <R>(query: FixedQuery, parameters: readonly unknown[]): Promise<R[]> => {
    const result = await pool.query<unknown[]>({
      name: query.name,
      text: query.postgres,
      values: [...parameters],
      rowMode: "array",
    });
    let row = rowOf.get(query);
    if (!row) {
      row = rowMaker(result.fields.map((field) => field.name));
      rowOf.set(query, row);
    }
    return result.rows.map(row) as R[];
  };
}

/** A function making a row object from its values in `columns`' order (keys in that order). */
function rowMaker(columns: readonly string[]): (values: unknown[]) => unknown {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i] as string] = values[i];
    return row;
  };
}

/**
 * Fixed statements on SQLite. Outside a transaction each runs at once on the connection, from a
 * statement prepared once in raw mode (arrays, not objects: building the row objects in
 * better-sqlite3 was about a third of a 30-row list's cost), and its rows are made by a function
 * made from the statement's column names. Running it at once is what Kysely would do:
 * SQLite runs one statement at a time, synchronously, and Kysely's single-connection lock only
 * matters when it holds a transaction open across awaits; while one is open
 * (`inTransaction`) the statement queues through Kysely instead, so it neither reads the
 * transaction's uncommitted rows nor lands inside it. (The app never streams a query, the other
 * case where the connection is held.) A file database gives them its reader connection
 * (./read-aside.ts), where no transaction is ever open: they run at once, even while the writer
 * holds a long one.
 */
function fixedOnSqlite(file: SqliteDatabase.Database, db: Kysely<DB>): Database["fixed"] {
  interface Prepared {
    statement: SqliteDatabase.Statement<unknown[], unknown[]>;
    row: (values: unknown[]) => unknown;
  }
  const prepared = new Map<FixedQuery, Prepared>();
  const prepare = (query: FixedQuery): Prepared => {
    const statement = file.prepare<unknown[], unknown[]>(query.sqlite).raw(true);
    const entry = { statement, row: rowMaker(statement.columns().map((c) => c.name)) };
    prepared.set(query, entry);
    return entry;
  };
  return async <R>(query: FixedQuery, parameters: readonly unknown[]): Promise<R[]> => {
    // On the reader connection (a file database) no transaction is ever open.
    if (file.inTransaction) {
      return (await db.executeQuery<R>(CompiledQuery.raw(query.sqlite, [...parameters]))).rows;
    }
    const { statement, row } = prepared.get(query) ?? prepare(query);
    return statement.all(...parameters).map(row) as R[];
  };
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
