import { sql } from "kysely";
import type { StudentAttributes } from "#src/domain/students/attributes";
import type { ShuffledStudent } from "#src/domain/students/shuffle-categories";
import type { StudentRow } from "#src/server/db/schema";
import { type Db, newId } from "../repository-kit";
import { pickValues, type StudentValues } from "./repository";

/**
 * Rows per multi-row INSERT: 1,000 rows × 9 columns = 9,000 bound parameters, well under
 * SQLite's 32,766 and PostgreSQL's 65,535.
 */
export const INSERT_BATCH = 1000;

/** The attribute values of a class's students (for balanced counts). */
export function classValues(db: Db, classId: string): Promise<StudentAttributes[]> {
  return db
    .selectFrom("students")
    .select(["number", "color", "element", "shape"])
    .where("class_id", "=", classId)
    .execute();
}

/** Inserts students in batches (call inside a transaction); ids follow the input order. */
export async function insertStudents(
  db: Db,
  classId: string,
  students: readonly StudentValues[],
  now: string,
): Promise<number> {
  for (let start = 0; start < students.length; start += INSERT_BATCH) {
    const rows: StudentRow[] = students.slice(start, start + INSERT_BATCH).map((values) => ({
      id: newId(),
      class_id: classId,
      ...pickValues(values),
      created_at: now,
      updated_at: now,
      version: 1,
    }));
    await db.insertInto("students").values(rows).execute();
  }
  return students.length;
}

/** Rows per statement of the shuffle's write: 2,000 rows × 5 = 10,000 bound parameters. */
export const SHUFFLE_BATCH = 2000;

/**
 * Writes shuffled values (call inside a transaction) and moves each written student one version
 * on: one UPDATE per SHUFFLE_BATCH students, joined to the new values as a VALUES list, so
 * every row is written once (a class of 10,000 students takes 5 statements; the same SQL on
 * both dialects: SQLite >= 3.33 and PostgreSQL read UPDATE ... FROM alike).
 */
export async function writeShuffled(
  db: Db,
  classId: string,
  shuffled: readonly ShuffledStudent[],
  now: string,
): Promise<void> {
  for (let start = 0; start < shuffled.length; start += SHUFFLE_BATCH) {
    const values = shuffled
      .slice(start, start + SHUFFLE_BATCH)
      .map((s) => sql`(${s.id}, ${s.number}, ${s.color}, ${s.element}, ${s.shape})`);
    await sql`with v ("id", "number", "color", "element", "shape") as (values ${sql.join(values)})
      update "students" set "number" = cast(v."number" as integer), "color" = v."color",
        "element" = v."element", "shape" = v."shape", "updated_at" = ${now},
        "version" = "students"."version" + 1
      from v where "students"."id" = v."id" and "students"."class_id" = ${classId}`.execute(db);
  }
}
