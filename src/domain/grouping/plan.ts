/**
 * planGroups: createGroups with sizes that differ by at most one (sizes.ts),
 * rules (keep apart, keep together), pins and new partners. Rules and pins are hard: the result
 * is either groups that keep every one of them, or the rules that can't hold (checkRules), so the
 * caller can offer to generate without them. With no rule, pin or past grouping in play, each
 * method runs exactly as in createGroups on the new sizes.
 *
 * New partners (see docs/decisions/0018, 0020): lexicographic. By default the method's own aim
 * (balance, or equal values together) is searched first; it may then give up to
 * `balanceTolerance` of its best to make as few repeated pairs as possible. With `partnersFirst`
 * the fewest repeated pairs come first and the aim second; Random just makes as few as it can.
 */

import { defaultRandom, type Random, shuffled } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
} from "../students/attributes";
import { searchProblem } from "./check";
import { encodeClass } from "./codes";
import { bySameCategory, cut, type GroupingMethod } from "./groups";
import { type PastGrouping, partnerHistory, repeatedPairIndices } from "./partners";
import { sizesForPins } from "./pins";
import { improve } from "./plan-run";
import { type CellMode, PlanSearch } from "./plan-search";
import { scaledLowerBound } from "./quality";
import type { GroupRule, RuleModel, RuleProblem } from "./rule-types";
import { ruleModel } from "./rules";
import { searchGroups } from "./search";
import { type GroupSizeRequest, groupSizesFor } from "./sizes";

export { checkRules } from "./check";

export type PlanStudent = StudentAttributes & { id: string; name: string };

export interface PlanOptions {
  method: GroupingMethod;
  sizes: GroupSizeRequest;
  /** Same-category: the attribute to group by (default number). */
  attribute?: AttributeName;
  /** Balanced: the attributes to balance (none: random). */
  balanceOn?: readonly AttributeName[];
  attributes?: AttributeSet;
  rules?: readonly GroupRule[];
  /** Student id → group index (0-based) the student stays in. */
  pinned?: ReadonlyMap<string, number>;
  /** The last saved groupings, each a list of groups of student ids. */
  pastGroupings?: readonly PastGrouping[];
  random?: Random;
  /** Search work budget (default 600 units a student, 200,000 to 600,000: tens of milliseconds). */
  workBudget?: number;
  /**
   * New partners: how much worse than the best found the balance (or clustering) score may get
   * to avoid repeated pairs, as a fraction (default balanceTolerance(n)).
   */
  balanceTolerance?: number;
  /**
   * New partners first: as few repeated pairs as possible, then the method's aim among the
   * groupings that reach it (no tolerance). Default: the aim first, within balanceTolerance.
   */
  partnersFirst?: boolean;
}

export type PlanResult<T> =
  | { ok: true; groups: T[][]; repeatedPairs: [string, string][] }
  | { ok: false; problems: RuleProblem[] };

/**
 * New partners: the share of balance (above its bound) or clustering (below its best) that may be
 * given up for fewer repeated pairs, by class size: 7.5 / n, from 25% (30 students or fewer, where
 * one student moved weighs a lot in groups of four or five) down to 2% (375 students or more).
 */
export function balanceTolerance(n: number): number {
  return Math.min(0.25, Math.max(0.02, 7.5 / Math.max(1, n)));
}

function cellMode(options: PlanOptions): { mode: CellMode; names: readonly AttributeName[] } {
  switch (options.method) {
    case "random":
      return { mode: "none", names: [] };
    case "same-category":
      return { mode: "cluster", names: [options.attribute ?? "number"] };
    case "diverse":
      return { mode: "balance", names: ATTRIBUTE_NAMES };
    case "balanced": {
      const names = options.balanceOn ?? [];
      return { mode: names.length === 0 ? "none" : "balance", names };
    }
  }
}

