/**
 * How the wheel picks: who is on it in each mode, and several winners from
 * one spin. Every draw goes through `pickWinner` (spin.ts), the one path the statistics tests
 * check.
 */
import { defaultRandom, type Random } from "../random";
import { pickWinner, type Weights } from "./spin";

/**
 * "equal": every present student, equal chance (the default). "turns": Everyone gets a turn,
 * only the present students picked least often since the last Clear History. "remove": a winner
 * leaves the wheel for this sitting only.
 */
export const PICK_MODES = ["equal", "turns", "remove"] as const;
export type PickMode = (typeof PICK_MODES)[number];

/** The most winners one spin reveals. */
export const MAX_PICKS = 10;

/** How many winners a spin can reveal from this many entries (0 for an empty wheel). */
export function maxPicks(entries: number): number {
  return Math.max(0, Math.min(MAX_PICKS, entries));
}

/**
 * Each entry's chance to be among one spin's winners when the wheel's `count` entries have equal
 * weights (as every mode's wheel does): `picks` of them are drawn, so `picks / count`, at most 1.
 */
export function chanceToBePicked(count: number, picks: number): number {
  if (count < 1) return 0;
  return Math.min(1, Math.max(1, Math.min(picks, MAX_PICKS)) / count);
}

/** How often each given student was picked (0 when never); picks of anyone else are ignored. */
export function pickCounts(
  history: readonly { student_id: string }[],
  studentIds: readonly string[],
): Map<string, number> {
  const counts = new Map<string, number>(studentIds.map((id) => [id, 0]));
  for (const entry of history) {
    const count = counts.get(entry.student_id);
    if (count !== undefined) counts.set(entry.student_id, count + 1);
  }
  return counts;
}

/** The fewest picks among these students (0 when there are none). */
export function fewestPicks(ids: readonly string[], counts: ReadonlyMap<string, number>): number {
  let least = Number.POSITIVE_INFINITY;
  for (const id of ids) least = Math.min(least, counts.get(id) ?? 0);
  return Number.isFinite(least) ? least : 0;
}

/**
 * Everyone gets a turn: the present students with the fewest picks, in their order. Once all of
 * them have been picked equally often, that is everyone again.
 */
export function turnEligible(
  presentIds: readonly string[],
  counts: ReadonlyMap<string, number>,
): string[] {
  const least = fewestPicks(presentIds, counts);
  return presentIds.filter((id) => (counts.get(id) ?? 0) === least);
}

export type OffWheelReason = "absent" | "picked" | "removed";

/** Why a student is not on the wheel, or null when they are. Absent comes first. */
export function whyNotOnWheel(
  id: string,
  state: {
    mode: PickMode;
    absent: ReadonlySet<string>;
    counts: ReadonlyMap<string, number>;
    /** The fewest picks among the present students. */
    fewest: number;
    removed: ReadonlySet<string>;
  },
): OffWheelReason | null {
  if (state.absent.has(id)) return "absent";
  if (state.mode === "turns" && (state.counts.get(id) ?? 0) > state.fewest) return "picked";
  if (state.mode === "remove" && state.removed.has(id)) return "removed";
  return null;
}

/**
 * `n` different entries from one spin, in the order revealed: each is drawn from those left,
 * with probability proportional to its weight (for equal weights, every order is equally likely).
 */
export function drawSeveral(weights: Weights, n: number, random: Random = defaultRandom): number[] {
  const all = typeof weights === "number" ? new Array<number>(weights).fill(1) : [...weights];
  if (!Number.isInteger(n) || n < 1 || n > MAX_PICKS) {
    throw new RangeError(`A spin reveals 1 to ${MAX_PICKS} winners, not ${n}`);
  }
  if (n > all.length) throw new RangeError(`Only ${all.length} entries for ${n} winners`);
  const left = all.map((_, i) => i);
  const winners: number[] = [];
  for (let k = 0; k < n; k++) {
    const at = pickWinner(
      left.map((i) => all[i] as number),
      random,
    );
    winners.push(left[at] as number);
    left.splice(at, 1);
  }
  return winners;
}
