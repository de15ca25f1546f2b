import { msg, plural, t } from "@lingui/core/macro";
import {
  clampGroupCount,
  DEFAULT_GROUPS,
  type GroupingMethod,
  type GroupingOptions,
} from "#src/domain/grouping/groups";
import type { PlanOptions } from "#src/domain/grouping/plan";
import type { GroupSizeRequest, PerGroupRule } from "#src/domain/grouping/sizes";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
} from "#src/domain/students/attributes";

/** The teacher asks for a number of groups or for students per group. */
export type SizeMode = "groups" | "per-group";
/** The Size by choice: a number of groups, or at least or at most so many per group. */
export type SizeChoice = "groups" | PerGroupRule;
export const MIN_PER_GROUP = 1;
export const MAX_PER_GROUP = 50;
export const DEFAULT_PER_GROUP = 4;
/** New partners looks back over 1..10 saved groupings. */
export const MAX_PARTNER_ROUNDS = 10;
export const DEFAULT_PARTNER_ROUNDS = 3;

/**
 * The Groups screen's form (docs/product.md#groups). The selection is kept as the students left out, so "all
 * selected by default" also holds for students that load (or are added) later.
 */
export type GroupForm = {
  excluded: ReadonlySet<string>;
  /** The number of groups as typed; clamped to 1..20 on blur and on Generate. */
  countText: string;
  sizeMode: SizeMode;
  /** Students per group as typed; clamped to 1..50 on blur and on Generate. */
  perGroupText: string;
  /** Students per group: at least or at most perGroupText (kept while sizing by groups). */
  perGroupRule: PerGroupRule;
  /** New partners: avoid pairs from the last `partnerRounds` saved groupings. */
  avoidPartners: boolean;
  partnerRounds: number;
  /**
   * New partners first (decision 0020): the fewest repeated pairs, then the method's aim;
   * otherwise the aim first, giving up only a little of it for new partners.
   */
  partnersFirst: boolean;
  method: GroupingMethod;
  /** Group by Same Categories: the category. */
  category: AttributeName;
  /** Balanced: the attributes to balance, in attribute order. */
  balanceOn: readonly AttributeName[];
};

export type GroupFormAction =
  | { type: "toggle-student"; id: string }
  | { type: "select-all"; ids: readonly string[]; selected: boolean }
  /** Leaves these students out (today's absent ones, once each: a tick by hand then holds). */
  | { type: "exclude"; ids: readonly string[] }
  | { type: "count-text"; text: string }
  /** Clamps both the number of groups and the students per group. */
  | { type: "clamp-count" }
  | { type: "size-mode"; mode: SizeMode }
  | { type: "size-choice"; choice: SizeChoice }
  | { type: "per-group-text"; text: string }
  | { type: "avoid-partners"; on: boolean }
  | { type: "partner-rounds"; rounds: number }
  | { type: "partners-first"; on: boolean }
  | { type: "method"; method: GroupingMethod }
  | { type: "category"; category: AttributeName }
  | { type: "toggle-balance"; name: AttributeName };

export const initialGroupForm: GroupForm = {
  excluded: new Set(),
  countText: String(DEFAULT_GROUPS),
  sizeMode: "groups",
  perGroupText: String(DEFAULT_PER_GROUP),
  perGroupRule: "at-most",
  avoidPartners: false,
  partnerRounds: DEFAULT_PARTNER_ROUNDS,
  partnersFirst: false,
  method: "random",
  category: "number",
  balanceOn: ATTRIBUTE_NAMES,
};

export function groupFormReducer(state: GroupForm, action: GroupFormAction): GroupForm {
  switch (action.type) {
    case "toggle-student": {
      const excluded = new Set(state.excluded);
      if (!excluded.delete(action.id)) excluded.add(action.id);
      return { ...state, excluded };
    }
    case "exclude":
      return { ...state, excluded: new Set([...state.excluded, ...action.ids]) };
    case "select-all":
      return { ...state, excluded: action.selected ? new Set() : new Set(action.ids) };
    case "count-text":
      return { ...state, countText: action.text };
    case "clamp-count":
      return {
        ...state,
        countText: String(clampGroupCount(state.countText)),
        perGroupText: String(clampPerGroup(state.perGroupText)),
      };
    case "size-mode":
      return { ...state, sizeMode: action.mode };
    case "size-choice":
      return action.choice === "groups"
        ? { ...state, sizeMode: "groups" }
        : { ...state, sizeMode: "per-group", perGroupRule: action.choice };
    case "per-group-text":
      return { ...state, perGroupText: action.text };
    case "avoid-partners":
      return { ...state, avoidPartners: action.on };
    case "partner-rounds":
      return { ...state, partnerRounds: clampRounds(action.rounds) };
    case "partners-first":
      return { ...state, partnersFirst: action.on };
    case "method":
      return { ...state, method: action.method };
    case "category":
      return { ...state, category: action.category };
    case "toggle-balance": {
      const on = state.balanceOn.includes(action.name);
      const balanceOn = ATTRIBUTE_NAMES.filter((name) =>
        name === action.name ? !on : state.balanceOn.includes(name),
      );
      return { ...state, balanceOn };
    }
  }
}

