import type { Kysely } from "kysely";

/**
 * A class's grouping rules and its saved groupings.
 *
 * `group_rules` (keep apart / keep together) name their students in `group_rule_members`; a
 * deleted student's membership goes with them (cascade) and the routes then remove any rule of
 * the class left with fewer than two students, in the same transaction.
 *
 * `saved_groupings` keep each member as saved (`saved_grouping_members`: the student's id, name
 * and attributes at the time), with no foreign key to `students`, so an old grouping stays
 * readable after a student is renamed or deleted. Both go with their class.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("group_rules")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("group_rules_class_id_idx")
    .on("group_rules")
    .column("class_id")
    .execute();
  await db.schema
    .createTable("group_rule_members")
    .addColumn("rule_id", "text", (c) =>
      c.notNull().references("group_rules.id").onDelete("cascade"),
    )
    .addColumn("student_id", "text", (c) =>
      c.notNull().references("students.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("group_rule_members_pk", ["rule_id", "student_id"])
    .execute();
  await db.schema
    .createIndex("group_rule_members_student_id_idx")
    .on("group_rule_members")
    .column("student_id")
    .execute();

  await db.schema
    .createTable("saved_groupings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("class_id", "text", (c) => c.notNull().references("classes.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("balance_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex("saved_groupings_class_id_idx")
    .on("saved_groupings")
    .columns(["class_id", "created_at"])
    .execute();
  // The primary key's first column serves the lookups by grouping.
  await db.schema
    .createTable("saved_grouping_members")
    .addColumn("grouping_id", "text", (c) =>
      c.notNull().references("saved_groupings.id").onDelete("cascade"),
    )
    .addColumn("group_index", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("student_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("number", "integer")
    .addColumn("color", "text")
    .addColumn("element", "text")
    .addColumn("shape", "text")
    .addPrimaryKeyConstraint("saved_grouping_members_pk", [
      "grouping_id",
      "group_index",
      "position",
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_grouping_members").execute();
  await db.schema.dropTable("saved_groupings").execute();
  await db.schema.dropTable("group_rule_members").execute();
  await db.schema.dropTable("group_rules").execute();
}
