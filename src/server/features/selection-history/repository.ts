import type { HistoryDto } from "../../../domain/schemas";
import { HttpError } from "../../errors";
import { type Db, newId, nowIso } from "../shared";

/** A class's selection history, newest first, with each student's current name. */
export function listHistory(db: Db, classId: string): Promise<HistoryDto[]> {
  return db
    .selectFrom("selection_history as h")
    .innerJoin("students as s", "s.id", "h.student_id")
    .select(["h.id", "h.class_id", "h.student_id", "s.name as student_name", "h.created_at"])
    .where("h.class_id", "=", classId)
    .orderBy("h.created_at", "desc")
    .orderBy("h.id", "desc")
    .execute();
}

/** Records a pick; the student must be in that class (404 otherwise, as for a missing one). */
export async function addHistory(db: Db, classId: string, studentId: string): Promise<HistoryDto> {
  const student = await db
    .selectFrom("students")
    .select(["id", "name"])
    .where("id", "=", studentId)
    .where("class_id", "=", classId)
    .executeTakeFirst();
  if (!student) throw new HttpError(404, "Student not found in this class");
  const row = { id: newId(), class_id: classId, student_id: student.id, created_at: nowIso() };
  await db.insertInto("selection_history").values(row).execute();
  return { ...row, student_name: student.name };
}

export async function clearHistory(db: Db, classId: string): Promise<void> {
  await db.deleteFrom("selection_history").where("class_id", "=", classId).execute();
}
