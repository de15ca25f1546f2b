/**
 * Diverse and Balanced grouping without rules, pins or past partners (createGroups, and planGroups
 * when none is in play): split students into groups of given sizes so each group's value counts
 * are as close as possible to its ideal share (the score of quality.ts).
 *
 * It runs the one search core of planGroups (plan-search.ts, plan-improve.ts) on a
 * model where every student is free: a greedy start (each student, in random order, joins the
 * open group where it lowers the score most) improved by swap local search; further runs follow
 * while they fit a fixed work budget (so small classes get many, large ones one or two), keeping
 * the best: mostly the best so far kicked by a few random swaps (iterated local search), every
 * eighth a fresh greedy start; it stops as soon as it reaches the lower bound, a proven optimum.
 */

import type { Random } from "../random";
import type { EncodedClass } from "./codes";
import { improve } from "./plan-run";
import { PlanSearch } from "./plan-search";
import { scaledLowerBound } from "./quality";
import type { RuleModel } from "./rule-types";

/** Work units (cells and partners examined) per search; keeps 1,000 students well under 50 ms. */
const WORK_BUDGET = 3_000_000;
/** Every so many runs starts afresh; the others kick the best grouping with a few random swaps. */
const FRESH_EVERY = 8;

/** The rule model of no rule and no pin: every student a free unit of its own. */
export function freeModel(n: number, sizes: readonly number[]): RuleModel {
  return {
    n,
    k: sizes.length,
    sizes,
    units: Array.from({ length: n }, (_, i) => [i]),
    unitOf: Int32Array.from({ length: n }, (_, i) => i),
    unitPin: new Int32Array(n).fill(-1),
    apart: [],
    apartRule: [],
    apartOf: Array.from({ length: n }, () => []),
  };
}

/** Groups of student indices with the given sizes, optimised for the encoded attributes. */
export function searchGroups(
  enc: EncodedClass,
  sizes: readonly number[],
  random: Random,
): number[][] {
  const search = new PlanSearch(
    {
      model: freeModel(enc.n, sizes),
      enc,
      mode: "balance",
      history: null,
      bound: scaledLowerBound(enc, sizes),
      walk: false,
      workBudget: WORK_BUDGET,
      tolerance: 0,
      freshEvery: FRESH_EVERY,
    },
    random,
  );
  search.construct();
  improve(search);
  return search.members.map((group) => [...group]);
}
