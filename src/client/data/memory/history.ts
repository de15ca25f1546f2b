import { z } from "zod";
import { type HistoryDto, historyInput, pathId } from "../../../domain/schemas";
import type { DataSource } from "../source";
import { findClass, type HistoryRecord, type MemoryStore, notFound, parse } from "./store";

type HistoryOps = Pick<DataSource, "listHistory" | "addHistory" | "clearHistory">;

const params = z.object({ classId: pathId });

/** The wheel's selection history: newest first, with each student's current name. */
export function historyOps(store: MemoryStore): HistoryOps {
  const toDto = (entry: HistoryRecord): HistoryDto | null => {
    const student = store.students.get(entry.student_id);
    return student ? { ...entry, student_name: student.name } : null;
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
        throw notFound("Student not found in this class");
      }
      const entry: HistoryRecord = {
        id: store.newId("pick"),
        class_id: owned.id,
        student_id: student.id,
        created_at: store.now(),
      };
      store.history.push(entry);
      return { ...entry, student_name: student.name };
    },

    async clearHistory(classId) {
      parse(params, { classId }, "params");
      findClass(store, classId);
      store.history = store.history.filter((h) => h.class_id !== classId);
    },
  };
}
