import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { isolate } from "#src/domain/languages";
import type { Dialect } from "#src/server/db/connect";
import type { Config } from "#src/server/env";
import { limitReached } from "#src/server/errors";
import { lockAlso } from "../locks";
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
  /** The change, as the message names it ("this import", "adding this student", ...). */
  what: Change;
  /** Students that only move between the teacher's classes leave the teacher's total alone. */
  withinTeacher?: boolean;
}

/** A change that adds students, as a limit's message names it. */
export type Change =
  | { kind: "adding" }
  | { kind: "moving" }
  | { kind: "import" }
  | { kind: "importing"; className: string };

/** "A class can hold at most 300 students; adding this student would make 301." */
export function classLimitMessage(limit: number, what: Change, total: number): MessageDescriptor {
  switch (what.kind) {
    case "adding":
      return msg`A class can hold at most ${plural(limit, { one: "# student", other: "# students" })}; adding this student would make ${plural(total, { other: "#" })}.`;
    case "moving":
      return msg`A class can hold at most ${plural(limit, { one: "# student", other: "# students" })}; moving this student would make ${plural(total, { other: "#" })}.`;
    case "import":
      return msg`A class can hold at most ${plural(limit, { one: "# student", other: "# students" })}; this import would make ${plural(total, { other: "#" })}.`;
    case "importing": {
      const className = isolate(what.className);
      return msg`A class can hold at most ${plural(limit, { one: "# student", other: "# students" })}; importing ${className} would make ${plural(total, { other: "#" })}.`;
    }
  }
}

/** "You can have at most 3,000 students in all your classes; this import would make 3,012." */
export function teacherLimitMessage(limit: number, what: Change, total: number): MessageDescriptor {
  switch (what.kind) {
    case "adding":
      return msg`You can have at most ${plural(limit, { one: "# student", other: "# students" })} in all your classes; adding this student would make ${plural(total, { other: "#" })}.`;
    case "moving":
      return msg`You can have at most ${plural(limit, { one: "# student", other: "# students" })} in all your classes; moving this student would make ${plural(total, { other: "#" })}.`;
    case "import":
      return msg`You can have at most ${plural(limit, { one: "# student", other: "# students" })} in all your classes; this import would make ${plural(total, { other: "#" })}.`;
    case "importing": {
      const className = isolate(what.className);
      return msg`You can have at most ${plural(limit, { one: "# student", other: "# students" })} in all your classes; importing ${className} would make ${plural(total, { other: "#" })}.`;
    }
  }
}

/**
 * Refuses (409, nothing written: the caller's transaction rolls back) a change that would take
 * the class or the teacher past its limit. Call it inside the transaction that writes, after the
 * class is found. PostgreSQL: it takes the teacher's row lock (a no-op when already held), so
 * two concurrent additions of one teacher count each other; SQLite runs one transaction at a
 * time anyway (see ../locks.ts).
 */
export async function assertRoomFor(trx: Db, ctx: LimitContext, change: Addition): Promise<void> {
  const { perClass, perTeacher } = ctx.config.studentLimits;
  await lockAlso(trx, ctx.database.dialect, change.teacherId);
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
