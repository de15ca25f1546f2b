import { msg } from "@lingui/core/macro";
import type { ActorDto, ActorRole } from "#src/domain/schemas/activity";
import type { AttendanceDto } from "#src/domain/schemas/attendance";
import { HttpError } from "#src/server/errors";
import { type Actor, recordActivity } from "../activity/record";
import { type Db, nowIso } from "../repository-kit";

/** Rows per insert: three parameters each stays far below SQLite's and PostgreSQL's limits. */
const CHUNK = 2_000;

/** A class's roll for a day; a day nobody marked is everyone present at version 0. */
export async function readAttendance(db: Db, classId: string, day: string): Promise<AttendanceDto> {
  const row = await db
    .selectFrom("attendance_days as a")
    .leftJoin("user as u", "u.id", "a.marked_by")
    .select(["a.version", "a.updated_at", "a.marked_as", "u.name as marked_by_name"])
    .where("a.class_id", "=", classId)
    .where("a.day", "=", day)
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
    marked_by: actorOf(row.marked_as, row.marked_by_name),
  };
}

/**
 * Who made a change, as the DTOs show it: the role and the teacher's current name (null for a
 * substitute and for an account gone since); null for rows written before it was recorded.
 */
export function actorOf(as: string | null, name: string | null | undefined): ActorDto | null {
  if (as === null) return null;
  return { as: as as ActorRole, name: as === "substitute" ? null : (name ?? null) };
}

/** What a write did: stored the roll, or found it at another version (409). */
export type AttendanceWrite = { updated: AttendanceDto } | { conflict: AttendanceDto };

/**
 * Replaces the day's roll, recording who marked it (`actor`) and the change in the class's
 * recent changes. Runs inside the writer's transaction (../class-writer.ts: the class's lock
 * order is held), so reading the version and writing cannot interleave with another writer.
 * `expected` are the versions an If-Match named (0: "nobody has marked it yet"); null applies
 * to whatever is stored. Every absent id must be a student of the class (404 otherwise).
 */
export async function writeAttendance(
  trx: Db,
  classId: string,
  day: string,
  absentIds: readonly string[],
  expected: number[] | null,
  actor: Actor,
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
  const marked = { marked_by: actor.id, marked_as: actor.as };
  if (current.version === 0) {
    await trx
      .insertInto("attendance_days")
      .values({ ...marked, class_id: classId, day, version, updated_at: at })
      .execute();
  } else {
    await trx
      .updateTable("attendance_days")
      .set({ ...marked, version, updated_at: at })
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
  await recordActivity(trx, classId, actor, "roll.marked", { count: absentIds.length });
  return {
    updated: {
      class_id: classId,
      day,
      absent_student_ids: [...absentIds].sort(),
      version,
      updated_at: at,
      marked_by: { as: actor.as, name: actor.id === null ? null : await nameOf(trx, actor.id) },
    },
  };
}

async function nameOf(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("user")
    .select("name")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.name ?? null;
}
