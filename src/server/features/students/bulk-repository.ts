import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  type ShuffledStudent,
  type StudentAttributes,
  valueAt,
} from "../../../domain";
import type { StudentRow } from "../../db/schema";
import { type Db, newId } from "../shared";
import { pickValues, type StudentValues } from "./repository";

/**
 * Rows per multi-row INSERT: 1,000 rows × 9 columns = 9,000 bound parameters, well under
 * SQLite's 32,766 and PostgreSQL's 65,535.
 */
export const INSERT_BATCH = 1000;
/** Ids per `IN (...)` list of the shuffle's updates. */
export const UPDATE_BATCH = 1000;

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

/** Moves every student of the class one version on (a bulk change that rewrote them all). */
export async function bumpClassStudentVersions(db: Db, classId: string): Promise<void> {
  await db
    .updateTable("students")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("class_id", "=", classId)
    .execute();
}

/**
 * Writes shuffled values (call inside a transaction): one UPDATE per attribute value, over the
 * ids that get it, in `IN` lists of at most UPDATE_BATCH ids, so a class of n students needs
 * about 4 × options × ceil(n / options / UPDATE_BATCH) statements instead of n.
 */
export async function writeShuffled(
  db: Db,
  attributes: AttributeSet,
  shuffled: readonly ShuffledStudent[],
  now: string,
): Promise<void> {
  for (const name of ATTRIBUTE_NAMES) {
    const byValue = new Map<string | number, string[]>();
    for (const student of shuffled) {
      const value = student[name];
      if (value === null) continue;
      const ids = byValue.get(value) ?? [];
      ids.push(student.id);
      byValue.set(value, ids);
    }
    for (let index = 0; index < attributes[name].options.length; index++) {
      const value = valueAt(attributes[name], index);
      const ids = byValue.get(value) ?? [];
      for (let start = 0; start < ids.length; start += UPDATE_BATCH) {
        await db
          .updateTable("students")
          .set({ [name]: value, updated_at: now })
          .where("id", "in", ids.slice(start, start + UPDATE_BATCH))
          .execute();
      }
    }
  }
}
