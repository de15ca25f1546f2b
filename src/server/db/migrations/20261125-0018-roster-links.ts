import type { Kysely } from "kysely";

/**
 * Classes and students linked to the roster they came from (OneRoster or Google
 * Classroom), so a re-import or a sync renames and adds without doubling anyone.
 *
 * `roster_classes`: at most one link per class: the source (`oneroster` | `google`), the
 * roster's class id (OneRoster's class sourcedId, Google's course id) and its title as last
 * read. `roster_students`: a student's roster id, unique within the class; the link is only
 * meaningful in that class, so it is dropped when the student moves to another class (and goes
 * with the student or the class, by cascade). Only names and these ids are stored (docs/decisions/0022, Privacy).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("roster_classes")
    .addColumn("class_id", "text", (c) =>
      c.primaryKey().references("classes.id").onDelete("cascade"),
    )
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("external_id", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("linked_at", "text", (c) => c.notNull())
    .addColumn("synced_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("roster_students")
    .addColumn("student_id", "text", (c) =>
      c.primaryKey().references("students.id").onDelete("cascade"),
    )
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("external_id", "text", (c) => c.notNull())
    .addUniqueConstraint("roster_students_class_external_uq", ["class_id", "external_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("roster_students").execute();
  await db.schema.dropTable("roster_classes").execute();
}