/** Groups of the selected students by the chosen method, keeping every rule and pin. */
export function planGroups<T extends PlanStudent>(
  students: readonly T[],
  options: PlanOptions,
): PlanResult<T> {
  const random = options.random ?? defaultRandom;
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  const rules = options.rules ?? [];
  let { model, problems } = ruleModel(
    students,
    groupSizesFor(options.sizes, students.length),
    rules,
    options.pinned,
  );
  // Pins that overfill a smaller group may fit when it is one of the larger (pins.ts).
  if (problems.length > 0) {
    ({ model, problems } = ruleModel(students, sizesForPins(model), rules, options.pinned));
  }
  if (problems.length > 0) return { ok: false, problems };
  const { sizes } = model;
  const index = new Map(students.map((s, i) => [s.id, i]));
  const history = partnerHistory(index, students.length, options.pastGroupings ?? []);
  const constrained =
    history !== null ||
    model.apart.length > 0 ||
    model.units.length < students.length ||
    model.unitPin.some((g) => g >= 0);
  const { mode, names } = cellMode(options);
  if (!constrained)
    return { ok: true, groups: plain(students, sizes, options, random), repeatedPairs: [] };
  const enc = encodeClass(students, attributes, names);
  // Weighing partners needs n × groups counters: beyond 10 million (10,000 students in pairs)
  // the history is only reported, not avoided.
  const weighed = students.length * sizes.length <= 10_000_000 ? history : null;
  const search = new PlanSearch(
    {
      model,
      enc,
      mode,
      history: weighed,
      bound: mode === "balance" ? scaledLowerBound(enc, sizes) : mode === "none" ? 0 : -Infinity,
      walk: mode === "none" && weighed === null,
      workBudget: options.workBudget ?? Math.min(600_000, Math.max(200_000, 600 * students.length)),
      tolerance: options.partnersFirst
        ? Number.POSITIVE_INFINITY
        : (options.balanceTolerance ?? balanceTolerance(students.length)),
    },
    random,
  );
  const placed = search.construct();
  if (placed.status !== "ok") {
    return { ok: false, problems: [searchProblem(placed.status, model, rules, students)] };
  }
  improve(search);
  verify(model, search.groupOf);
  const groups = search.members.map((group) =>
    shuffled(group, random).map((i) => students[i] as T),
  );
  const repeatedPairs = repeatedPairIndices(history, search.groupOf).map(
    ([i, j]) => [(students[i] as T).id, (students[j] as T).id] as [string, string],
  );
  return { ok: true, groups, repeatedPairs };
}

/** Each method as createGroups runs it, on the given sizes. */
function plain<T extends PlanStudent>(
  students: readonly T[],
  sizes: readonly number[],
  options: PlanOptions,
  random: Random,
): T[][] {
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  const { mode, names } = cellMode(options);
  if (mode === "none") return cut(shuffled(students, random), sizes);
  if (mode === "cluster")
    return cut(bySameCategory(students, attributes[names[0] as AttributeName], random), sizes);
  const groups = searchGroups(encodeClass(students, attributes, names), sizes, random);
  return groups.map((group) => shuffled(group, random).map((i) => students[i] as T));
}

/** A broken rule here is a bug, never a result: fail loudly rather than return it. */
function verify(model: RuleModel, groupOf: Int32Array): void {
  const broken =
    model.apart.some((m) => new Set(m.map((i) => groupOf[i])).size !== m.length) ||
    model.units.some((unit, u) => {
      const g = groupOf[unit[0] as number] as number;
      const pin = model.unitPin[u] as number;
      return unit.some((i) => groupOf[i] !== g) || (pin >= 0 && pin !== g);
    }) ||
    !sizesMatch(model.sizes, groupOf);
  if (broken) throw new Error("planGroups: a grouping broke a rule (a bug)");
}

function sizesMatch(sizes: readonly number[], groupOf: Int32Array): boolean {
  const count = new Int32Array(sizes.length);
  for (const g of groupOf) count[g] = (count[g] as number) + 1;
  return sizes.every((size, g) => count[g] === size);
}
