import type { Kysely } from "kysely";

/**
 * Who is here today, and how the wheel picks. A roll is kept per class and school day
 * (`attendance_days`, versioned like every other edit) with one row per absent student
 * (`absences`: a deleted student's absences go with them). `wheel_settings` holds each class's
 * picking mode; a class without a row uses "equal".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("attendance_days")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("attendance_days_pk", ["class_id", "day"])
    .execute();
  await db.schema
    .createTable("absences")
    .addColumn("class_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("student_id", "text", (c) =>
      c.notNull().references("students.id").onDelete("cascade"),
    )
    .addPrimaryKeyConstraint("absences_pk", ["class_id", "day", "student_id"])
    .addForeignKeyConstraint(
      "absences_day_fk",
      ["class_id", "day"],
      "attendance_days",
      ["class_id", "day"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await db.schema
    .createIndex("absences_student_id_idx")
    .on("absences")
    .column("student_id")
    .execute();
  await db.schema
    .createTable("wheel_settings")
    .addColumn("class_id", "text", (c) =>
      c.primaryKey().references("classes.id").onDelete("cascade"),
    )
    .addColumn("pick_mode", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("wheel_settings").execute();
  await db.schema.dropTable("absences").execute();
  await db.schema.dropTable("attendance_days").execute();
}
