import type { Kysely } from "kysely";

/**
 * A teacher's connection to Google Classroom (at most one). The Google account's id
 * and address (shown as "Connected as ..."), the scopes granted, and the OAuth tokens sealed
 * with AES-256-GCM (features/google-classroom/sealed.ts): never plain, never sent to a browser.
 * `status` is `connected`, or `reconnect` once Google said the grant is gone (tokens cleared).
 * Goes with the teacher (cascade, and account deletion's sweep of `user_id` tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("google_connections")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("google_user_id", "text", (c) => c.notNull())
    .addColumn("google_email", "text", (c) => c.notNull())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("access_expires_at", "text")
    .addColumn("connected_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("google_connections").execute();
}
