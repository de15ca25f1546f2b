import { t } from "@lingui/core/macro";
import { z } from "zod";
import { pathId } from "#src/domain/schemas/common";
import {
  GROUPING_CONFLICT,
  GROUPING_LIMIT_MESSAGE,
  type GroupRuleDto,
  groupingRenameInput,
  groupingSummary,
  groupRuleInput,
  leftClassMessage,
  MAX_GROUPINGS_PER_CLASS,
  MAX_RULES_PER_CLASS,
  RULE_LIMIT_MESSAGE,
  type SavedGroupingDto,
  type SavedMemberDto,
  savedGroupingInput,
  savedMembersLimitMessage,
} from "#src/domain/schemas/groupings";
import type { DataSource } from "../source";
import {
  assertVersion,
  findClass,
  httpError,
  limitReached,
  type MemoryStore,
  notFound,
  parse,
} from "./store";

type GroupingOps = Pick<
  DataSource,
  | "listGroupRules"
  | "addGroupRule"
  | "deleteGroupRule"
  | "listGroupings"
  | "getGrouping"
  | "saveGrouping"
  | "renameGrouping"
  | "deleteGrouping"
>;

const classParams = z.object({ classId: pathId });
const idParams = z.object({ id: pathId });

const ruleNotFound = () => t`Rule not found`;
const groupingNotFound = () => t`Grouping not found`;
const notInClass = () => t`Student not found in this class`;

/** Copies, so a caller (or the query cache) can never change the store by accident. */
const copyRule = (rule: GroupRuleDto): GroupRuleDto => ({
  ...rule,
  student_ids: [...rule.student_ids],
});
const copyGrouping = (grouping: SavedGroupingDto): SavedGroupingDto => ({
  ...grouping,
  balance_on: [...grouping.balance_on],
  groups: grouping.groups.map((group) => group.map((member) => ({ ...member }))),
});

const ofClass = <T extends { class_id: string }>(rows: Map<string, T>, classId: string): T[] =>
  [...rows.values()].filter((row) => row.class_id === classId);

/**
 * Group rules and saved groupings in the demo: a class's grouping rules (oldest first) and saved groupings (newest
 * first), with the server's checks, limits, snapshots and answers.
 */
