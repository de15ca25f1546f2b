/**
 * Test support: rows written straight into the database, so a test can set up a teacher's
 * classes and students without going through (or depending on) the routes it does not test.
 */

import type { Kysely } from "kysely";
import type { DB, StudentRow } from "#src/server/db/schema";
import { newId, nowIso } from "#src/server/features/repository-kit";

export type SeedStudent = Partial<
  Pick<StudentRow, "name" | "number" | "color" | "element" | "shape">
>;

/** A class of the teacher with these students; `at` sets every timestamp (default now). */
export async function seedClass(
  db: Kysely<DB>,
  userId: string,
  students: SeedStudent[] = [],
  at = nowIso(),
): Promise<{ classId: string; studentIds: string[] }> {
  const classId = newId();
  await db
    .insertInto("classes")
    .values({
      id: classId,
      user_id: userId,
      name: `Class ${classId.slice(-6)}`,
      description: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const rows = students.map((s, i) => ({
    id: newId(),
    class_id: classId,
    name: s.name ?? `Student ${i + 1}`,
    number: s.number ?? null,
    color: s.color ?? null,
    element: s.element ?? null,
    shape: s.shape ?? null,
    created_at: at,
    updated_at: at,
  }));
  if (rows.length > 0) await db.insertInto("students").values(rows).execute();
  return { classId, studentIds: rows.map((r) => r.id) };
}

/** The class's students in the order added, with the fields a test compares. */
export async function studentsOf(db: Kysely<DB>, classId: string) {
  return db
    .selectFrom("students")
    .select(["id", "name", "number", "color", "element", "shape", "updated_at"])
    .where("class_id", "=", classId)
    .orderBy("id")
    .execute();
}

export async function classUpdatedAt(db: Kysely<DB>, classId: string): Promise<string> {
  const row = await db
    .selectFrom("classes")
    .select("updated_at")
    .where("id", "=", classId)
    .executeTakeFirstOrThrow();
  return row.updated_at;
}

/** An ISO time well in the past, to see updated_at move. */
export const LONG_AGO = "2020-01-01T00:00:00.000Z";
