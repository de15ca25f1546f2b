import { t } from "@lingui/core/macro";
import { z } from "zod";
import {
  ACTIVITY_KEPT,
  type ActivityAction,
  type ActivityDto,
  type ActorDto,
} from "#src/domain/schemas/activity";
import { pathId } from "#src/domain/schemas/common";
import type { DataSource } from "../source";
import { findClass, type MemoryStore, parse } from "./store";

/**
 * A class's recent changes in the demo (docs/decisions/0060-who-did-what.md): the demo teacher
 * owns every class, so every change is theirs, as the owner. Kept in memory, nothing sent.
 */
interface Entry {
  id: string;
  class_id: string;
  action: ActivityAction;
  count: number | null;
  student_id: string | null;
  created_at: string;
}

const logs = new WeakMap<MemoryStore, Entry[]>();
const names = new WeakMap<MemoryStore, string>();

function log(store: MemoryStore): Entry[] {
  let found = logs.get(store);
  if (!found) {
    found = [];
    logs.set(store, found);
  }
  return found;
}

/** The demo teacher's name, as the demo session gives it. */
export function setDemoTeacherName(store: MemoryStore, name: string | undefined): void {
  if (name) names.set(store, name);
}

/** Who makes every change in the demo: its teacher, the owner of every class. */
export function demoActor(store: MemoryStore): ActorDto {
  return { as: "owner", name: names.get(store) ?? t`Demo teacher` };
}

/** Records one change of a class (the last ACTIVITY_KEPT are kept, as on the server). */
export function recordDemoActivity(
  store: MemoryStore,
  classId: string,
  action: ActivityAction,
  detail: { count?: number; studentId?: string } = {},
): void {
  const entries = log(store);
  entries.push({
    id: store.newId("activity"),
    class_id: classId,
    action,
    count: detail.count ?? null,
    student_id: detail.studentId ?? null,
    created_at: store.now(),
  });
  const mine = entries.filter((e) => e.class_id === classId);
  if (mine.length > ACTIVITY_KEPT) {
    const dropped = new Set(mine.slice(0, mine.length - ACTIVITY_KEPT));
    logs.set(
      store,
      entries.filter((e) => !dropped.has(e)),
    );
  }
}

export function activityOps(store: MemoryStore): Pick<DataSource, "listActivity"> {
  return {
    async listActivity(classId) {
      parse(z.object({ classId: pathId }), { classId }, "params");
      findClass(store, classId);
      const by = demoActor(store);
      return log(store)
        .filter((e) => e.class_id === classId)
        .reverse()
        .map(
          (e): ActivityDto => ({
            id: e.id,
            action: e.action,
            by,
            count: e.count,
            student_name: e.student_id ? (store.students.get(e.student_id)?.name ?? null) : null,
            created_at: e.created_at,
          }),
        );
    },
  };
}
