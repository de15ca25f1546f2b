/**
 * Placing the blocks of a rule model (rules.ts) into groups of exact sizes so that no two
 * members of a keep-apart set share a group: pinned blocks first, then the others largest first
 * (most keep-apart ties first among equals, random order otherwise), each into the best-ranked
 * group with room and no conflict, backtracking when a block fits nowhere. Empty groups of equal
 * size are interchangeable, so only one of them is tried. The search has a node budget: it
 * answers "ok" with a placement, "impossible" when it tried everything, or "undecided".
 */

import { type Random, shuffleInPlace } from "../random";
import type { RuleModel } from "./rule-types";

export interface PlaceHooks {
  /** Lower is better; equal ranks keep a random order. */
  rank?(unit: number, group: number): number;
  place?(unit: number, group: number): void;
  unplace?(unit: number, group: number): void;
}

export type Placement =
  | { status: "ok"; unitGroup: Int32Array }
  | { status: "impossible" }
  | { status: "undecided" };

export function placeUnits(
  model: RuleModel,
  random: Random,
  hooks: PlaceHooks = {},
  nodeBudget = 20_000 + 20 * model.n,
): Placement {
  const { k, sizes, units, apart, apartOf } = model;
  const free = Int32Array.from(sizes);
  const placed = new Int32Array(k); // units placed per group
  const apartCount = new Int32Array(apart.length * k);
  const unitGroup = new Int32Array(units.length).fill(-1);
  const put = (u: number, g: number, step: 1 | -1) => {
    const unit = units[u] as number[];
    free[g] = (free[g] as number) - step * unit.length;
    placed[g] = (placed[g] as number) + step;
    for (const i of unit) {
      for (const a of apartOf[i] as number[]) {
        apartCount[a * k + g] = (apartCount[a * k + g] as number) + step;
      }
    }
    unitGroup[u] = step === 1 ? g : -1;
    if (step === 1) hooks.place?.(u, g);
    else hooks.unplace?.(u, g);
  };
  const fits = (u: number, g: number) => {
    const unit = units[u] as number[];
    if ((free[g] as number) < unit.length) return false;
    for (const i of unit) {
      for (const a of apartOf[i] as number[])
        if ((apartCount[a * k + g] as number) > 0) return false;
    }
    return true;
  };
  const loose: number[] = [];
  units.forEach((_, u) => {
    const g = model.unitPin[u] as number;
    if (g >= 0) put(u, g, 1);
    else loose.push(u);
  });
  const ties = Int32Array.from(units, (unit) =>
    unit.reduce((sum, i) => sum + (apartOf[i] as number[]).length, 0),
  );
  shuffleInPlace(loose, random).sort(
    (a, b) =>
      (units[b] as number[]).length - (units[a] as number[]).length ||
      (ties[b] as number) - (ties[a] as number),
  );
  const rankOf = new Float64Array(k);
  const all = Array.from({ length: k }, (_, g) => g);
  const candidates = (u: number): number[] => {
    const list: number[] = [];
    const emptySizes: number[] = [];
    for (const g of shuffleInPlace(all, random)) {
      if (!fits(u, g)) continue;
      if (placed[g] === 0) {
        if (emptySizes.includes(sizes[g] as number)) continue;
        emptySizes.push(sizes[g] as number);
      }
      list.push(g);
    }
    const rank = hooks.rank;
    if (!rank || list.length < 2) return list;
    for (const g of list) rankOf[g] = rank(u, g);
    return list.sort((a, b) => (rankOf[a] as number) - (rankOf[b] as number));
  };
  const lists: (number[] | null)[] = loose.map(() => null);
  const next = new Int32Array(loose.length);
  let nodes = 0;
  for (let d = 0; d < loose.length; ) {
    if (d < 0) return { status: "impossible" };
    const u = loose[d] as number;
    let list = lists[d] as number[] | null;
    if (list === null) {
      list = candidates(u);
      lists[d] = list;
      next[d] = 0;
    } else put(u, unitGroup[u] as number, -1);
    if ((next[d] as number) < list.length) {
      put(u, list[next[d] as number] as number, 1);
      next[d] = (next[d] as number) + 1;
      d++;
      if (++nodes > nodeBudget) return { status: "undecided" };
    } else {
      lists[d] = null;
      d--;
    }
  }
  return { status: "ok", unitGroup };
}
