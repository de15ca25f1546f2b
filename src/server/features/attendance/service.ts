import type { Database } from "#src/server/db/connect";
import { type ClassWriter, writeClass } from "../class-writer";
import { writeAttendance } from "./repository";

/**
 * Writes a class's roll for a day under the writer's lock (a teacher of the class, or a
 * substitute's link: ../class-writer.ts); 404 for a class the writer can't reach. With
 * `expected` versions a roll changed meanwhile is left as stored and answered as the conflict.
 */
export function saveAttendance(
  database: Database,
  writer: ClassWriter,
  day: string,
  absentStudentIds: readonly string[],
  expected: number[] | null,
) {
  return writeClass(database, writer, (trx, { classId, actor }) =>
    writeAttendance(trx, classId, day, absentStudentIds, expected, actor),
  );
}
