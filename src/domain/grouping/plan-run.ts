/**
 * Running the search core (plan-search.ts): iterated local search with the moves of
 * plan-improve.ts, and the lexicographic order of New partners (see 0018).
 */
import { descend, randomSwaps } from "./plan-improve";
import type { PlanSearch } from "./plan-search";

const MAX_RESTARTS = 2000;

/**
 * Improves the placed grouping and leaves the best found in `s`. With New partners and cells to
 * weigh, lexicographically: first cells alone (until the proven bound, or half the budget once
 * within the tolerance of the bound, or 85%), then `limit` is set to that result within the
 * tolerance (limitFor) and pairs are searched under it with the rest. With an infinite tolerance
 * (New partners first) there is no limit: fewer pairs always win, and the search goes on after
 * the last repeat is gone for a better balance, until the bound or the budget.
 */
export function improve(s: PlanSearch): void {
  const { workBudget, bound, history, mode } = s.input;
  if (s.input.walk) {
    randomSwaps(s, 10 * s.n + 100, s.random);
    return;
  }
  if (history && mode !== "none") {
    s.pairsOn = false;
    // Until the bound or half the budget; on to 85% only while out of the tolerance's reach.
    search(s, workBudget / 2, (cells) => cells <= bound);
    const reach = limitFor(bound, bound, s.input.tolerance);
    if (s.cells > reach) search(s, workBudget * 0.85, (cells) => cells <= reach);
    s.limit = limitFor(s.cells, bound, s.input.tolerance);
    s.pairsOn = true;
  }
  const first = s.input.tolerance === Number.POSITIVE_INFINITY && mode !== "none";
  search(s, workBudget, (cells, pairs) =>
    history ? pairs === 0 && (!first || cells <= bound) : cells <= bound,
  );
}

/**
 * The most cells may reach to avoid repeats: `tolerance` above the proven bound where there is
 * one (balance), else above the best found (clustering); never below the best found.
 */
export function limitFor(best: number, bound: number, tolerance: number): number {
  if (tolerance === Number.POSITIVE_INFINITY) return tolerance;
  const ref = Number.isFinite(bound) && bound > 0 ? bound : best;
  return Math.max(best, ref + Math.floor(tolerance * Math.abs(ref)));
}

/** Iterated local search until `done` holds for the best grouping or the budget runs out. */
export function search(
  s: PlanSearch,
  budget: number,
  done: (cells: number, pairs: number) => boolean,
): void {
  descend(s, budget);
  let best = Int32Array.from(s.groupOf);
  let bestValue = s.value();
  let bestCells = s.cells;
  let bestPairs = s.pairs;
  const fresh = s.input.freshEvery ?? 0;
  const start = s.work;
  for (let run = 1; run < MAX_RESTARTS && !done(bestCells, bestPairs); run++) {
    // Stop when one more run, as long as the average one so far, would pass the budget.
    if (s.work + (s.work - start) / run > budget) break;
    const tried = fresh > 0 && run % fresh === 0;
    // Now and then a fresh greedy start; otherwise the best kicked by a few random swaps.
    if (!(tried && s.construct().status === "ok")) {
      if (tried || s.value() !== bestValue) restore(s, best);
      randomSwaps(s, 2 + s.random.int(3), s.random);
    }
    descend(s, budget);
    if (s.value() < bestValue) {
      bestValue = s.value();
      bestCells = s.cells;
      bestPairs = s.pairs;
      best = Int32Array.from(s.groupOf);
    }
  }
  if (s.value() !== bestValue) restore(s, best);
}

function restore(s: PlanSearch, groupOf: Int32Array): void {
  s.reset();
  groupOf.forEach((g, x) => {
    s.assign(x, g, 1);
  });
}
