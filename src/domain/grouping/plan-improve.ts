/**
 * Moves of the search core (plan-search.ts): best-swap descent over free students, block
 * swaps and random rule-keeping swaps (kicks, and the random walk of "Random"). The iterated
 * local search that uses them is plan-run.ts.
 */

import { type Random, shuffleInPlace } from "../random";
import type { PlanSearch } from "./plan-search";

/** The change of value() when cells change by dc and pairs by dp (pairs on). */
function change(s: PlanSearch, dc: number, dp: number): number {
  const { cells, limit } = s;
  const over = Math.max(0, cells + dc - limit) - Math.max(0, cells - limit);
  return s.over * over + s.pairWeight * dp + dc;
}

/**
 * The best improving swap partner of free student i (value() change < 0), or -1. A group is
 * skipped when a lower bound on any swap with it can't improve: the attributes' best cases and
 * the most past partners a member there may leave behind (`maxIn`, refreshed once a pass, so it
 * may be slightly stale: that only makes the search miss a move, never break a rule). value() is
 * nondecreasing in the change of cells and of pairs, so bounding both bounds it.
 */
function bestPartner(
  s: PlanSearch,
  i: number,
  base: Int32Array,
  pair: Int32Array,
  maxIn: Int32Array,
  maxRow: number,
): number {
  const { na, width, k, codes, rem, add, pg, row, free } = s;
  const pairsOn = s.input.history !== null && s.pairsOn;
  const g1 = s.groupOf[i] as number;
  let best = 0;
  let partner = -1;
  for (let g2 = 0; g2 < k; g2++) {
    if (g2 === g1) continue;
    s.work += na * width + 1;
    let bound = 0;
    for (let a = 0; a < na; a++) {
      const u = codes[i * na + a] as number;
      const c1 = (g1 * na + a) * width;
      const c2 = (g2 * na + a) * width;
      const b = (rem[c1 + u] as number) + (add[c2 + u] as number);
      base[a] = b;
      let low = 0;
      for (let v = 0; v < width; v++) {
        const p = (add[c1 + v] as number) + (rem[c2 + v] as number);
        pair[a * width + v] = p;
        if (v !== u && b + p < low) low = b + p;
      }
      bound += low;
    }
    const pi = pairsOn ? (pg[i * k + g2] as number) - (pg[i * k + g1] as number) : 0;
    const lowPairs = pairsOn ? pi - (maxIn[g2] as number) - 2 * maxRow : 0;
    if ((pairsOn ? change(s, bound, lowPairs) : bound) >= best) continue;
    const members = s.members[g2] as number[];
    s.work += members.length;
    for (const j of members) {
      if (free[j] === 0) continue;
      let dp = pi;
      if (pairsOn) {
        dp += (pg[j * k + g1] as number) - (pg[j * k + g2] as number) - 2 * (row[j] as number);
      }
      let dc = 0;
      for (let a = 0; a < na; a++) {
        const v = codes[j * na + a] as number;
        if (v !== codes[i * na + a]) dc += (base[a] as number) + (pair[a * width + v] as number);
      }
      const d = pairsOn ? change(s, dc, dp) : dc;
      if (d < best && s.swapValid(i, j)) {
        best = d;
        partner = j;
      }
    }
  }
  return partner;
}

/** Sets (value 1) or clears (0) the past meetings of i in `s.row`; returns the most with one. */
function fillRow(s: PlanSearch, i: number, value: 0 | 1): number {
  const h = s.input.history;
  if (!h) return 0;
  let most = 0;
  for (let p = h.offsets[i] as number; p < (h.offsets[i + 1] as number); p++) {
    const c = h.counts[p] as number;
    s.row[h.partners[p] as number] = value * c;
    if (c > most) most = c;
  }
  return most;
}

function refreshMaxIn(s: PlanSearch, maxIn: Int32Array): void {
  maxIn.fill(0);
  if (!s.input.history) return;
  for (let x = 0; x < s.n; x++) {
    const g = s.groupOf[x] as number;
    const v = s.pg[x * s.k + g] as number;
    if (v > (maxIn[g] as number)) maxIn[g] = v;
  }
}

/** Swaps a block with as many random free students of a random other group, if allowed. */
function blockMove(s: PlanSearch, unit: readonly number[], accept: (d: number) => boolean): void {
  const g1 = s.groupOf[unit[0] as number] as number;
  const g2 = s.random.int(s.k);
  if (g2 === g1) return;
  const others = shuffleInPlace(
    (s.members[g2] as number[]).filter((j) => s.free[j] === 1),
    s.random,
  ).slice(0, unit.length);
  if (others.length < unit.length) return;
  let d = 0;
  for (const x of unit) d += s.move(x, g2);
  for (const j of others) d += s.move(j, g1);
  const { apartOf } = s.input.model;
  const valid = [...unit, ...others].every((x) =>
    (apartOf[x] as number[]).every(
      (a) => (s.apartCount[a * s.k + (s.groupOf[x] as number)] as number) <= 1,
    ),
  );
  if (valid && accept(d)) return;
  for (const j of others) s.move(j, g2);
  for (const x of unit) s.move(x, g1);
}

function blocks(s: PlanSearch): number[][] {
  const { units, unitPin } = s.input.model;
  return units.filter((unit, u) => unit.length > 1 && (unitPin[u] as number) < 0);
}

/** Best-swap descent to a local optimum, with block swaps between passes. */
export function descend(s: PlanSearch, budget: number): void {
  const base = new Int32Array(s.na);
  const pair = new Int32Array(s.na * s.width);
  const order = Array.from({ length: s.n }, (_, i) => i).filter((i) => s.free[i] === 1);
  const movable = blocks(s);
  const maxIn = new Int32Array(s.k);
  for (let improved = true; improved && s.work < budget; ) {
    improved = false;
    refreshMaxIn(s, maxIn);
    for (const i of shuffleInPlace(order, s.random)) {
      if (s.work >= budget) break;
      const maxRow = fillRow(s, i, 1);
      const j = bestPartner(s, i, base, pair, maxIn, maxRow);
      fillRow(s, i, 0);
      if (j >= 0) {
        s.swap(i, j);
        improved = true;
      }
    }
    const before = s.value();
    for (const unit of movable) blockMove(s, unit, (d) => d < 0);
    if (s.value() < before) improved = true;
  }
}

/** `count` random rule-keeping swaps of free students (and block moves), whatever they cost. */
export function randomSwaps(s: PlanSearch, count: number, random: Random): void {
  const order = Array.from({ length: s.n }, (_, i) => i).filter((i) => s.free[i] === 1);
  const movable = blocks(s);
  if (s.k < 2) return;
  for (let tries = 0; tries < count; tries++) {
    if (movable.length > 0 && random.int(order.length + movable.length) < movable.length) {
      blockMove(s, movable[random.int(movable.length)] as number[], () => true);
      continue;
    }
    if (order.length < 2) continue;
    const i = order[random.int(order.length)] as number;
    const j = order[random.int(order.length)] as number;
    if (s.groupOf[i] !== s.groupOf[j] && s.swapValid(i, j)) s.swap(i, j);
  }
}
