import type { Kysely } from "kysely";

/**
 * Who did what in a shared class (docs/decisions/0060-who-did-what.md):
 * - `selection_history.picked_by` / `picked_as`: the teacher who made the pick (null once that
 *   account is gone, and for a substitute) and in what role ("owner", "co-teacher",
 *   "substitute"); both null on picks made before they were recorded.
 * - `attendance_days.marked_by` / `marked_as`: the same for the last change to the day's roll.
 * - `class_activity`: a class's recent changes (the last 50 are kept), each with who made it
 *   and when. It names students by id only (a student deleted since shows as "a student"), so
 *   no pupil's name outlives the pupil.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("selection_history")
    .addColumn("picked_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("selection_history").addColumn("picked_as", "text").execute();
  await db.schema
    .alterTable("attendance_days")
    .addColumn("marked_by", "text", (c) => c.references("user.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("attendance_days").addColumn("marked_as", "text").execute();

  await db.schema
    .createTable("class_activity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("actor_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("actor_as", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("count", "integer")
    .addColumn("student_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("class_activity_class_created_idx")
    .on("class_activity")
    .columns(["class_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("class_activity_actor_id_idx")
    .on("class_activity")
    .column("actor_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("class_activity").ifExists().execute();
  await db.schema.alterTable("attendance_days").dropColumn("marked_as").execute();
  await db.schema.alterTable("attendance_days").dropColumn("marked_by").execute();
  await db.schema.alterTable("selection_history").dropColumn("picked_as").execute();
  await db.schema.alterTable("selection_history").dropColumn("picked_by").execute();
}