/** A typed number of students per group, clamped to 1..50 (blank or not a number: 4). */
export function clampPerGroup(text: string): number {
  const value = text.trim() === "" ? Number.NaN : Number(text);
  if (Number.isNaN(value)) return DEFAULT_PER_GROUP;
  return Math.min(MAX_PER_GROUP, Math.max(MIN_PER_GROUP, Math.trunc(value)));
}

function clampRounds(rounds: number): number {
  if (!Number.isFinite(rounds)) return DEFAULT_PARTNER_ROUNDS;
  return Math.min(MAX_PARTNER_ROUNDS, Math.max(1, Math.trunc(rounds)));
}

export type SizeFields = Pick<
  GroupForm,
  "sizeMode" | "countText" | "perGroupText" | "perGroupRule"
>;

/** The sizes planGroups is asked for (the typed number clamped). */
export function sizeRequest(form: SizeFields): GroupSizeRequest {
  return form.sizeMode === "groups"
    ? { mode: "groups", count: clampGroupCount(form.countText) }
    : { mode: "per-group", size: clampPerGroup(form.perGroupText), rule: form.perGroupRule };
}

/** The Size by select's value: the number of groups, or the per-group rule. */
export function sizeChoice(form: Pick<GroupForm, "sizeMode" | "perGroupRule">): SizeChoice {
  return form.sizeMode === "groups" ? "groups" : form.perGroupRule;
}

/** The students that take part, in roster order. */
export function selectedStudents<T extends { id: string }>(
  students: readonly T[],
  form: Pick<GroupForm, "excluded">,
): T[] {
  return students.filter((s) => !form.excluded.has(s.id));
}

/** "10 of 12 students selected". */
export function selectionSummary(selected: number, total: number): string {
  return plural(total, {
    one: `${selected} of # student selected`,
    other: `${selected} of # students selected`,
  });
}

/** Select all's state: checked, unchecked, or mixed (some selected). */
export function selectAllState(selected: number, total: number): boolean | "mixed" {
  if (total > 0 && selected === total) return true;
  return selected === 0 ? false : "mixed";
}

export const NO_STUDENT_SELECTED = msg`Select at least one student.`;
export const NO_ATTRIBUTE_TO_BALANCE = msg`Choose at least one attribute to balance.`;

/** Why Generate Groups is disabled, or null when it may run. */
export function generateBlocker(form: GroupForm, selectedCount: number): string | null {
  if (selectedCount === 0) return t(NO_STUDENT_SELECTED);
  if (form.method === "balanced" && form.balanceOn.length === 0) {
    return t(NO_ATTRIBUTE_TO_BALANCE);
  }
  return null;
}

/** The options for the domain's createGroups (the count clamped). */
export function groupingOptions(form: GroupForm, attributes: AttributeSet): GroupingOptions {
  return {
    method: form.method,
    count: clampGroupCount(form.countText),
    attribute: form.category,
    balanceOn: form.balanceOn,
    attributes,
  };
}

/** planGroups' options for the form's method and sizes (rules, pins, past added by the run). */
export function planOptions(form: GroupForm, attributes: AttributeSet): PlanOptions {
  return {
    method: form.method,
    sizes: sizeRequest(form),
    attribute: form.category,
    balanceOn: form.balanceOn,
    attributes,
    partnersFirst: form.avoidPartners && form.partnersFirst,
  };
}

/** The attributes a result's balance score is measured on: Balanced's choice, else all four. */
export function measuredAttributes(
  method: GroupingMethod,
  balanceOn: readonly AttributeName[],
): readonly AttributeName[] {
  return method === "balanced" && balanceOn.length > 0 ? balanceOn : ATTRIBUTE_NAMES;
}
