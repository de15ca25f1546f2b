import type { Kysely } from "kysely";

/**
 * The product's tables. Runs after Better Auth's own migration, so `user` exists.
 * One text for both dialects: text ids, ISO text timestamps, 0/1 integers, JSON text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("classes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("classes_user_id_idx").on("classes").column("user_id").execute();

  await db.schema
    .createTable("students")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("number", "integer")
    .addColumn("color", "text")
    .addColumn("element", "text")
    .addColumn("shape", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("students_class_id_idx").on("students").column("class_id").execute();

  await db.schema
    .createTable("selection_history")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("student_id", "text", (c) =>
      c.notNull().references("students.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("selection_history_class_id_idx")
    .on("selection_history")
    .columns(["class_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("selection_history_student_id_idx")
    .on("selection_history")
    .column("student_id")
    .execute();

  await db.schema
    .createTable("teacher_settings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("attribute_name", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("options", "text", (c) => c.notNull())
    .addColumn("show_to_students", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("teacher_settings_user_attribute_uq", ["user_id", "attribute_name"])
    .execute();

  await db.schema
    .createTable("user_preferences")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("preference_key", "text", (c) => c.notNull())
    .addColumn("preference_value", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_preferences_pk", ["user_id", "preference_key"])
    .execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("feedback_user_id_idx").on("feedback").column("user_id").execute();
  await db.schema
    .createIndex("feedback_created_at_idx")
    .on("feedback")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "feedback",
    "user_preferences",
    "teacher_settings",
    "selection_history",
    "students",
    "classes",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
