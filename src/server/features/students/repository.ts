import { msg } from "@lingui/core/macro";
import type { StudentAttributes } from "#src/domain/students/attributes";
import { type Database, fixedQuery } from "#src/server/db/connect";
import type { StudentRow } from "#src/server/db/schema";
import { HttpError } from "#src/server/errors";
import { classIdsOf } from "../class-access";
import { pruneRules } from "../group-rules/repository";
import { type Db, newId, nowIso, touchClass } from "../repository-kit";

export type StudentValues = StudentAttributes & { name: string };

/** A class's students in the order they were added (ids are time-ordered, so they break ties). */
export function listStudents(db: Db, classId: string): Promise<StudentRow[]> {
  return db
    .selectFrom("students")
    .selectAll()
    .where("class_id", "=", classId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The students table's columns, in the answer's order. */
const STUDENT_KEYS = [
  "id",
  "name",
  "number",
  "color",
  "element",
  "shape",
  "class_id",
  "created_at",
  "updated_at",
  "version",
] as const satisfies readonly (keyof StudentRow)[];
const STUDENT_COLUMNS = STUDENT_KEYS.map((key) => `s."${key}"`).join(", ");

/**
 * The class (if the teacher owns or co-teaches it) left-joined with its students: no row means no such class
 * for this teacher, one row of nulls an empty class. Same order as `listStudents`.
 */
const ownedClassStudents = fixedQuery(
  "owned_class_students",
  `select ${STUDENT_COLUMNS}
   from "classes" c left join "students" s on s."class_id" = c."id"
   where c."id" = ? and (c."user_id" = ? or exists (
     select 1 from "class_members" m where m."class_id" = c."id" and m."user_id" = ?))
   order by s."created_at", s."id"`,
);

type MaybeStudentRow = { [K in keyof StudentRow]: StudentRow[K] | null };

/**
 * The students of one of the teacher's classes in the order they were added, or 404 (the same
 * for another teacher's class as for none): the ownership check and the list in one query.
 */
export async function listOwnedClassStudents(
  database: Database,
  teacherId: string,
  classId: string,
): Promise<StudentRow[]> {
  const rows = await database.fixed<MaybeStudentRow>(ownedClassStudents, [
    classId,
    teacherId,
    teacherId,
  ]);
  if (rows.length === 0) throw new HttpError(404, msg`Class not found`);
  return studentsOf(rows);
}

/** The list from the class left-joined with its students (one row of nulls: no students). */
function studentsOf(rows: MaybeStudentRow[]): StudentRow[] {
  return rows[0]?.id === null ? [] : (rows as StudentRow[]);
}

/** One of the teacher's students (through its class), or 404. */
export async function findOwnedStudent(
  db: Db,
  teacherId: string,
  studentId: string,
): Promise<StudentRow> {
  const row = await db
    .selectFrom("students as s")
    .innerJoin("classes as c", "c.id", "s.class_id")
    .selectAll("s")
    .where("s.id", "=", studentId)
    .where("c.id", "in", classIdsOf(db, teacherId))
    .executeTakeFirst();
  if (!row) throw new HttpError(404, msg`Student not found`);
  return row;
}

export async function insertStudent(
  db: Db,
  classId: string,
  values: StudentValues,
  now = nowIso(),
): Promise<StudentRow> {
  const row: StudentRow = {
    id: newId(),
    class_id: classId,
    ...pickValues(values),
    created_at: now,
    updated_at: now,
    version: 1,
  };
  await db.insertInto("students").values(row).execute();
  return row;
}

/**
 * Writes a student's values and moves its version on by one, in one statement. With
 * `expectedVersion` (an If-Match) the statement only changes the row while it still has that
 * version: on PostgreSQL a concurrent update of the row waits for this one to commit and then
 * finds the version moved on, so of N updates made from one version exactly one changes the
 * row. Answers the row as stored, or undefined when the version had moved on (or the row is gone).
 */
export function updateStudent(
  db: Db,
  studentId: string,
  classId: string,
  values: StudentValues,
  now = nowIso(),
  expectedVersion?: number,
): Promise<StudentRow | undefined> {
  let query = db
    .updateTable("students")
    .set((eb) => ({
      class_id: classId,
      ...pickValues(values),
      updated_at: now,
      version: eb("version", "+", 1),
    }))
    .where("id", "=", studentId);
  if (expectedVersion !== undefined) query = query.where("version", "=", expectedVersion);
  return query.returningAll().executeTakeFirst();
}

/** Ids per DELETE statement. */
const DELETE_BATCH = 1000;

/**
 * Deletes students of one class, as "Delete student" does (call inside the teacher's
 * transaction): their history, absences, rule memberships and roster links go by cascade, a
 * rule of the class left with one student goes too, and the class is touched.
 */
export async function removeStudents(
  db: Db,
  classId: string,
  studentIds: readonly string[],
  now = nowIso(),
): Promise<void> {
  if (studentIds.length === 0) return;
  for (let start = 0; start < studentIds.length; start += DELETE_BATCH) {
    await db
      .deleteFrom("students")
      .where("class_id", "=", classId)
      .where("id", "in", studentIds.slice(start, start + DELETE_BATCH))
      .execute();
  }
  await pruneRules(db, classId);
  await touchClass(db, classId, now);
}

/** Only the stored columns (a request object may carry more). */
export function pickValues(values: StudentValues): StudentValues {
  return {
    name: values.name,
    number: values.number,
    color: values.color,
    element: values.element,
    shape: values.shape,
  };
}
