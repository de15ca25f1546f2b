import { msg } from "@lingui/core/macro";
import type { HistoryDto } from "#src/domain/schemas/history";
import { HttpError } from "#src/server/errors";
import { type Db, newId, nowIso } from "../repository-kit";

/** A class's selection history, newest first, with each student's current name. */
export function listHistory(db: Db, classId: string): Promise<HistoryDto[]> {
  return db
    .selectFrom("selection_history as h")
    .innerJoin("students as s", "s.id", "h.student_id")
    .select(["h.id", "h.class_id", "h.student_id", "s.name as student_name", "h.created_at"])
    .where("h.class_id", "=", classId)
    .orderBy("h.created_at", "desc")
    .orderBy("h.id", "desc")
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, picked_by: null })));
}

/** Records a pick; the student must be in that class (404 otherwise, as for a missing one). */
export async function addHistory(db: Db, classId: string, studentId: string): Promise<HistoryDto> {
  const student = await db
    .selectFrom("students")
    .select(["id", "name"])
    .where("id", "=", studentId)
    .where("class_id", "=", classId)
    .executeTakeFirst();
  if (!student) throw new HttpError(404, msg`Student not found in this class`);
  const row = { id: newId(), class_id: classId, student_id: student.id, created_at: nowIso() };
  await db.insertInto("selection_history").values(row).execute();
  return { ...row, student_name: student.name, picked_by: null };
}

export async function clearHistory(db: Db, classId: string): Promise<void> {
  await db.deleteFrom("selection_history").where("class_id", "=", classId).execute();
}

/**
 * Records one spin's winners in the order revealed: every student must be in that
 * class (404 and nothing written otherwise). Each entry is 1 ms after the one before, so the
 * history lists them newest first in the reverse of that order.
 */
export async function addDraw(
  db: Db,
  classId: string,
  studentIds: readonly string[],
): Promise<HistoryDto[]> {
  const students = await db
    .selectFrom("students")
    .select(["id", "name"])
    .where("class_id", "=", classId)
    .where("id", "in", [...studentIds])
    .execute();
  const byId = new Map(students.map((s) => [s.id, s.name]));
  if (byId.size !== studentIds.length)
    throw new HttpError(404, msg`Student not found in this class`);
  const start = Date.now();
  const rows = studentIds.map((studentId, i) => ({
    id: newId(),
    class_id: classId,
    student_id: studentId,
    created_at: new Date(start + i).toISOString(),
  }));
  await db.insertInto("selection_history").values(rows).execute();
  return rows.map((row) => ({
    ...row,
    student_name: byId.get(row.student_id) as string,
    picked_by: null,
  }));
}

/**
 * Undoes a mistaken draw: removes exactly those entries of the class, or none (404)
 * when any is not there (undone already, cleared, or another class's).
 */
export async function removeEntries(
  db: Db,
  classId: string,
  entryIds: readonly string[],
): Promise<void> {
  const found = await db
    .selectFrom("selection_history")
    .select("id")
    .where("class_id", "=", classId)
    .where("id", "in", [...entryIds])
    .execute();
  if (found.length !== entryIds.length) throw new HttpError(404, msg`History entry not found`);
  await db
    .deleteFrom("selection_history")
    .where("class_id", "=", classId)
    .where("id", "in", [...entryIds])
    .execute();
}
