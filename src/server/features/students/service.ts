import { msg } from "@lingui/core/macro";
import { fillMissingCategories } from "#src/domain/students/fill-missing";
import { shuffleCategories } from "#src/domain/students/shuffle-categories";
import type { Database } from "#src/server/db/connect";
import type { StudentRow } from "#src/server/db/schema";
import type { Config } from "#src/server/env";
import { HttpError } from "#src/server/errors";
import { recordActivity, teacherActor } from "../activity";
import { type ClassAccess, findClassAccess } from "../class-access";
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
    const access = await findClassAccess(trx, teacherId, classId);
    const { class: owned, ownerId } = access;
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
    const actor = teacherActor(access, teacherId);
    await recordActivity(trx, owned.id, actor, "students.added", { count: 1, studentId: row.id });
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
  return target;
}

/**
 * Records an edit in the class's recent changes; a move, in both classes (as the teacher's role
 * in each).
 */
async function recordEdit(
  trx: Db,
  teacherId: string,
  access: ClassAccess,
  moving: ClassAccess | null,
  studentId: string,
): Promise<void> {
  const from = access.class.id;
  if (!moving) {
    const actor = teacherActor(access, teacherId);
    await recordActivity(trx, from, actor, "student.edited", { studentId });
    return;
  }
  const detail = { count: 1, studentId };
  await recordActivity(trx, from, teacherActor(access, teacherId), "students.moved", detail);
  const to = moving.class.id;
  await recordActivity(trx, to, teacherActor(moving, teacherId), "students.moved", detail);
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
      const access = await findClassAccess(trx, teacherId, student.class_id);
      const { ownerId } = access;
      if (ifMatch && !ifMatch.includes(student.version)) return { conflict: student };
      const moving =
        classId === undefined || classId === student.class_id
          ? null
          : await moveTarget(trx, teacherId, classId, ownerId);
      const target = moving ? moving.class.id : student.class_id;
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
      await recordEdit(trx, teacherId, access, moving, id);
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
    const access = await findClassAccess(trx, teacherId, student.class_id);
    // Their rule memberships went by cascade; a rule left with one student goes too.
    await removeStudents(trx, student.class_id, [student.id]);
    const actor = teacherActor(access, teacherId);
    await recordActivity(trx, student.class_id, actor, "students.deleted", { count: 1 });
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
    const access = await findClassAccess(trx, teacherId, classId);
    const { class: owned, ownerId } = access;
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
    const actor = teacherActor(access, teacherId);
    await recordActivity(trx, owned.id, actor, "students.shuffled", { count: shuffled.length });
    return listStudents(trx, owned.id);
  });
}
