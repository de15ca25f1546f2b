import { type Kysely, PostgresAdapter, sql } from "kysely";

/**
 * The reserved owner of deleted classes (features/classes/purge.ts): deleting a class or an
 * account moves its classes to this `user` row in one short statement, so no teacher's query
 * finds them from then on, and their rows are purged afterwards in short batches. It has no
 * password, no sign-in account and an address no one can receive mail at, so no one can sign
 * in as it; it owns nothing but classes being purged.
 */
export const DELETED_CLASSES_OWNER = "classcharm-deleted-classes";

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  // Better Auth's columns: booleans are 0/1 on SQLite; PostgreSQL takes the ISO text as a date.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
    values (${DELETED_CLASSES_OWNER}, ${"Deleted classes"}, ${"deleted-classes@classcharm.invalid"},
      ${postgres ? false : 0}, ${now}, ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from "user" where "id" = ${DELETED_CLASSES_OWNER}`.execute(db);
}
