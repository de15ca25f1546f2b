import { z } from "zod";
import { pathId, STUDENT_CONFLICT } from "#src/domain/schemas/common";
import {
  type StudentDto,
  studentCreateInput,
  studentUpdateInput,
} from "#src/domain/schemas/students";
import type { StudentAttributes } from "#src/domain/students/attributes";
import type { DataSource } from "../source";
import { leaveGroupRules } from "./groupings";
import { leaveSeatNeeds } from "./rooms";
import {
  assertValidAttributes,
  assertVersion,
  copyStudent,
  findClass,
  findStudent,
  loadAttributes,
  type MemoryStore,
  parse,
  studentsOf,
  touchClass,
} from "./store";

type StudentOps = Pick<
  DataSource,
  "listStudents" | "createStudent" | "updateStudent" | "deleteStudent"
>;

/** Only the stored values (a parsed body may carry more). */
function pickValues(values: StudentAttributes & { name: string }) {
  const { name, number, color, element, shape } = values;
  return { name, number, color, element, shape };
}

/** Deletes a student with what belongs to them: picks, rule places, seat needs, roster link. */
export function forgetStudent(store: MemoryStore, student: StudentDto): void {
  store.students.delete(student.id);
  store.history = store.history.filter((h) => h.student_id !== student.id);
  leaveGroupRules(store, student.id, student.class_id);
  leaveSeatNeeds(store, student.id, student.class_id);
  store.rosterStudents.delete(student.id);
}

/**
 * A student moving out of `classId` leaves nothing of theirs there, as on the server
 * (docs/decisions/0032): absences on its rolls (a roll that loses one moves one version on),
 * picks in its history, places in its rules, seat needs, the roster link.
 */
function leaveClass(store: MemoryStore, studentId: string, classId: string, now: string): void {
  for (const [key, roll] of store.attendance) {
    if (!key.startsWith(`${classId}|`) || !roll.absent.includes(studentId)) continue;
    const absent = roll.absent.filter((id) => id !== studentId);
    store.attendance.set(key, { absent, version: roll.version + 1, updated_at: now });
  }
  store.history = store.history.filter(
    (h) => !(h.class_id === classId && h.student_id === studentId),
  );
  leaveGroupRules(store, studentId, classId);
  leaveSeatNeeds(store, studentId, classId);
  store.rosterStudents.delete(studentId); // a roster id means something in its class only
}

/** Students as the API has them: values checked against the teacher's options (docs/product.md#attributes). */
export function studentOps(store: MemoryStore): StudentOps {
  return {
    async listStudents(classId) {
      parse(z.object({ classId: pathId }), { classId }, "params");
      findClass(store, classId);
      return studentsOf(store, classId).map(copyStudent);
    },

    async createStudent(input) {
      const { class_id, ...values } = parse(studentCreateInput, input);
      const owned = findClass(store, class_id);
      assertValidAttributes(loadAttributes(store), values);
      const now = store.now();
      const student: StudentDto = {
        id: store.newId("student"),
        class_id: owned.id,
        ...pickValues(values),
        created_at: now,
        updated_at: now,
        version: 1,
      };
      store.students.set(student.id, student);
      touchClass(store, owned.id, now);
      return copyStudent(student);
    },

    async updateStudent(id, input, options = {}) {
      parse(z.object({ id: pathId }), { id }, "params");
      const { class_id, ...values } = parse(studentUpdateInput, input);
      const student = findStudent(store, id);
      assertVersion(student, options.ifMatch, STUDENT_CONFLICT, copyStudent);
      const target =
        class_id === undefined || class_id === student.class_id
          ? student.class_id
          : findClass(store, class_id).id;
      assertValidAttributes(loadAttributes(store), values);
      const now = store.now();
      const updated: StudentDto = {
        ...student,
        ...pickValues(values),
        class_id: target,
        updated_at: now,
        version: student.version + 1,
      };
      store.students.set(id, updated);
      touchClass(store, student.class_id, now);
      if (target !== student.class_id) {
        leaveClass(store, id, student.class_id, now);
        touchClass(store, target, now);
      }
      return copyStudent(updated);
    },

    async deleteStudent(id) {
      parse(z.object({ id: pathId }), { id }, "params");
      const student = findStudent(store, id);
      forgetStudent(store, student);
      touchClass(store, student.class_id, store.now());
    },
  };
}
