import { z } from "zod";
import { CLASS_LIMIT_MESSAGE } from "#src/domain/classes/class-limit";
import { type ClassDto, classInput } from "#src/domain/schemas/classes";
import { CLASS_CONFLICT, pathId } from "#src/domain/schemas/common";
import type { DataSource } from "../source";
import { forgetClassAttendance } from "./attendance";
import { forgetClassGroupings } from "./groupings";
import { forgetClassSeating } from "./rooms";
import {
  assertSelf,
  assertVersion,
  type ClassRecord,
  findClass,
  limitReached,
  type MemoryStore,
  parse,
} from "./store";

const params = z.object({ id: pathId });

type ClassOps = Pick<DataSource, "listClasses" | "createClass" | "updateClass" | "deleteClass">;

/** Classes as the API has them: student counts, the class limit (docs/product.md#limits), cascading deletes. */
export function classOps(store: MemoryStore): ClassOps {
  const toDto = (record: ClassRecord): ClassDto => {
    let studentCount = 0;
    for (const s of store.students.values()) if (s.class_id === record.id) studentCount++;
    return { ...record, studentCount };
  };

  return {
    async listClasses() {
      return [...store.classes.values()].map(toDto);
    },

    async createClass(input) {
      // As the HTTP source: the body always names the teacher themself.
      const { name, description } = parse(classInput, { ...input, user_id: store.userId });
      if (store.classes.size >= store.classLimit) {
        throw limitReached(CLASS_LIMIT_MESSAGE(store.classLimit));
      }
      const now = store.now();
      const record: ClassRecord = {
        id: store.newId("class"),
        name,
        description,
        user_id: store.userId,
        created_at: now,
        updated_at: now,
        version: 1,
      };
      store.classes.set(record.id, record);
      return toDto(record);
    },

    async updateClass(id, input, options = {}) {
      parse(params, { id }, "params");
      const { name, description, user_id } = parse(classInput, input);
      assertSelf(store, user_id);
      const current = findClass(store, id);
      assertVersion(current, options.ifMatch, CLASS_CONFLICT, toDto);
      const record = {
        ...current,
        name,
        description,
        updated_at: store.now(),
        version: current.version + 1,
      };
      store.classes.set(id, record);
      return toDto(record);
    },

    async deleteClass(id) {
      parse(params, { id }, "params");
      findClass(store, id);
      store.classes.delete(id);
      for (const s of [...store.students.values()]) {
        if (s.class_id !== id) continue;
        store.students.delete(s.id);
        store.rosterStudents.delete(s.id);
      }
      store.rosterClasses.delete(id);
      store.history = store.history.filter((h) => h.class_id !== id);
      forgetClassAttendance(store, id);
      store.groupSettings.delete(id);
      forgetClassGroupings(store, id);
      forgetClassSeating(store, id);
    },
  };
}
