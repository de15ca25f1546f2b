import type { Dialect } from "#src/server/db/connect";
import type { Config } from "#src/server/env";
import { limitReached } from "#src/server/errors";
import { lockTeacher } from "../locks";
import type { Db } from "../repository-kit";

/**
 * docs/product.md#limits (docs/decisions/0013-student-limits.md): at most `MAX_STUDENTS_PER_CLASS` students in a
 * class and `MAX_STUDENTS_PER_TEACHER` in all of a teacher's classes, bounds no real teacher
 * meets that keep every request on the largest class under 1 s.
 */
export interface LimitContext {
  config: Pick<Config, "studentLimits">;
  database: { dialect: Dialect };
}

export interface Addition {
  teacherId: string;
  /** The class the students go into (already checked to be the teacher's). */
  classId: string;
  /** How many students the change adds to that class. */
  adding: number;
  /** The change, as the message names it: "this import", "adding this student", ... */
  what: string;
  /** Students that only move between the teacher's classes leave the teacher's total alone. */
  withinTeacher?: boolean;
}

const count = (n: number) => n.toLocaleString("en-US");

export const classLimitMessage = (limit: number, what: string, total: number) =>
  `A class can hold at most ${count(limit)} students; ${what} would make ${count(total)}.`;

export const teacherLimitMessage = (limit: number, what: string, total: number) =>
  `You can have at most ${count(limit)} students in all your classes; ${what} would make ${count(total)}.`;

/**
 * Refuses (409, nothing written: the caller's transaction rolls back) a change that would take
 * the class or the teacher past its limit. Call it inside the transaction that writes, after the
 * class is found. PostgreSQL: it takes the teacher's row lock (a no-op when already held), so
 * two concurrent additions of one teacher count each other; SQLite runs one transaction at a
 * time anyway (see ../locks.ts).
 */
export async function assertRoomFor(trx: Db, ctx: LimitContext, change: Addition): Promise<void> {
  const { perClass, perTeacher } = ctx.config.studentLimits;
  await lockTeacher(trx, ctx.database.dialect, change.teacherId);
  const row = await trx
    .selectFrom("students as s")
    .innerJoin("classes as c", "c.id", "s.class_id")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("total"),
      eb.fn
        .count<number | string>(eb.case().when("s.class_id", "=", change.classId).then(1).end())
        .as("inClass"),
    ])
    .where("c.user_id", "=", change.teacherId)
    .executeTakeFirstOrThrow();
  const inClass = Number(row.inClass) + change.adding;
  if (change.adding > 0 && inClass > perClass) {
    throw limitReached(classLimitMessage(perClass, change.what, inClass));
  }
  const total = Number(row.total) + change.adding;
  if (change.adding > 0 && !change.withinTeacher && total > perTeacher) {
    throw limitReached(teacherLimitMessage(perTeacher, change.what, total));
  }
}
