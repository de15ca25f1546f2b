/**
 * Spinning-wheel maths (spec §4, §5, §9, D14).
 *
 * Geometry: angles are in degrees. The pointer is fixed at the top (12 o'clock). In the wheel's
 * own frame wedge i covers [i·w, (i+1)·w) clockwise from the top, w = 360 / count. The wheel's
 * rotation is clockwise-positive, like CSS `rotate()`; after rotating by r the pointer sits at
 * wheel angle (−r) mod 360.
 */
import { defaultRandom, type Random, randomFraction } from "./random";

export const SPIN_MS = 5000;
export const COOLDOWN_MS = 2000;
export const MIN_TURNS = 8;
export const MAX_TURNS = 12;
/** The landing point stays this far (as a fraction of the wedge) from either edge. */
const EDGE_MARGIN = 0.2;

function mod360(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/** The wedge under the pointer for a wheel rotated by `rotation` degrees. */
export function winnerIndex(rotation: number, count: number): number {
  if (count < 1) throw new RangeError("The wheel has no items");
  const width = 360 / count;
  return Math.min(count - 1, Math.floor(mod360(-rotation) / width));
}

/** The winner, drawn uniformly (crypto by default). */
export function pickWinner(count: number, random: Random = defaultRandom): number {
  if (count < 1) throw new RangeError("The wheel has no items");
  return random.int(count);
}

/**
 * The final rotation for a spin from `current` that lands on wedge `winner`: 8-12 extra full
 * turns plus the part-turn to a random point inside the wedge, at least 20% of its width from
 * either edge, so rounding can never tip it into a neighbour.
 */
export function spinTarget(
  current: number,
  winner: number,
  count: number,
  random: Random = defaultRandom,
): { rotation: number; turns: number } {
  if (!Number.isInteger(winner) || winner < 0 || winner >= count) {
    throw new RangeError(`No wedge ${winner} on a wheel of ${count}`);
  }
  const width = 360 / count;
  const turns = MIN_TURNS + random.int(MAX_TURNS - MIN_TURNS + 1);
  const within = EDGE_MARGIN + (1 - 2 * EDGE_MARGIN) * randomFraction(random);
  const landing = (winner + within) * width;
  return { rotation: current + turns * 360 + mod360(-landing - current), turns };
}

/** Ease-out cubic: fast start, gentle stop. t in [0, 1]. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The wheel's rotation `elapsedMs` after a spin from `start` to `target` began. */
export function rotationAt(start: number, target: number, elapsedMs: number): number {
  return start + (target - start) * easeOutCubic(elapsedMs / SPIN_MS);
}

export type SpinPhase = "spinning" | "cooldown" | "idle";

/** Spinning for 5 s (the winner is read at the end), then 2 s of cool-down, then idle. */
export function spinPhase(elapsedMs: number): SpinPhase {
  if (elapsedMs < SPIN_MS) return "spinning";
  if (elapsedMs < SPIN_MS + COOLDOWN_MS) return "cooldown";
  return "idle";
}

/** The longest label: 12 characters, or 8 when there are more than 12 items. */
export function maxLabelLength(count: number): number {
  return count > 12 ? 8 : 12;
}

/** A wedge label: names longer than the limit keep their first 8/12 characters and get "…". */
export function wheelLabel(label: string, count: number): string {
  const chars = [...label.trim()];
  const max = maxLabelLength(count);
  return chars.length > max ? `${chars.slice(0, max).join("")}…` : chars.join("");
}

/** Label font size in px, one step smaller above 8, 12 and 15 items. */
export function wheelFontSize(count: number): number {
  if (count <= 8) return 16;
  if (count <= 12) return 14;
  if (count <= 15) return 12;
  return 10;
}
