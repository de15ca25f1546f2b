import type { ActivityAction } from "#src/domain/schemas/activity";
import type { DataSource } from "../source";
import { recordDemoActivity } from "./activity";
import type { MemoryStore } from "./store";

type Detail = { count?: number; studentId?: string };
/** What a write changed: its class (or classes) and the entry's details; null: nothing. */
type Change = { classIds: string[]; action: ActivityAction; detail?: Detail } | null;
/** Reads what it needs before the write (the class of a row about to go), then after. */
type Rule = (store: MemoryStore, args: unknown[]) => (result: unknown) => Change;

const one =
  (action: ActivityAction, detail?: (result: unknown, args: unknown[]) => Detail): Rule =>
  (_store, args) =>
  (result) => ({ classIds: [args[0] as string], action, detail: detail?.(result, args) });
const ofResult =
  (action: ActivityAction): Rule =>
  () =>
  (result) => ({ classIds: [(result as { class_id: string }).class_id], action });
const before =
  (
    action: ActivityAction,
    find: (store: MemoryStore, id: string) => string | undefined,
    detail?: Detail,
  ): Rule =>
  (store, args) => {
    const classId = find(store, args[0] as string);
    return () => (classId ? { classIds: [classId], action, detail } : null);
  };
const count = (n: unknown) => ({ count: Array.isArray(n) ? n.length : Number(n) });

/** Each write of the demo's data and the change it records (docs/decisions/0060-who-did-what.md). */
const RULES: Partial<Record<keyof DataSource, Rule>> = {
  updateClass: one("class.renamed"),
  createStudent: () => (result) => {
    const student = result as { id: string; class_id: string };
    const detail = { count: 1, studentId: student.id };
    return { classIds: [student.class_id], action: "students.added", detail };
  },
  updateStudent: (store, args) => {
    const id = args[0] as string;
    const from = store.students.get(id)?.class_id;
    return (result) => {
      const to = (result as { class_id: string }).class_id;
      if (!from || from === to) {
        return { classIds: [to], action: "student.edited", detail: { studentId: id } };
      }
      return {
        classIds: [from, to],
        action: "students.moved",
        detail: { count: 1, studentId: id },
      };
    };
  },
  deleteStudent: before("students.deleted", (s, id) => s.students.get(id)?.class_id, {
    count: 1,
  }),
  importStudents: one("students.imported", (r) => count((r as { created: number }).created)),
  shuffleCategories: one("students.shuffled", (r) => count(r)),
  addHistory: one("picks.made", () => count(1)),
  addDraw: one("picks.made", (r) => count(r)),
  undoDraw: one("picks.undone", (_r, args) => count(args[1])),
  clearHistory: one("history.cleared"),
  setAttendance: one("roll.marked", (_r, args) => count(args[2])),
  setPickMode: one("wheel.changed"),
  setSpinSeconds: one("wheel.changed"),
  setGroupSettings: one("groups.changed"),
  addGroupRule: one("rule.added"),
  deleteGroupRule: before("rule.deleted", (s, id) => s.groupRules.get(id)?.class_id),
  saveGrouping: one("grouping.saved"),
  renameGrouping: ofResult("grouping.renamed"),
  deleteGrouping: before("grouping.deleted", (s, id) => s.groupings.get(id)?.class_id),
  createRoom: one("seating.changed"),
  updateRoom: ofResult("seating.changed"),
  deleteRoom: before("seating.changed", (s, id) => s.rooms.get(id)?.class_id),
  saveSeatNeeds: one("seating.changed"),
  saveSeatingChart: one("chart.saved"),
  renameSeatingChart: ofResult("seating.changed"),
  deleteSeatingChart: before("seating.changed", (s, id) => s.seatingCharts.get(id)?.class_id),
};

/**
 * The demo's writes, each recording its change in the class's recent changes once it succeeds
 * (a refused write records nothing, as on the server).
 */
export function recordingWrites(store: MemoryStore, source: DataSource): DataSource {
  const wrapped: Record<string, unknown> = { ...source };
  for (const [name, rule] of Object.entries(RULES) as [keyof DataSource, Rule][]) {
    const write = source[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = async (...args: unknown[]) => {
      const after = rule(store, args);
      const result = await write(...args);
      const change = after(result);
      if (change) {
        for (const classId of change.classIds) {
          recordDemoActivity(store, classId, change.action, change.detail);
        }
      }
      return result;
    };
  }
  return wrapped as unknown as DataSource;
}
