import type { Kysely } from "kysely";
import { DELETED_CLASSES_OWNER } from "#src/server/db/migrations/20261127-0020-deleted-classes-owner";
import type { DB } from "#src/server/db/schema";
import { retryTransaction } from "../locks";
import { type Db, nowIso } from "../repository-kit";

export { DELETED_CLASSES_OWNER };

/**
 * Deleting a class (or an account) is two steps, so that no request holds the database for
 * everyone else (docs/decisions/0033):
 * 1. `detachClasses`, inside the caller's short transaction: the classes move to the reserved
 *    owner (one UPDATE of the class rows). Every query of the product finds a class through its
 *    teacher, so from that commit on the class, its students and everything of theirs are gone
 *    for every reader, and they no longer count towards the teacher's limits.
 * 2. `purgeDeletedClasses`, after the commit: the rows go in short statements, one saved
 *    grouping (up to 10,000 members), CHART_BATCH seating charts, RULE_BATCH rules or
 *    STUDENT_BATCH students (with their history, absences, rule memberships, seat needs and
 *    roster links, by ON DELETE CASCADE) at a time, yielding to the event loop between
 *    statements, and the class row last (its rooms go with it). A purge cut short
 *    (the server killed) is finished at the next start, or by the next deletion.
 * A single DELETE of a class with its cascade took seconds on SQLite, where better-sqlite3 runs
 * it synchronously on the event loop: every other request waited for it.
 */
const RULE_BATCH = 50;
/** Saved seating charts (at most 60 seats each, one row a chart). */
const CHART_BATCH = 50;
const STUDENT_BATCH = 500;

/** Moves the teacher's classes (all of them, or those named) to the reserved owner. */
export async function detachClasses(
  db: Db,
  teacherId: string,
  classIds?: readonly string[],
): Promise<number> {
  if (classIds?.length === 0) return 0;
  let query = db
    .updateTable("classes")
    .set({ user_id: DELETED_CLASSES_OWNER, updated_at: nowIso() })
    .where("user_id", "=", teacherId);
  if (classIds) query = query.where("id", "in", classIds);
  const result = await query.executeTakeFirst();
  await unshareDeletedClasses(db);
  return Number(result.numUpdatedRows);
}

/**
 * A deleted class is shared no more, at once and in the same transaction: its co-teachers, its
 * open invitations and its substitute links go (docs/decisions/0058-sharing-a-class.md).
 */
async function unshareDeletedClasses(db: Db): Promise<void> {
  const deleted = db
    .selectFrom("classes")
    .select("id")
    .where("user_id", "=", DELETED_CLASSES_OWNER);
  for (const table of ["class_members", "class_invitations", "substitute_links"] as const) {
    await db.deleteFrom(table).where("class_id", "in", deleted).execute();
  }
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One statement, retried like a transaction on a deadlock or SQLite's busy answer. */
async function step(work: () => Promise<unknown>): Promise<void> {
  await retryTransaction(work);
  await yieldToLoop();
}

async function purgeClass(db: Kysely<DB>, classId: string): Promise<void> {
  const batches: {
    table: "saved_groupings" | "seating_charts" | "group_rules" | "students";
    size: number;
  }[] = [
    { table: "saved_groupings", size: 1 },
    { table: "seating_charts", size: CHART_BATCH },
    { table: "group_rules", size: RULE_BATCH },
    { table: "students", size: STUDENT_BATCH },
  ];
  for (const { table, size } of batches) {
    for (;;) {
      const ids = (
        await db
          .selectFrom(table)
          .select("id")
          .where("class_id", "=", classId)
          .limit(size)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) break;
      await step(() => db.deleteFrom(table).where("id", "in", ids).execute());
    }
  }
  // What is left is small: the roll days, the picking mode, the roster link.
  await step(() =>
    db
      .deleteFrom("classes")
      .where("id", "=", classId)
      .where("user_id", "=", DELETED_CLASSES_OWNER)
      .execute(),
  );
}

interface Run {
  done: Promise<void>;
  again: boolean;
  stopping: boolean;
}
const runs = new WeakMap<Kysely<DB>, Run>();

/**
 * Purges every deleted class in the background; one purge at a time per database (a call while
 * one runs makes it look again once it is done). The answer settles when no deleted class is
 * left (or the purge failed: `onError` is told and the next call takes it up again).
 */
export function purgeDeletedClasses(
  db: Kysely<DB>,
  onError: (error: unknown) => void,
): Promise<void> {
  const database = db;
  const running = runs.get(database);
  if (running) {
    running.again = true;
    return running.done;
  }
  const run: Run = { done: Promise.resolve(), again: true, stopping: false };
  run.done = (async () => {
    try {
      while (run.again && !run.stopping) {
        run.again = false;
        for (;;) {
          if (run.stopping) return;
          const next = await db
            .selectFrom("classes")
            .select("id")
            .where("user_id", "=", DELETED_CLASSES_OWNER)
            .orderBy("id")
            .executeTakeFirst();
          if (!next) break;
          await purgeClass(db, next.id);
        }
      }
    } catch (error) {
      onError(error);
    } finally {
      runs.delete(database);
    }
  })();
  runs.set(database, run);
  return run.done;
}

/** Stops the purge of `database` after its current statement (the server is closing). */
export async function stopPurging(db: Kysely<DB>): Promise<void> {
  const run = runs.get(db);
  if (!run) return;
  run.stopping = true;
  await run.done;
}
