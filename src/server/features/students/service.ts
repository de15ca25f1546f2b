import { msg } from "@lingui/core/macro";
import { fillMissingCategories } from "#src/domain/students/fill-missing";
import { shuffleCategories } from "#src/domain/students/shuffle-categories";
import type { Database } from "#src/server/db/connect";
import type { StudentRow } from "#src/server/db/schema";
import type { Config } from "#src/server/env";
import { HttpError } from "#src/server/errors";
import { findClassAccess } from "../class-access";
import { teacherTransaction } from "../locks";
import { type Db, loadAttributes, nowIso, touchClass } from "../repository-kit";
import type { Conditional } from "../versions";
import { writeShuffled } from "./bulk-repository";
import { dropClassStudentRows } from "./leave-class";
import { assertRoomFor, type LimitContext } from "./limits";
import {
  findOwnedStudent,
  insertStudent,
  listStudents,
  removeStudents,
  type StudentValues,
  updateStudent,
} from "./repository";
import { initialsWanted, shortNamesFor } from "./short-names";
import { assertValidAttributes } from "./validate";

/** What a student write needs of the app: its database, the student limits and names setting. */
export type StudentContext = LimitContext & {
  config: Pick<Config, "studentNames">;
  database: Database;
};

/**
 * Adds a student to the teacher's class under their lock: the class must be the teacher's (404),
 * have room (409, docs/product.md#limits) and the values must be among the teacher's options (400).
 * With STUDENT_NAMES=initials the name is kept as first names and last initial.
 */
export function createStudent(
  ctx: StudentContext,
  teacherId: string,
  classId: string,
  values: StudentValues,
): Promise<StudentRow> {
  return teacherTransaction(ctx.database, teacherId, async (trx) => {
    const { class: owned, ownerId } = await findClassAccess(trx, teacherId, classId);
    // A shared class counts against its owner's limits and uses its owner's options.
    const adding = {
      teacherId: ownerId,
      classId: owned.id,
      adding: 1,
      what: { kind: "adding" },
    } as const;
    await assertRoomFor(trx, ctx, adding);
    assertValidAttributes(await loadAttributes(trx, ownerId), values);
    const now = nowIso();
    const name = initialsWanted(ctx.config, false)
      ? ((await shortNamesFor(trx, owned.id, [values.name]))[0] as string)
      : values.name;
    const row = await insertStudent(trx, owned.id, { ...values, name }, now);
    await touchClass(trx, owned.id, now);
    return row;
  });
}

/**
 * The class a student moves to: one the teacher works in (404) with the same owner as the
 * student's class (400), whose limits and options it keeps.
 */
async function moveTarget(trx: Db, teacherId: string, classId: string, ownerId: string) {
  const target = await findClassAccess(trx, teacherId, classId);
  if (target.ownerId !== ownerId) {
    throw new HttpError(400, msg`A student can only move between classes of the same owner`);
  }
  return target.class.id;
}

/**
 * Updates the teacher's student under their lock; `classId` (another of the teacher's classes)
 * moves it there. With `ifMatch` versions a student changed meanwhile is left as stored and
 * answered as the conflict.
 */
export function updateOwnedStudent(
  ctx: StudentContext,
  teacherId: string,
  id: string,
  classId: string | undefined,
  values: StudentValues,
  ifMatch: number[] | null,
): Promise<Conditional<StudentRow>> {
  return teacherTransaction(
    ctx.database,
    teacherId,
    async (trx): Promise<Conditional<StudentRow>> => {
      const student = await findOwnedStudent(trx, teacherId, id);
      const { ownerId } = await findClassAccess(trx, teacherId, student.class_id);
      if (ifMatch && !ifMatch.includes(student.version)) return { conflict: student };
      const target =
        classId === undefined || classId === student.class_id
          ? student.class_id
          : await moveTarget(trx, teacherId, classId, ownerId);
      if (target !== student.class_id) {
        const move = { teacherId: ownerId, classId: target, adding: 1 } as const;
        await assertRoomFor(trx, ctx, { ...move, what: { kind: "moving" }, withinTeacher: true });
      }
      assertValidAttributes(await loadAttributes(trx, ownerId), values);
      const now = nowIso();
      const expected = ifMatch ? student.version : undefined;
      const updated = await updateStudent(trx, id, target, values, now, expected);
      // Changed by another request between the read and the write.
      if (!updated) return { conflict: await findOwnedStudent(trx, teacherId, id) };
      await touchClass(trx, student.class_id, now);
      if (target !== student.class_id) {
        await touchClass(trx, target, now);
        // Nothing of theirs stays in the old class: its rolls, history, rules and roster
        // links (docs/decisions/0032).
        await dropClassStudentRows(trx, student.class_id, [id], now);
      }
      return { updated };
    },
  );
}

/** Deletes the teacher's student under their lock (404 for another's). */
export async function deleteOwnedStudent(
  database: Database,
  teacherId: string,
  id: string,
): Promise<void> {
  await teacherTransaction(database, teacherId, async (trx) => {
    const student = await findOwnedStudent(trx, teacherId, id);
    await findClassAccess(trx, teacherId, student.class_id);
    // Their rule memberships went by cascade; a rule left with one student goes too.
    await removeStudents(trx, student.class_id, [student.id]);
  });
}

/**
 * Shuffle Categories for the teacher's class, answering its students as written; with
 * `onlyMissing`, only the values students lack are dealt ("Assign evenly now"). Under the
 * teacher's lock: the options read here can't change before the write (a settings change
 * waits), and parallel shuffles of one class run one after another.
 */
export function shuffleClass(
  database: Database,
  teacherId: string,
  classId: string,
  onlyMissing = false,
): Promise<StudentRow[]> {
  return teacherTransaction(database, teacherId, async (trx) => {
    const { class: owned, ownerId } = await findClassAccess(trx, teacherId, classId);
    const attributes = await loadAttributes(trx, ownerId);
    const before = await listStudents(trx, owned.id);
    if (before.length === 0) return before;
    const shuffled = onlyMissing
      ? fillMissingCategories(attributes, before)
      : shuffleCategories(
          attributes,
          before.map((s) => s.id),
        );
    if (shuffled.length === 0) return before;
    const now = nowIso();
    await writeShuffled(trx, owned.id, shuffled, now);
    await touchClass(trx, owned.id, now);
    return listStudents(trx, owned.id);
  });
}
