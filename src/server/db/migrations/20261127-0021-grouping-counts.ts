import { type Kysely, sql } from "kysely";

/**
 * Decision 0031: each saved grouping keeps how many groups and members it holds, written once
 * when it is saved (its members never change). The Saved groupings list answers them without
 * reading a member row, and the bound on all of a teacher's saved members is a sum over their
 * groupings. Existing groupings are counted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("saved_groupings")
    .addColumn("group_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("saved_groupings")
    .addColumn("member_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update saved_groupings set
      member_count = (
        select count(*) from saved_grouping_members m where m.grouping_id = saved_groupings.id
      ),
      group_count = coalesce((
        select max(m.group_index) + 1 from saved_grouping_members m
        where m.grouping_id = saved_groupings.id
      ), 0)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("saved_groupings").dropColumn("member_count").execute();
  await db.schema.alterTable("saved_groupings").dropColumn("group_count").execute();
}
