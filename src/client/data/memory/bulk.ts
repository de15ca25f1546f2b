import { i18n } from "@lingui/core";
import { z } from "zod";
import { balanceMissing, emptyAttributes } from "#src/domain/csv/balance-missing";
import { exportFileName, exportStudentsCsv } from "#src/domain/csv/export";
import { importRefusal, importRowErrors } from "#src/domain/csv/import-rows";
import {
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_REUSED_MESSAGE,
  pathId,
} from "#src/domain/schemas/common";
import { importInput, type StudentDto, shuffleInput } from "#src/domain/schemas/students";
import type { StudentAttributes } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";
import { fillMissingCategories } from "#src/domain/students/fill-missing";
import { shortNames } from "#src/domain/students/initials";
import { shuffleCategories } from "#src/domain/students/shuffle-categories";
import type { DataSource } from "../source";
import {
  copyStudent,
  findClass,
  httpError,
  invalid,
  loadAttributes,
  type MemoryStore,
  parse,
  studentsOf,
  touchClass,
} from "./store";

type BulkOps = Pick<DataSource, "importStudents" | "shuffleCategories" | "exportCsv">;

const params = z.object({ id: pathId });

/** CSV import (all rows or none, docs/product.md#csv-import), Shuffle Categories (docs/product.md#balanced-assignment) and the class export. */
export function bulkOps(store: MemoryStore): BulkOps {
  return {
    async importStudents(classId, input, options = {}) {
      parse(params, { id: classId }, "params");
      const { rows, balanced, last_initials } = parse(importInput, input);
      // As the server: a key names one request (its class and parsed body); sent again it
      // answers the first result without importing again.
      const key = options.idempotencyKey;
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw invalid([{ field: "headers.idempotency-key", message: IDEMPOTENCY_KEY_FORMAT }]);
      }
      const request = JSON.stringify([classId, { balanced, last_initials, rows }]);
      const seen = key === undefined ? undefined : store.importKeys.get(key);
      if (seen) {
        if (seen.request !== request) throw httpError(422, { error: KEY_REUSED_MESSAGE });
        return { created: seen.created };
      }
      const owned = findClass(store, classId);
      const attributes = loadAttributes(store);
      const problems = importRowErrors(attributes, rows);
      if (problems.total > 0) {
        const error = i18n._(importRefusal(problems.total));
        throw httpError(400, { error, details: problems.messages });
      }
      const values: StudentAttributes[] = rows.map((row) => ({ ...row }));
      if (balanced) {
        const counts = countValues(attributes, studentsOf(store, owned.id));
        balanceMissing(attributes, counts, values, emptyAttributes, store.random);
      }
      const now = store.now();
      // First names and last initials only, as the server does (decision 0057).
      const names = rows.map((row) => row.name.trim());
      const stored = last_initials
        ? shortNames(
            names,
            studentsOf(store, owned.id).map((s) => s.name),
          )
        : names;
      rows.forEach((row, i) => {
        const v = values[i] ?? row;
        const student: StudentDto = {
          id: store.newId("student"),
          class_id: owned.id,
          name: stored[i] ?? row.name.trim(),
          number: v.number,
          color: v.color,
          element: v.element,
          shape: v.shape,
          created_at: now,
          updated_at: now,
          version: 1,
        };
        store.students.set(student.id, student);
      });
      touchClass(store, owned.id, now);
      if (key !== undefined) store.importKeys.set(key, { request, created: rows.length });
      return { created: rows.length };
    },

    async shuffleCategories(classId, input) {
      parse(params, { id: classId }, "params");
      const only_missing = parse(shuffleInput, input)?.only_missing ?? false;
      const owned = findClass(store, classId);
      const before = studentsOf(store, owned.id);
      if (before.length === 0) return [];
      const attributes = loadAttributes(store);
      const dealt = only_missing
        ? fillMissingCategories(attributes, before, store.random)
        : shuffleCategories(
            attributes,
            before.map((s) => s.id),
            store.random,
          );
      if (dealt.length === 0) return before.map(copyStudent);
      const now = store.now();
      for (const { id, number, color, element, shape } of dealt) {
        const student = store.students.get(id);
        if (!student) continue;
        store.students.set(id, {
          ...student,
          number,
          color,
          element,
          shape,
          updated_at: now,
          version: student.version + 1,
        });
      }
      touchClass(store, owned.id, now);
      return studentsOf(store, owned.id).map(copyStudent);
    },

    async exportCsv(classId) {
      parse(params, { id: classId }, "params");
      const owned = findClass(store, classId);
      return {
        fileName: exportFileName(owned.name),
        text: exportStudentsCsv(studentsOf(store, owned.id)),
      };
    },
  };
}
