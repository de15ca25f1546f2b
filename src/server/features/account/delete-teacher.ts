import { type Kysely, sql } from "kysely";
import { endedSessions } from "#src/server/auth/session-memo";
import type { Dialect } from "#src/server/db/connect";
import type { DB } from "#src/server/db/schema";
import { detachClasses, purgeDeletedClasses } from "../classes";
import { teacherTransactionOn } from "../locks";
import { type Db, nowIso } from "../repository-kit";

/** The columns that name a row's teacher: ours (`user_id`) and Better Auth's (`userId`). */
const OWNER_COLUMNS = ["user_id", "userId"] as const;

export interface OwnedTable {
  table: string;
  column: (typeof OWNER_COLUMNS)[number];
}

/** Rate-limit counters name the teacher inside their key, `<limit>:<user id>:<window>`. */
const COUNTERS = { table: "rate_limit_counters", column: "key" };

/**
 * Every table with a column naming the teacher, read from the live schema (so a table another
 * migration adds later is covered without a list to keep). Better Auth's `user` table itself is
 * not among them; rows reached only through a class (students, selection history, and whatever
 * references them) go by ON DELETE CASCADE when the class goes.
 */
export async function ownedTables(
  db: Kysely<DB>,
  dialect: Dialect,
): Promise<{ owned: OwnedTable[]; counters: boolean }> {
  const tables = await db.introspection.getTables();
  const owned: OwnedTable[] = [];
  let counters = false;
  for (const table of tables) {
    if (table.isView || table.name === "user") continue;
    if (dialect === "postgres" && table.schema && table.schema !== "public") continue;
    const column = OWNER_COLUMNS.find((name) => table.columns.some((c) => c.name === name));
    if (column) owned.push({ table: table.name, column });
    if (table.name === COUNTERS.table && table.columns.some((c) => c.name === COUNTERS.column)) {
      counters = true;
    }
  }
  // Classes last among ours: their cascade reaches the students other tables may point to.
  owned.sort((a, b) => Number(a.table === "classes") - Number(b.table === "classes"));
  return { owned, counters };
}

/**
 * Removes every row of the teacher in one transaction, on SQLite and PostgreSQL alike: the
 * classes move to the reserved owner of deleted classes (gone for every reader at the commit),
 * then each other table with a user_id/userId column goes (settings, preferences, feedback,
 * sessions, sign-in accounts, idempotency keys, and any table added later), the teacher's
 * rate-limit counters, the teacher's pending verification tokens (reset-password,
 * delete-account: their value is the user id), then the user. Nothing is left half-deleted:
 * either all of it goes or none. After the commit the classes' rows are purged in short
 * statements (`purgeDeletedClasses`) before this answers. Returns the rows removed per table
 * (`classes`: the classes taken).
 */
export async function deleteTeacherEverywhere(
  db: Kysely<DB>,
  dialect: Dialect,
  userId: string,
  onPurgeError: (error: unknown) => void = (error) =>
    console.error("purge of deleted classes failed; the next start or deletion resumes it", error),
): Promise<Record<string, number>> {
  const { owned, counters } = await ownedTables(db, dialect);
  // Tables discovered at run time are not in the typed schema.
  const loose = db as unknown as Kysely<Record<string, Record<string, string>>>;
  // The teacher's row lock first, like every writer of the teacher's rows (../locks.ts): an
  // import or shuffle in flight finishes first, and none starts until the rows are gone.
  const removed = await teacherTransactionOn(
    loose,
    dialect,
    userId,
    async (trx) => {
      const removed: Record<string, number> = {};
      // The classes first, in one short UPDATE: they move to the reserved owner, gone for every
      // reader at this commit, and their many rows are purged afterwards in short statements
      // (../classes/purge.ts) instead of one long cascade inside this transaction.
      removed.classes = await detachClasses(trx as unknown as Db, userId);
      // The substitute links the teacher made in others' classes stop working in this same
      // commit (docs/decisions/0058-sharing-a-class.md); kept, revoked, for the class's teachers.
      removed.substitute_links = await revokeLinksMadeBy(trx as unknown as Db, userId);
      for (const { table, column } of owned) {
        if (table === "classes") continue;
        const result = await trx.deleteFrom(table).where(column, "=", userId).executeTakeFirst();
        removed[table] = Number(result.numDeletedRows);
      }
      const tokens = await trx
        .deleteFrom("verification")
        .where("value", "=", userId)
        .executeTakeFirst();
      removed.verification = Number(tokens.numDeletedRows);
      if (counters) {
        // `%` and `_` in an id would be wildcards: escape them.
        const pattern = `%:${userId.replace(/[\\%_]/g, (c) => `\\${c}`)}:%`;
        const rows = await trx
          .deleteFrom(COUNTERS.table)
          .where(sql<boolean>`${sql.ref(COUNTERS.column)} like ${pattern} escape '\\'`)
          .executeTakeFirst();
        removed[COUNTERS.table] = Number(rows.numDeletedRows);
      }
      const user = await trx.deleteFrom("user").where("id", "=", userId).executeTakeFirst();
      removed.user = Number(user.numDeletedRows);
      return removed;
    },
    "run",
  );
  // The teacher's sessions are gone: no remembered answer may outlive them.
  endedSessions();
  // The classes' rows, after the commit, in short statements that leave the event loop to
  // other requests between them (../classes/purge.ts): when this answers, they are gone too.
  await purgeDeletedClasses(db, onPurgeError);
  return removed;
}

/** Revokes the open substitute links the teacher made (their own classes' go with them). */
async function revokeLinksMadeBy(db: Db, userId: string): Promise<number> {
  const result = await db
    .updateTable("substitute_links")
    .set({ revoked_at: nowIso() })
    .where("created_by", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
