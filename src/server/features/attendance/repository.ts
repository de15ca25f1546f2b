import { msg } from "@lingui/core/macro";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import { HttpError } from "#src/server/errors";
import { type Db, nowIso } from "../repository-kit";

/** Rows per insert: three parameters each stays far below SQLite's and PostgreSQL's limits. */
const CHUNK = 2_000;

/** A class's roll for a day; a day nobody marked is everyone present at version 0. */
export async function readAttendance(db: Db, classId: string, day: string): Promise<AttendanceDto> {
  const row = await db
    .selectFrom("attendance_days")
    .select(["version", "updated_at"])
    .where("class_id", "=", classId)
    .where("day", "=", day)
    .executeTakeFirst();
  if (!row) {
    return {
      class_id: classId,
      day,
      absent_student_ids: [],
      version: 0,
      updated_at: null,
      marked_by: null,
    };
  }
  const absent = await db
    .selectFrom("absences")
    .select("student_id")
    .where("class_id", "=", classId)
    .where("day", "=", day)
    .orderBy("student_id")
    .execute();
  return {
    class_id: classId,
    day,
    absent_student_ids: absent.map((a) => a.student_id),
    version: Number(row.version),
    updated_at: row.updated_at,
    marked_by: null,
  };
}

/** What a write did: stored the roll, or found it at another version (409). */
export type AttendanceWrite = { updated: AttendanceDto } | { conflict: AttendanceDto };

/**
 * Replaces the day's roll. Runs inside the teacher's transaction (the teacher's lock is held),
 * so reading the version and writing cannot interleave with another writer of this teacher.
 * `expected` are the versions an If-Match named (0: "nobody has marked it yet"); null applies
 * to whatever is stored. Every absent id must be a student of the class (404 otherwise).
 */
export async function writeAttendance(
  trx: Db,
  classId: string,
  day: string,
  absentIds: readonly string[],
  expected: number[] | null,
): Promise<AttendanceWrite> {
  const current = await readAttendance(trx, classId, day);
  if (expected && !expected.includes(current.version)) return { conflict: current };
  const known = new Set<string>();
  for (let i = 0; i < absentIds.length; i += CHUNK) {
    const rows = await trx
      .selectFrom("students")
      .select("id")
      .where("class_id", "=", classId)
      .where("id", "in", absentIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) known.add(row.id);
  }
  if (known.size !== absentIds.length) {
    throw new HttpError(404, msg`Student not found in this class`);
  }
  const at = nowIso();
  const version = current.version + 1;
  if (current.version === 0) {
    await trx
      .insertInto("attendance_days")
      .values({ class_id: classId, day, version, updated_at: at })
      .execute();
  } else {
    await trx
      .updateTable("attendance_days")
      .set({ version, updated_at: at })
      .where("class_id", "=", classId)
      .where("day", "=", day)
      .execute();
    await trx
      .deleteFrom("absences")
      .where("class_id", "=", classId)
      .where("day", "=", day)
      .execute();
  }
  for (let i = 0; i < absentIds.length; i += CHUNK) {
    const rows = absentIds
      .slice(i, i + CHUNK)
      .map((student_id) => ({ class_id: classId, day, student_id }));
    await trx.insertInto("absences").values(rows).execute();
  }
  return {
    updated: {
      class_id: classId,
      day,
      absent_student_ids: [...absentIds].sort(),
      version,
      updated_at: at,
      marked_by: null,
    },
  };
}
