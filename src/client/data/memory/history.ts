import { t } from "@lingui/core/macro";
import { z } from "zod";
import {
  IDEMPOTENCY_KEY_FORMAT,
  IDEMPOTENCY_KEY_PATTERN,
  KEY_REUSED_MESSAGE,
  pathId,
} from "#src/domain/schemas/common";
import { drawInput, type HistoryDto, historyInput, undoInput } from "#src/domain/schemas/history";
import type { DataSource } from "../source";
import { demoActor } from "./activity";
import {
  findClass,
  type HistoryRecord,
  httpError,
  invalid,
  type MemoryStore,
  notFound,
  parse,
} from "./store";

type HistoryOps = Pick<
  DataSource,
  "listHistory" | "addHistory" | "clearHistory" | "addDraw" | "undoDraw"
>;

const params = z.object({ classId: pathId });

/** The wheel's selection history: newest first, with each student's current name. */
export function historyOps(store: MemoryStore): HistoryOps {
  const toDto = (entry: HistoryRecord): HistoryDto | null => {
    const student = store.students.get(entry.student_id);
    return student ? { ...entry, student_name: student.name, picked_by: demoActor(store) } : null;
  };

  return {
    async listHistory(classId) {
      parse(params, { classId }, "params");
      findClass(store, classId);
      return store.history
        .filter((h) => h.class_id === classId)
        .reverse()
        .flatMap((h) => toDto(h) ?? []);
    },

    async addHistory(classId, studentId) {
      const body = parse(historyInput, { class_id: classId, student_id: studentId });
      const owned = findClass(store, body.class_id);
      const student = store.students.get(body.student_id);
      if (!student || student.class_id !== owned.id) {
        throw notFound(t`Student not found in this class`);
      }
      const entry: HistoryRecord = {
        id: store.newId("pick"),
        class_id: owned.id,
        student_id: student.id,
        created_at: store.now(),
      };
      store.history.push(entry);
      return { ...entry, student_name: student.name, picked_by: demoActor(store) };
    },

    async addDraw(classId, studentIds, options = {}) {
      // As the server: the key is checked first, then the body; a key names one request and,
      // sent again, answers the first entries without recording the pick again.
      const key = options.idempotencyKey;
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw invalid([{ field: "headers.idempotency-key", message: IDEMPOTENCY_KEY_FORMAT }]);
      }
      const body = parse(drawInput, { class_id: classId, student_ids: studentIds });
      const request = JSON.stringify(body);
      const seen = key === undefined ? undefined : store.pickKeys.get(key);
      if (seen) {
        if (seen.request !== request) throw httpError(422, { error: KEY_REUSED_MESSAGE });
        return seen.entries.map((entry) => ({ ...entry }));
      }
      const owned = findClass(store, body.class_id);
      const students = body.student_ids.map((id) => store.students.get(id));
      if (students.some((s) => !s || s.class_id !== owned.id)) {
        throw notFound(t`Student not found in this class`);
      }
      const entries = students.map((student) => {
        const entry: HistoryRecord = {
          id: store.newId("pick"),
          class_id: owned.id,
          student_id: student?.id as string,
          created_at: store.now(),
        };
        store.history.push(entry);
        return { ...entry, student_name: student?.name as string, picked_by: demoActor(store) };
      });
      if (key !== undefined) {
        store.pickKeys.set(key, { request, entries: entries.map((entry) => ({ ...entry })) });
      }
      return entries;
    },

    async undoDraw(classId, entryIds) {
      const body = parse(undoInput, { class_id: classId, entry_ids: entryIds });
      const owned = findClass(store, body.class_id);
      const wanted = new Set(body.entry_ids);
      const found = store.history.filter((h) => h.class_id === owned.id && wanted.has(h.id));
      if (found.length !== wanted.size) throw notFound(t`History entry not found`);
      store.history = store.history.filter((h) => !wanted.has(h.id));
    },

    async clearHistory(classId) {
      parse(params, { classId }, "params");
      findClass(store, classId);
      store.history = store.history.filter((h) => h.class_id !== classId);
    },
  };
}
