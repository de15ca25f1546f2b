import SqliteDatabase from "better-sqlite3";
import pg from "pg";

/** A student row as the kill test reads it straight from the database. */
export interface StoredStudent {
  id: string;
  name: string;
  class_id: string;
  number: number | null;
  color: string | null;
  element: string | null;
  shape: string | null;
  updated_at: string;
}

/**
 * Reads the database behind the server's back, with the engine's own driver: integrity checks,
 * a probe for an open write transaction (taken just before each kill), and the rows to compare
 * with what the server confirmed.
 */
export interface Inspector {
  /** What the engine's own checks report; [] when the database is sound. */
  integrity(): Promise<string[]>;
  /** Whether some connection holds a write transaction open at this moment. */
  writeTransactionOpen(): Promise<boolean>;
  /** Students per class, for every class in the database. */
  studentCounts(): Promise<Map<string, number>>;
  classIds(userId: string): Promise<string[]>;
  students(classId: string): Promise<StoredStudent[]>;
  /** Whether an account and a session are stored for the user (the sign-up was confirmed). */
  userPresent(userId: string): Promise<boolean>;
  close(): Promise<void>;
}

const STUDENT_COLUMNS = "id, name, class_id, number, color, element, shape, updated_at";

/**
 * SQLite: a connection is opened for each look and closed at once, so between looks the server
 * is the file's only user, as in production, and it recovers the WAL itself after each kill.
 */
export function sqliteInspector(path: string): Inspector {
  const withFile = async <T>(read: (file: SqliteDatabase.Database) => T): Promise<T> => {
    const file = new SqliteDatabase(path, { fileMustExist: true, timeout: 5_000 });
    try {
      return read(file);
    } finally {
      file.close();
    }
  };
  return {
    integrity: () =>
      withFile((file) => {
        const integrity = file.pragma("integrity_check") as { integrity_check: string }[];
        const problems = integrity.map((r) => r.integrity_check).filter((r) => r !== "ok");
        const orphans = file.pragma("foreign_key_check") as { table: string; parent: string }[];
        for (const o of orphans)
          problems.push(`foreign key: a ${o.table} row without its ${o.parent}`);
        return problems;
      }),
    writeTransactionOpen: async () => {
      // BEGIN IMMEDIATE takes SQLite's one write lock, or fails at once while a writer holds it.
      const file = new SqliteDatabase(path, { fileMustExist: true, timeout: 0 });
      try {
        file.exec("BEGIN IMMEDIATE");
        file.exec("ROLLBACK");
        return false;
      } catch (err) {
        if ((err as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
        throw err;
      } finally {
        file.close();
      }
    },
    studentCounts: () =>
      withFile((file) => {
        const rows = file
          .prepare("SELECT class_id, count(*) AS n FROM students GROUP BY class_id")
          .all() as { class_id: string; n: number }[];
        return new Map(rows.map((r) => [r.class_id, r.n]));
      }),
    classIds: (userId) =>
      withFile((file) =>
        (
          file.prepare("SELECT id FROM classes WHERE user_id = ? ORDER BY id").all(userId) as {
            id: string;
          }[]
        ).map((r) => r.id),
      ),
    students: (classId) =>
      withFile(
        (file) =>
          file
            .prepare(`SELECT ${STUDENT_COLUMNS} FROM students WHERE class_id = ? ORDER BY id`)
            .all(classId) as StoredStudent[],
      ),
    userPresent: (userId) =>
      withFile((file) =>
        Boolean(
          file
            .prepare(
              `SELECT 1 FROM "user" u JOIN "account" a ON a."userId" = u.id
               JOIN "session" s ON s."userId" = u.id WHERE u.id = ?`,
            )
            .get(userId),
        ),
      ),
    close: async () => {},
  };
}

/**
 * PostgreSQL: amcheck (every B-tree index checked against its table, heapallindexed, and every
 * table's heap with verify_heapam) when the extension can be created, and in any case a query
 * per foreign key for rows whose parent is missing.
 */
export async function postgresInspector(url: string): Promise<Inspector & { amcheck: boolean }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const amcheck = await client
    .query("CREATE EXTENSION IF NOT EXISTS amcheck")
    .then(() => true)
    .catch(() => false);
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];
  return {
    amcheck,
    async integrity() {
      const problems: string[] = [];
      if (amcheck) {
        const indexes = await rows<{ name: string; oid: number }>(
          `SELECT c.relname AS name, c.oid FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
           JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE am.amname = 'btree' AND n.nspname = 'public'`,
        );
        for (const index of indexes) {
          await client
            .query("SELECT bt_index_check(index => $1::oid::regclass, heapallindexed => true)", [
              index.oid,
            ])
            .catch((err: Error) => problems.push(`index ${index.name}: ${err.message}`));
        }
        const heap = await rows<{ relname: string; msg: string }>(
          `SELECT c.relname, v.msg FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           CROSS JOIN LATERAL verify_heapam(c.oid) v
           WHERE n.nspname = 'public' AND c.relkind = 'r'`,
        );
        for (const h of heap) problems.push(`table ${h.relname}: ${h.msg}`);
      }
      const keys = await rows<{ child: string; col: string; parent: string; pcol: string }>(
        `SELECT cl.relname AS child, a.attname AS col, pl.relname AS parent, pa.attname AS pcol
         FROM pg_constraint k
         JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_class pl ON pl.oid = k.confrelid
         JOIN pg_namespace n ON n.oid = cl.relnamespace
         JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = k.conkey[1]
         JOIN pg_attribute pa ON pa.attrelid = k.confrelid AND pa.attnum = k.confkey[1]
         WHERE k.contype = 'f' AND n.nspname = 'public' AND cardinality(k.conkey) = 1`,
      );
      for (const k of keys) {
        const [orphans] = await rows<{ n: number }>(
          `SELECT count(*)::int AS n FROM "${k.child}" c WHERE c."${k.col}" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM "${k.parent}" p WHERE p."${k.pcol}" = c."${k.col}")`,
        );
        if (orphans?.n)
          problems.push(`foreign key: ${orphans.n} ${k.child} rows without ${k.parent}`);
      }
      return problems;
    },
    async writeTransactionOpen() {
      // A backend_xid is assigned at a transaction's first write and kept until it ends.
      const [open] = await rows<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid()
         AND backend_xid IS NOT NULL`,
      );
      return (open?.n ?? 0) > 0;
    },
    async studentCounts() {
      const counts = await rows<{ class_id: string; n: number }>(
        "SELECT class_id, count(*)::int AS n FROM students GROUP BY class_id",
      );
      return new Map(counts.map((r) => [r.class_id, r.n]));
    },
    async classIds(userId) {
      const ids = await rows<{ id: string }>(
        "SELECT id FROM classes WHERE user_id = $1 ORDER BY id",
        [userId],
      );
      return ids.map((r) => r.id);
    },
    students: (classId) =>
      rows<StoredStudent>(
        `SELECT ${STUDENT_COLUMNS} FROM students WHERE class_id = $1 ORDER BY id`,
        [classId],
      ),
    async userPresent(userId) {
      const found = await rows(
        `SELECT 1 FROM "user" u JOIN "account" a ON a."userId" = u.id
         JOIN "session" s ON s."userId" = u.id WHERE u.id = $1`,
        [userId],
      );
      return found.length > 0;
    },
    close: () => client.end(),
  };
}
