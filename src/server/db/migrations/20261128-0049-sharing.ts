import type { Kysely } from "kysely";

/**
 * Sharing a class (docs/decisions/0058-sharing-a-class.md):
 * - `class_members`: the co-teachers of a class, one row per class and teacher (the primary
 *   key). The owner is `classes.user_id` and has no row here. Goes with the class and with the
 *   co-teacher's account (cascade); `added_by` becomes null if that account goes first.
 * - `class_invitations`: an invitation the owner made, by e-mail address. Only the SHA-256 of
 *   its link's token is kept (`token_hash`, unique), never the token. Single use
 *   (`accepted_at`/`accepted_by`), valid until `expires_at` (14 days). Goes with the class.
 * - `substitute_links`: a substitute's time-limited link to one class (the pages using it come
 *   later). Only hashes: the token's SHA-256 and the optional PIN's salted scrypt hash.
 *   Valid from `starts_on` to `ends_on` (school days, YYYY-MM-DD) unless `revoked_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("class_members")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("added_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("class_members_pk", ["class_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("class_members_user_id_idx")
    .on("class_members")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("class_invitations")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("accepted_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("class_invitations_class_id_idx")
    .on("class_invitations")
    .column("class_id")
    .execute();

  await db.schema
    .createTable("substitute_links")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("pin_hash", "text")
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("substitute_links_class_id_idx")
    .on("substitute_links")
    .column("class_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("substitute_links").ifExists().execute();
  await db.schema.dropTable("class_invitations").ifExists().execute();
  await db.schema.dropTable("class_members").ifExists().execute();
}
