/**
 * Group generation (docs/product.md#groups). The number of groups is clamped to 1..20 (default 4); every group holds
 * ceil(n / count) students except the last, which takes the rest, and empty groups are dropped
 * (10 students into 4 groups: sizes 3, 3, 3, 1; 9 into 4: 3, 3, 3).
 */

import { defaultRandom, type Random, shuffled } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
  valueIndex,
} from "../students/attributes";
import { encodeClass } from "./codes";
import { searchGroups } from "./search";

export const MIN_GROUPS = 1;
export const MAX_GROUPS = 20;
export const DEFAULT_GROUPS = 4;

export type GroupingMethod = "random" | "same-category" | "diverse" | "balanced";

export interface GroupingOptions {
  method: GroupingMethod;
  /** Requested number of groups (clamped). */
  count?: number;
  /** Same-category: the attribute to group by (default number). */
  attribute?: AttributeName;
  /** Balanced: the attributes to balance (none: same as random). */
  balanceOn?: readonly AttributeName[];
  attributes?: AttributeSet;
  random?: Random;
}

/** A typed number of groups clamped to 1..20; anything not a number gives the default 4. */
export function clampGroupCount(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || Number.isNaN(number)) return DEFAULT_GROUPS;
  return Math.min(MAX_GROUPS, Math.max(MIN_GROUPS, Math.trunc(number)));
}

/** The sizes of the non-empty groups for n students and a requested count. */
export function groupSizes(n: number, count: number): number[] {
  if (n <= 0) return [];
  const size = Math.ceil(n / clampGroupCount(count));
  const sizes: number[] = [];
  for (let left = n; left > 0; left -= size) sizes.push(Math.min(size, left));
  return sizes;
}

export function cut<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  let start = 0;
  return sizes.map((size) => {
    start += size;
    return items.slice(start - size, start);
  });
}

/** Students ordered by the attribute's option order (missing values last), ties in random order. */
export function bySameCategory<T extends StudentAttributes>(
  students: readonly T[],
  def: AttributeSet[AttributeName],
  random: Random,
): T[] {
  const rank = (student: T) => {
    const index = valueIndex(def, student[def.name]);
    return index < 0 ? def.options.length : index;
  };
  return shuffled(students, random).sort((a, b) => rank(a) - rank(b));
}

/** Groups of the given students by the chosen method; each run gives a fresh result. */
export function createGroups<T extends StudentAttributes>(
  students: readonly T[],
  options: GroupingOptions,
): T[][] {
  const random = options.random ?? defaultRandom;
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  const sizes = groupSizes(students.length, options.count ?? DEFAULT_GROUPS);
  switch (options.method) {
    case "random":
      return cut(shuffled(students, random), sizes);
    case "same-category": {
      const def = attributes[options.attribute ?? "number"];
      return cut(bySameCategory(students, def, random), sizes);
    }
    case "diverse":
    case "balanced": {
      const balanceOn = options.method === "diverse" ? ATTRIBUTE_NAMES : (options.balanceOn ?? []);
      if (balanceOn.length === 0) return cut(shuffled(students, random), sizes);
      const encoded = encodeClass(students, attributes, balanceOn);
      const groups = searchGroups(encoded, sizes, random);
      return groups.map((group) => shuffled(group, random).map((i) => students[i] as T));
    }
  }
}
