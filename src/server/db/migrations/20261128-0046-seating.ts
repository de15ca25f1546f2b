import type { Kysely } from "kysely";

/**
 * Seating charts (docs/decisions/0054-seating-storage.md): a class's rooms, its students' seat
 * needs and its saved seating charts. Every table goes with its class.
 *
 * - `rooms`: a seat layout as JSON text (the API's `roomLayout`), versioned for If-Match.
 * - `seat_needs`: one row per student with a need, the tags as a JSON list; the row goes with
 *   the student (cascade) and is dropped when the student moves to another class.
 * - `seating_charts`: a saved chart keeps a copy of its room's layout and each seat's student as
 *   saved (id, name and attributes, JSON), with no foreign key to `students`, so an old chart
 *   stays readable after a student is renamed or deleted, like saved groupings. `room_id` becomes
 *   null when its room is deleted. `seat_count` is written at save, for the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rooms")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("layout", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("rooms_class_id_idx").on("rooms").column("class_id").execute();

  await db.schema
    .createTable("seat_needs")
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("student_id", "text", (c) =>
      c.notNull().references("students.id").onDelete("cascade"),
    )
    .addColumn("needs", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("seat_needs_pk", ["class_id", "student_id"])
    .execute();
  await db.schema
    .createIndex("seat_needs_student_id_idx")
    .on("seat_needs")
    .column("student_id")
    .execute();

  await db.schema
    .createTable("seating_charts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("room_id", "text", (c) => c.references("rooms.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("layout", "text", (c) => c.notNull())
    .addColumn("seats", "text", (c) => c.notNull())
    .addColumn("pinned_student_ids", "text", (c) => c.notNull())
    .addColumn("seat_count", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("seating_charts_class_id_idx")
    .on("seating_charts")
    .columns(["class_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("seating_charts_room_id_idx")
    .on("seating_charts")
    .column("room_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seating_charts").ifExists().execute();
  await db.schema.dropTable("seat_needs").ifExists().execute();
  await db.schema.dropTable("rooms").ifExists().execute();
}