export function groupingOps(store: MemoryStore): GroupingOps {
  /** 404 unless every id is a student of the class, as the server checks. */
  const assertInClass = (classId: string, studentIds: readonly string[]) => {
    if (studentIds.some((id) => store.students.get(id)?.class_id !== classId)) {
      throw notFound(notInClass());
    }
  };

  /**
   * As the server's save: students who left the class since (members of its saved groupings)
   * are a 409 naming them as last saved; any other stranger a 404 (decision 0028).
   */
  const assertStillInClass = (classId: string, studentIds: readonly string[]) => {
    const missing = studentIds.filter((id) => store.students.get(id)?.class_id !== classId);
    if (missing.length === 0) return;
    const nameOf = new Map<string, string>();
    for (const saved of ofClass(store.groupings, classId)) {
      for (const m of saved.groups.flat()) nameOf.set(m.student_id, m.name);
    }
    if (missing.some((id) => !nameOf.has(id))) throw notFound(notInClass());
    throw httpError(409, {
      error: leftClassMessage(missing.map((id) => nameOf.get(id) as string)),
      details: { student_ids: missing },
    });
  };

  return {
    async listGroupRules(classId) {
      parse(classParams, { classId }, "params");
      const owned = findClass(store, classId);
      return ofClass(store.groupRules, owned.id).map(copyRule);
    },

    async addGroupRule(classId, input) {
      parse(classParams, { classId }, "params");
      const body = parse(groupRuleInput, input);
      const owned = findClass(store, classId);
      assertInClass(owned.id, body.student_ids);
      if (ofClass(store.groupRules, owned.id).length >= MAX_RULES_PER_CLASS) {
        throw limitReached(RULE_LIMIT_MESSAGE);
      }
      const rule: GroupRuleDto = {
        id: store.newId("rule"),
        class_id: owned.id,
        kind: body.kind,
        student_ids: [...body.student_ids],
        created_at: store.now(),
      };
      store.groupRules.set(rule.id, rule);
      return copyRule(rule);
    },

    async deleteGroupRule(id) {
      parse(idParams, { id }, "params");
      if (!store.groupRules.delete(id)) throw notFound(ruleNotFound());
    },

    async listGroupings(classId) {
      parse(classParams, { classId }, "params");
      const owned = findClass(store, classId);
      return ofClass(store.groupings, owned.id).reverse().map(groupingSummary);
    },

    async getGrouping(id) {
      parse(idParams, { id }, "params");
      const grouping = store.groupings.get(id);
      if (!grouping) throw notFound(groupingNotFound());
      return copyGrouping(grouping);
    },

    async saveGrouping(classId, input) {
      parse(classParams, { classId }, "params");
      const body = parse(savedGroupingInput, input);
      const owned = findClass(store, classId);
      assertStillInClass(owned.id, body.groups.flat());
      if (ofClass(store.groupings, owned.id).length >= MAX_GROUPINGS_PER_CLASS) {
        throw limitReached(GROUPING_LIMIT_MESSAGE);
      }
      // As the server: all the saved groupings' members together stay within the limit (0031).
      let saved = 0;
      for (const g of store.groupings.values()) saved += groupingSummary(g).member_count;
      const total = saved + body.groups.flat().length;
      if (total > store.savedMembersLimit) {
        throw limitReached(savedMembersLimitMessage(store.savedMembersLimit, total));
      }
      // The members as they are now: the grouping stays readable after renames and deletes.
      const snapshot = (studentId: string): SavedMemberDto => {
        const s = store.students.get(studentId);
        return {
          student_id: studentId,
          name: s?.name ?? "",
          number: s?.number ?? null,
          color: s?.color ?? null,
          element: s?.element ?? null,
          shape: s?.shape ?? null,
        };
      };
      const now = store.now();
      const grouping: SavedGroupingDto = {
        id: store.newId("grouping"),
        class_id: owned.id,
        name: body.name,
        method: body.method,
        balance_on: [...body.balance_on],
        groups: body.groups.map((group) => group.map(snapshot)),
        created_at: now,
        updated_at: now,
        version: 1,
      };
      store.groupings.set(grouping.id, grouping);
      return copyGrouping(grouping);
    },

    async renameGrouping(id, name, options = {}) {
      parse(idParams, { id }, "params");
      const body = parse(groupingRenameInput, { name });
      const current = store.groupings.get(id);
      if (!current) throw notFound(groupingNotFound());
      assertVersion(current, options.ifMatch, GROUPING_CONFLICT, groupingSummary);
      const renamed: SavedGroupingDto = {
        ...current,
        name: body.name,
        updated_at: store.now(),
        version: current.version + 1,
      };
      store.groupings.set(id, renamed);
      return groupingSummary(renamed);
    },

    async deleteGrouping(id) {
      parse(idParams, { id }, "params");
      if (!store.groupings.delete(id)) throw notFound(groupingNotFound());
    },
  };
}

/**
 * A student deleted from a class, or moved out of it, leaves its rules; a rule left with fewer
 * than two students goes too (as the server does in the same transaction). Saved groupings keep
 * their snapshot of the student.
 */
export function leaveGroupRules(store: MemoryStore, studentId: string, classId: string): void {
  for (const rule of ofClass(store.groupRules, classId)) {
    if (!rule.student_ids.includes(studentId)) continue;
    const rest = rule.student_ids.filter((id) => id !== studentId);
    if (rest.length < 2) store.groupRules.delete(rule.id);
    else store.groupRules.set(rule.id, { ...rule, student_ids: rest });
  }
}

/** A deleted class takes its rules and saved groupings with it. */
export function forgetClassGroupings(store: MemoryStore, classId: string): void {
  for (const rule of ofClass(store.groupRules, classId)) store.groupRules.delete(rule.id);
  for (const grouping of ofClass(store.groupings, classId)) store.groupings.delete(grouping.id);
}
