import { type Kysely, sql } from "kysely";

/**
 * Rows kept for a student as a member of a class that the student is no longer in
 * (docs/decisions/0032): before then, moving a pupil to another class left their absences and
 * selection history behind in the old class, and the old class's roll named a student it no
 * longer had (sending it back answered 404). Removes every such row once: absences (the rolls
 * that lose one move one version on), selection history, places in the class's rules (a rule
 * left with fewer than two students goes, as after a delete) and roster links. Saved
 * groupings are snapshots and keep who was in them. One text for both dialects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const notInClass = (alias: string) =>
    sql.raw(`not exists (select 1 from "students" s
      where s."id" = ${alias}."student_id" and s."class_id" = ${alias}."class_id")`);
  await sql`update "attendance_days" set "version" = "version" + 1, "updated_at" = ${new Date().toISOString()}
    where exists (select 1 from "absences" a
      where a."class_id" = "attendance_days"."class_id" and a."day" = "attendance_days"."day"
        and ${notInClass("a")})`.execute(db);
  await sql`delete from "absences" where ${notInClass('"absences"')}`.execute(db);
  await sql`delete from "selection_history" where ${notInClass('"selection_history"')}`.execute(db);
  await sql`delete from "roster_students" where ${notInClass('"roster_students"')}`.execute(db);
  await sql`delete from "group_rule_members" where not exists (select 1
    from "group_rules" r inner join "students" s on s."class_id" = r."class_id"
    where r."id" = "group_rule_members"."rule_id" and s."id" = "group_rule_members"."student_id")`.execute(
    db,
  );
  await sql`delete from "group_rules" where (select count(*) from "group_rule_members" m
    where m."rule_id" = "group_rules"."id") < 2`.execute(db);
}

/** Nothing to put back: the rows removed named students who had left those classes. */
export async function down(): Promise<void> {}
