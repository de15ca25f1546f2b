import { msg } from "@lingui/core/macro";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, Dialect } from "../db/connect";
import type { DB } from "../db/schema";
import { HttpError } from "../errors";
import type { Db } from "./repository-kit";

/**
 * One lock order for every transaction that writes a teacher's rows (docs/decisions/0011):
 * FIRST the teacher's `user` row (`lockTeacher`), then whatever rows the work touches. Two such
 * transactions of one teacher therefore run one after the other instead of taking each other's
 * row locks in different orders (the deadlocks of parallel shuffles), and a bulk write reads the
 * options it uses under the same lock as the settings change that renames or removes them (no
 * lost writes). Statements outside a transaction touch one row each and can't close a cycle.
 *
 * PostgreSQL: a row lock on the teacher's user row, held until the transaction ends (taking it
 * again in the same transaction is a no-op). SQLite needs none: Kysely runs every query and
 * transaction on its single connection, one at a time, so a transaction sees no concurrent
 * writer. Answers whether the teacher's row is there (it is gone once the account is deleted).
 */
export async function lockTeacher(trx: Db, dialect: Dialect, teacherId: string): Promise<boolean> {
  const { rows } =
    dialect === "postgres"
      ? await sql`select id from "user" where id = ${teacherId} for update`.execute(trx)
      : await sql`select id from "user" where id = ${teacherId}`.execute(trx);
  return rows.length > 0;
}

/**
 * PostgreSQL's serialization_failure and deadlock_detected, and SQLite's busy answers: the whole
 * transaction may retry. The app keeps one SQLite connection (0011), but another connection on
 * the same file is real (the backup command, a migration beside the server, the bench's two
 * servers). In WAL mode a transaction that read and then writes after the other connection
 * committed gets SQLITE_BUSY_SNAPSHOT at once (the busy timeout does not apply), and a write
 * that waited out the busy timeout gets SQLITE_BUSY.
 */
const RETRYABLE = new Set(["40001", "40P01", "SQLITE_BUSY", "SQLITE_BUSY_SNAPSHOT"]);
/** Attempts in all; the waits between them grow from about 10 ms to about 200 ms. */
export const TRANSACTION_ATTEMPTS = 5;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRYABLE.has(code);
}

/**
 * Runs `work` again (up to `attempts` times in all) when it fails with a serialization failure,
 * a deadlock or SQLite's busy answer; every other error, and the last attempt's, goes to the caller unchanged. `work`
 * must be a whole transaction with no effect outside the database.
 */
export async function retryTransaction<T>(
  work: () => Promise<T>,
  attempts = TRANSACTION_ATTEMPTS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await wait(Math.round(10 * 2 ** (attempt - 1) * (0.5 + Math.random())));
    }
  }
}

/**
 * A transaction that writes the teacher's rows: the teacher's lock first, then `work`, retried
 * as a whole on a serialization failure, a deadlock or SQLite's busy answer. Use it for every
 * such write. A request that passed the session check just before the account was deleted finds
 * the teacher's row gone under the lock and answers 401, never a foreign-key 500.
 */
export function teacherTransaction<T>(
  database: Pick<Database, "db" | "dialect">,
  teacherId: string,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return teacherTransactionOn(database.db, database.dialect, teacherId, work);
}

/** The same for code that holds a Kysely of another shape (account deletion's loose tables). */
export function teacherTransactionOn<S, T>(
  db: Kysely<S>,
  dialect: Dialect,
  teacherId: string,
  work: (trx: Transaction<S>) => Promise<T>,
  /** "run": go on when the teacher is gone (account deletion, which may find it half done). */
  ifGone: "refuse" | "run" = "refuse",
): Promise<T> {
  // Other teachers' rows the work turned out to need below one it held: taken first next time.
  const also = new Set<string>();
  const attempt = () =>
    retryTransaction(() =>
      db.transaction().execute(async (trx) => {
        const ids = [...new Set([teacherId, ...also])].sort();
        let there = true;
        for (const id of ids) {
          const found = await lockTeacher(trx as unknown as Db, dialect, id);
          if (id === teacherId) there = found;
        }
        held.set(trx, ids);
        if (!there && ifGone === "refuse") throw new HttpError(401, msg`Please sign in`);
        return work(trx);
      }),
    );
  const run = async (): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof LockOrderRestart) || also.has(error.teacherId)) throw error;
      also.add(error.teacherId);
      return run();
    }
  };
  return run();
}

/** The teachers' rows a transaction of teacherTransactionOn holds, in the order taken. */
const held = new WeakMap<object, string[]>();

/** A transaction needed a teacher's row below one it held: it starts again taking it first. */
class LockOrderRestart extends Error {
  constructor(readonly teacherId: string) {
    super("lock order: start again with this teacher's row first");
  }
}

/**
 * Takes another teacher's row lock inside a write (a co-teacher's write takes the class owner's:
 * ./class-access.ts) in the one order all such locks follow: ids ascending. A row above every
 * row the transaction holds is locked at once; one below makes the transaction start again
 * with it taken first (rolled back, nothing written), so two teachers co-teaching each other's
 * classes never wait on each other in opposite orders. Outside teacherTransactionOn: locks as
 * lockTeacher does.
 */
export async function lockAlso(trx: Db, dialect: Dialect, teacherId: string): Promise<boolean> {
  const ids = held.get(trx);
  if (!ids) return lockTeacher(trx, dialect, teacherId);
  if (ids.includes(teacherId)) return true;
  if (ids.some((id) => id > teacherId)) throw new LockOrderRestart(teacherId);
  ids.push(teacherId);
  return lockTeacher(trx, dialect, teacherId);
}
