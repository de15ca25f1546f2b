import type { Database } from "#src/server/db/connect";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { writeAttendance } from "./repository";

/**
 * Writes a class's roll for a day under the teacher's lock: the class must be the teacher's
 * (404 otherwise); with `expected` versions a roll changed meanwhile is left as stored and
 * answered as the conflict.
 */
export function saveAttendance(
  database: Database,
  teacherId: string,
  classId: string,
  day: string,
  absentStudentIds: readonly string[],
  expected: number[] | null,
) {
  return teacherTransaction(database, teacherId, async (trx) => {
    const { class: owned } = await findClassAccess(trx, teacherId, classId);
    return writeAttendance(trx, owned.id, day, absentStudentIds, expected);
  });
}
