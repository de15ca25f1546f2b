import type { Kysely } from "kysely";

/**
 * Concurrent edits. A `version` on every row a teacher edits through a form
 * (students, classes, teacher settings): 1 when made, one more at every change, so an update can
 * say which version it was made from (`If-Match`) and a stale one is refused instead of silently
 * overwriting. And the answers of imports sent with an `Idempotency-Key`, so a retried import
 * replays its first answer instead of importing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["students", "classes", "teacher_settings"]) {
    await db.schema
      .alterTable(table)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
  }

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    /** SHA-256 (hex) of the method, the path and the parsed body the key was first used with. */
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status_code", "integer", (c) => c.notNull())
    /** The JSON answer sent the first time. */
    .addColumn("response_body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
  for (const table of ["students", "classes", "teacher_settings"]) {
    await db.schema.alterTable(table).dropColumn("version").execute();
  }
}
