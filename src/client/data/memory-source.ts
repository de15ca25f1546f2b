import type { Random } from "#src/domain/random";
import { activityOps, setDemoTeacherName } from "./memory/activity";
import { attendanceOps } from "./memory/attendance";
import { bulkOps } from "./memory/bulk";
import { classOps } from "./memory/classes";
import { groupSettingOps } from "./memory/group-settings";
import { groupingOps } from "./memory/groupings";
import { historyOps } from "./memory/history";
import { recordingWrites } from "./memory/record-writes";
import { roomOps } from "./memory/rooms";
import { rosterOps } from "./memory/rosters";
import { chartOps } from "./memory/seating-charts";
import { type MemorySeed, sampleSeed } from "./memory/seed";
import { settingOps } from "./memory/settings";
import { sharingOps } from "./memory/sharing";
import { createStore, type MemoryStore } from "./memory/store";
import { studentOps } from "./memory/students";
import type { DataSource } from "./source";

export type { MemorySeed } from "./memory/seed";
export { emptySeed, SAMPLE_CLASS_ID, sampleClassName, sampleSeed } from "./memory/seed";
export { demoFeedbackError } from "./memory/settings";

/** The demo teacher's id. */
export const DEMO_USER_ID = "demo";
/** The server's default class limit (docs/product.md#limits, `CLASS_LIMIT`). */
export const DEFAULT_CLASS_LIMIT = 5;

export interface MemorySourceOptions {
  classLimit?: number;
  /** Members of all the saved groupings together (default: the server's). */
  savedMembersLimit?: number;
  /** For tests: a seeded generator instead of the crypto-backed default. */
  random?: Random;
  /** For tests: milliseconds since the epoch. */
  clock?: () => number;
  /** The demo teacher's name, who picks, takes the roll and makes every change. */
  teacherName?: string;
}

function load(store: MemoryStore, seed: MemorySeed): void {
  const now = store.now();
  for (const c of seed.classes) {
    store.classes.set(c.id, {
      id: c.id,
      name: c.name,
      description: c.description ?? null,
      user_id: store.userId,
      created_at: now,
      updated_at: now,
      version: 1,
    });
  }
  for (const s of seed.students) {
    const id = s.id ?? store.newId("student");
    store.students.set(id, {
      id,
      class_id: s.class_id,
      name: s.name,
      number: s.number ?? null,
      color: s.color ?? null,
      element: s.element ?? null,
      shape: s.shape ?? null,
      created_at: now,
      updated_at: now,
      version: 1,
    });
  }
  for (const r of seed.rooms ?? []) {
    const id = r.id ?? store.newId("room");
    store.rooms.set(id, {
      id,
      class_id: r.class_id,
      name: r.name,
      layout: structuredClone(r.layout),
      created_at: now,
      updated_at: now,
      version: 1,
    });
  }
}

/**
 * The whole DataSource in memory (the signed-out demo, docs/product.md#routes): the server's rules and answers,
 * its errors as the HTTP helper's `Error("<status>: <json body>")`, and nothing sent anywhere.
 * Starts with the Sample Class unless given another seed; every instance is independent.
 */
export function memorySource(
  seed: MemorySeed = sampleSeed(),
  options: MemorySourceOptions = {},
): DataSource {
  const store = createStore({
    userId: DEMO_USER_ID,
    classLimit: options.classLimit ?? DEFAULT_CLASS_LIMIT,
    ...(options.savedMembersLimit ? { savedMembersLimit: options.savedMembersLimit } : {}),
    random: options.random,
    clock: options.clock,
  });
  load(store, seed);
  setDemoTeacherName(store, options.teacherName);
  return recordingWrites(store, {
    kind: "memory",
    userId: store.userId,
    ...classOps(store),
    ...studentOps(store),
    ...bulkOps(store),
    ...historyOps(store),
    ...attendanceOps(store),
    ...groupSettingOps(store),
    ...groupingOps(store),
    ...settingOps(store),
    ...rosterOps(store),
    ...roomOps(store),
    ...chartOps(store),
    ...sharingOps(store),
    ...activityOps(store),
  });
}
