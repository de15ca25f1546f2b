/**
 * A tight lower bound for the grouping score of quality.ts, for small classes. The
 * per-attribute bound there is loose below about 40 students: one student carries a value of
 * every attribute, so the attributes' separate optima often cannot all be met at once (11
 * students into 2 groups: best possible 10.18, per-attribute bound 7.64).
 *
 * Here the best possible score itself is found by branch and bound (bound-search.ts),
 * starting from a known grouping's score. With a tolerance ε it only proves that nothing beats
 * that score by more than ε (nodes within ε are pruned), which is much faster. Whatever is
 * pruned is remembered, so the result is always a valid bound:
 *
 *   lowerBound = min(best score found, least bound of the pruned nodes)
 *
 * and it is the exact optimum when no pruned node could beat the best found. Should the time
 * or node budget run out, the per-attribute bound is returned with `complete: false`.
 */

import { seededRandom } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
} from "../students/attributes";
import { boundModel } from "./bound-model";
import { BoundSearch } from "./bound-search";
import { type EncodedClass, encodeClass } from "./codes";
import { type GroupQuality, scaledLowerBound, scaledScore } from "./quality";
import { searchGroups } from "./search";

export interface TightBound {
  /** A score no grouping into these sizes can beat. */
  lowerBound: number;
  /** True when lowerBound is the best possible score itself. */
  exact: boolean;
  /** False when the time budget ran out; lowerBound is then the per-attribute bound. */
  complete: boolean;
}

export interface TightBoundOptions {
  /** Time budget in milliseconds (default 2,000). */
  budgetMs?: number;
  /** Work budget in search nodes (about a million a second): deterministic, for tests. */
  nodeBudget?: number;
  /** Prove only that nothing beats the starting score by more than this fraction (default 0). */
  tolerance?: number;
  /** Clock in milliseconds (default Date.now). */
  now?: () => number;
}

/** The tight bound × n, starting from a grouping that scores `incumbent` × n. */
export function scaledTightBound(
  enc: EncodedClass,
  sizes: readonly number[],
  incumbent: number,
  options: TightBoundOptions = {},
): TightBound {
  const loose = scaledLowerBound(enc, sizes);
  if (incumbent <= loose) return { lowerBound: incumbent, exact: true, complete: true };
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? 2000);
  const model = boundModel(enc, sizes);
  const factor = 1 + (options.tolerance ?? 0);
  const nodeBudget = options.nodeBudget ?? Number.POSITIVE_INFINITY;
  const search: BoundSearch = new BoundSearch(
    model,
    incumbent,
    factor,
    (): boolean => search.nodes > nodeBudget || now() > deadline,
  );
  search.open(0, 0);
  if (search.aborted) return { lowerBound: loose, exact: false, complete: false };
  const found = Math.min(search.best, search.pruned);
  return {
    lowerBound: Math.max(loose, found),
    exact: search.pruned >= search.best,
    complete: true,
  };
}

function checkSizes(n: number, sizes: readonly number[]): void {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum !== n || sizes.some((s) => !Number.isInteger(s) || s < 1)) {
    throw new RangeError(`group sizes must be positive and add up to ${n}`);
  }
}

/** The best possible score for splitting `students` into groups of these sizes (see above). */
export function exactLowerBound(
  students: readonly StudentAttributes[],
  sizes: readonly number[],
  attributes: AttributeSet = DEFAULT_ATTRIBUTES,
  balanceOn: readonly AttributeName[] = ATTRIBUTE_NAMES,
  options: TightBoundOptions = {},
): TightBound {
  checkSizes(students.length, sizes);
  const enc = encodeClass(students, attributes, balanceOn);
  if (enc.n === 0 || enc.names.length === 0) return { lowerBound: 0, exact: true, complete: true };
  const start = scaledScore(enc, searchGroups(enc, sizes, seededRandom(1)));
  const bound = scaledTightBound(enc, sizes, start, options);
  return { ...bound, lowerBound: bound.lowerBound / enc.n };
}

/** groupQuality with the tight bound; with a tolerance ε the bound may stop at score / (1 + ε). */
export function tightQuality(
  groups: readonly (readonly StudentAttributes[])[],
  attributes: AttributeSet = DEFAULT_ATTRIBUTES,
  balanceOn: readonly AttributeName[] = ATTRIBUTE_NAMES,
  options: TightBoundOptions = {},
): GroupQuality & TightBound {
  const students = groups.flat();
  const enc = encodeClass(students, attributes, balanceOn);
  if (enc.n === 0) return { score: 0, lowerBound: 0, exact: true, complete: true };
  let next = 0;
  const indexGroups = groups.map((group) => group.map(() => next++));
  const score = scaledScore(enc, indexGroups);
  const sizes = groups.map((group) => group.length);
  const bound = scaledTightBound(enc, sizes, score, options);
  return { score: score / enc.n, ...bound, lowerBound: bound.lowerBound / enc.n };
}
