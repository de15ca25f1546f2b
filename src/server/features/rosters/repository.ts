import { sql } from "kysely";
import type { RosterLinkDto, RosterSource } from "#src/domain/schemas/rosters";
import type { StudentAttributes } from "#src/domain/students/attributes";
import type { StudentRow } from "#src/server/db/schema";
import { type Db, newId } from "../repository-kit";

/** The teacher's linked classes, oldest link first. */
export function listRosterLinks(db: Db, teacherId: string): Promise<RosterLinkDto[]> {
  return db
    .selectFrom("roster_classes as r")
    .innerJoin("classes as c", "c.id", "r.class_id")
    .select(["r.class_id", "r.source", "r.external_id", "r.title", "r.linked_at", "r.synced_at"])
    .where("c.user_id", "=", teacherId)
    .orderBy("r.linked_at")
    .orderBy("r.class_id")
    .execute();
}

/** The teacher's classes with their names and links (null when not linked), and the count. */
export function teacherClasses(db: Db, teacherId: string) {
  return db
    .selectFrom("classes as c")
    .leftJoin("roster_classes as r", "r.class_id", "c.id")
    .select([
      "c.id",
      "c.name",
      "r.source",
      "r.external_id",
      "r.title",
      "r.linked_at",
      "r.synced_at",
    ])
    .where("c.user_id", "=", teacherId)
    .execute();
}

export type LinkedStudent = StudentAttributes & {
  id: string;
  name: string;
  externalId: string | null;
};

/** A class's students with their roster id (a link of another class is ignored). */
export async function linkedStudents(db: Db, classId: string): Promise<LinkedStudent[]> {
  const rows = await db
    .selectFrom("students as s")
    .leftJoin("roster_students as l", (join) =>
      join.onRef("l.student_id", "=", "s.id").onRef("l.class_id", "=", "s.class_id"),
    )
    .select(["s.id", "s.name", "s.number", "s.color", "s.element", "s.shape", "l.external_id"])
    .where("s.class_id", "=", classId)
    .orderBy("s.created_at")
    .orderBy("s.id")
    .execute();
  return rows.map(({ external_id, ...s }) => ({ ...s, externalId: external_id ?? null }));
}

/** How many students the teacher has in all their classes. */
export async function teacherStudentCount(db: Db, teacherId: string): Promise<number> {
  const row = await db
    .selectFrom("students as s")
    .innerJoin("classes as c", "c.id", "s.class_id")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("c.user_id", "=", teacherId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRosterClass(
  db: Db,
  teacherId: string,
  name: string,
  now: string,
): Promise<string> {
  const id = newId();
  await db
    .insertInto("classes")
    .values({
      id,
      user_id: teacherId,
      name,
      description: null,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/**
 * Rows per student insert: 250 rows x 10 columns. Making a statement and its parameters is one
 * task on the event loop; with 1,000 rows it was tens of milliseconds on a loaded machine
 * (docs/decisions/0033-no-request-stalls-the-others.md). The import's values come batch by batch too.
 */
export const INSERT_BATCH = 250;

/** New students of the class with their values, in order; answers their ids. */
export async function insertRosterStudents(
  db: Db,
  classId: string,
  students: readonly (StudentAttributes & { name: string })[],
  now: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < students.length; start += INSERT_BATCH) {
    const rows: StudentRow[] = students.slice(start, start + INSERT_BATCH).map((s) => ({
      id: newId(),
      class_id: classId,
      name: s.name,
      number: s.number,
      color: s.color,
      element: s.element,
      shape: s.shape,
      created_at: now,
      updated_at: now,
      version: 1,
    }));
    await db.insertInto("students").values(rows).execute();
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Rows per rename statement: 2,000 rows x 2 = 4,000 bound parameters. */
const RENAME_BATCH = 2000;

/**
 * New names for students of the class, each moved one version on: one UPDATE ... FROM a VALUES
 * list per RENAME_BATCH students (the shuffle's write, ../students/bulk-repository.ts).
 */
export async function renameStudents(
  db: Db,
  classId: string,
  renames: readonly { id: string; name: string }[],
  now: string,
): Promise<void> {
  for (let start = 0; start < renames.length; start += RENAME_BATCH) {
    const values = renames.slice(start, start + RENAME_BATCH).map((r) => sql`(${r.id}, ${r.name})`);
    await sql`with v ("id", "name") as (values ${sql.join(values)})
      update "students" set "name" = v."name", "updated_at" = ${now},
        "version" = "students"."version" + 1
      from v where "students"."id" = v."id" and "students"."class_id" = ${classId}`.execute(db);
  }
}

/** Rows per insert of links: 500 rows x 3 columns, each statement a short task (as above). */
const LINK_BATCH = 500;

/** Links students of the class to their roster ids (students not yet linked). */
export async function linkStudents(
  db: Db,
  classId: string,
  links: readonly { id: string; externalId: string }[],
): Promise<void> {
  for (let start = 0; start < links.length; start += LINK_BATCH) {
    const rows = links.slice(start, start + LINK_BATCH).map((l) => ({
      student_id: l.id,
      class_id: classId,
      external_id: l.externalId,
    }));
    await db.insertInto("roster_students").values(rows).execute();
  }
}

/** The class's link to its roster class: made, or its title and synced_at brought up to date. */
export async function upsertRosterClass(
  db: Db,
  link: { classId: string; source: RosterSource; externalId: string; title: string },
  now: string,
): Promise<void> {
  await db
    .insertInto("roster_classes")
    .values({
      class_id: link.classId,
      source: link.source,
      external_id: link.externalId,
      title: link.title,
      linked_at: now,
      synced_at: now,
    })
    .onConflict((oc) =>
      oc.column("class_id").doUpdateSet({
        source: link.source,
        external_id: link.externalId,
        title: link.title,
        synced_at: now,
      }),
    )
    .execute();
}
