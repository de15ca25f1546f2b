/**
 * Spinning-wheel maths (docs/product.md#wheel, docs/product.md#validation, docs/product.md#limits, docs/product.md#wheel).
 *
 * Geometry: angles are in degrees. The pointer is fixed at the top (12 o'clock). In the wheel's
 * own frame wedge i covers [i·w, (i+1)·w) clockwise from the top, w = 360 / count. The wheel's
 * rotation is clockwise-positive, like CSS `rotate()`; after rotating by r the pointer sits at
 * wheel angle (−r) mod 360.
 */
import { defaultRandom, type Random, randomFraction } from "../random";

/** How long a spin turns unless the class chose otherwise. */
export const SPIN_MS = 5000;
/** The spin lengths a teacher can choose, in whole seconds. */
export const MIN_SPIN_SECONDS = 1;
export const MAX_SPIN_SECONDS = 20;

/** A class's chosen spin length (null: the usual SPIN_MS) in milliseconds. */
export function spinMs(seconds: number | null | undefined): number {
  if (seconds == null || !Number.isInteger(seconds)) return SPIN_MS;
  return Math.min(MAX_SPIN_SECONDS, Math.max(MIN_SPIN_SECONDS, seconds)) * 1000;
}
export const COOLDOWN_MS = 2000;
export const MIN_TURNS = 8;
export const MAX_TURNS = 12;
/** The landing point stays this far (as a fraction of the wedge) from either edge. */
const EDGE_MARGIN = 0.2;

function mod360(angle: number): number {
  return ((angle % 360) + 360) % 360;
}

/**
 * A wheel's entries and their weights: a number n means n entries of equal weight; a list gives
 * each entry's weight (a positive whole number or any positive finite number). Wedge i's angle is
 * its weight's share of 360°, so the angle a teacher sees is the entry's real chance.
 */
export type Weights = number | readonly number[];

/** Whole-number weights are drawn exactly; others are scaled to whole numbers on this grid. */
const FRACTION_GRID = 1_000_000;

function checkWeights(weights: Weights): void {
  if (typeof weights === "number") {
    if (!Number.isInteger(weights) || weights < 1) throw new RangeError("The wheel has no items");
    return;
  }
  if (preparedLists.has(weights)) return;
  if (weights.length < 1) throw new RangeError("The wheel has no items");
  for (const w of weights) {
    if (!Number.isFinite(w) || w <= 0) {
      throw new RangeError(`A wheel entry's weight must be a positive number, got ${w}`);
    }
  }
}

/** What a list of weights works out to, computed once per list (lists are not changed after). */
interface Prepared {
  bounds: { start: number; end: number }[];
  /** Whole-number weights for exact draws, and their sum; null when all weights are equal. */
  whole: number[] | null;
  total: number;
}
const preparedLists = new WeakMap<readonly number[], Prepared>();

function prepare(weights: readonly number[]): Prepared {
  const cached = preparedLists.get(weights);
  if (cached) return cached;
  checkWeights(weights);
  const sum = weights.reduce((acc, w) => acc + w, 0);
  const bounds: { start: number; end: number }[] = [];
  let before = 0;
  for (let i = 0; i < weights.length; i++) {
    const start = (before / sum) * 360;
    before += weights[i] as number;
    bounds.push({ start, end: i === weights.length - 1 ? 360 : (before / sum) * 360 });
  }
  const equal = weights.every((w) => w === weights[0]);
  const whole = equal ? null : wholeWeights(weights);
  const total = whole ? whole.reduce((acc, w) => acc + w, 0) : weights.length;
  const prepared = { bounds, whole, total };
  preparedLists.set(weights, prepared);
  return prepared;
}

const entryCount = (weights: Weights): number =>
  typeof weights === "number" ? weights : weights.length;

/** Each entry's chance, summing to 1. */
export function chances(weights: Weights): number[] {
  checkWeights(weights);
  if (typeof weights === "number") return new Array<number>(weights).fill(1 / weights);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/** Where each wedge starts and ends, in degrees clockwise from the top; the last ends at 360. */
export function wedgeBounds(weights: Weights): { start: number; end: number }[] {
  checkWeights(weights);
  const count = entryCount(weights);
  if (typeof weights === "number") {
    const width = 360 / count;
    return Array.from({ length: count }, (_, i) => ({
      start: i * width,
      end: i === count - 1 ? 360 : (i + 1) * width,
    }));
  }
  return prepare(weights).bounds.map((b) => ({ ...b }));
}

/** The wedge under the pointer for a wheel rotated by `rotation` degrees. */
export function winnerIndex(rotation: number, weights: Weights): number {
  checkWeights(weights);
  const at = mod360(-rotation);
  if (typeof weights === "number") {
    return Math.min(weights - 1, Math.floor(at / (360 / weights)));
  }
  // The last wedge whose start is at or before the pointer (binary search: 500+ entries).
  const { bounds } = prepare(weights);
  let low = 0;
  let high = bounds.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((bounds[mid] as { start: number }).start <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Whole-number weights on one scale: as given when they are whole already (exact draws), else
 * each weight's share of FRACTION_GRID, at least 1.
 */
function wholeWeights(weights: readonly number[]): number[] {
  if (weights.every(Number.isInteger)) return [...weights];
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => Math.max(1, Math.round((w / total) * FRACTION_GRID)));
}

/**
 * The winner, drawn with probability weight / total (crypto by default). Equal weights draw
 * exactly as `random.int(count)`; whole-number weights exactly by their share.
 */
export function pickWinner(weights: Weights, random: Random = defaultRandom): number {
  checkWeights(weights);
  if (typeof weights === "number") return random.int(weights);
  const { whole, total } = prepare(weights);
  if (!whole) return random.int(weights.length);
  if (total > 0x1_0000_0000) throw new RangeError("The wheel's weights are too large to draw");
  let ticket = random.int(total);
  for (let i = 0; i < whole.length; i++) {
    ticket -= whole[i] as number;
    if (ticket < 0) return i;
  }
  return whole.length - 1;
}

/**
 * The final rotation for a spin from `current` that lands on wedge `winner`: 8-12 extra full
 * turns plus the part-turn to a random point inside the wedge, at least 20% of its width from
 * either edge, so rounding can never tip it into a neighbour.
 */
export function spinTarget(
  current: number,
  winner: number,
  weights: Weights,
  random: Random = defaultRandom,
): { rotation: number; turns: number } {
  checkWeights(weights);
  const count = entryCount(weights);
  if (!Number.isInteger(winner) || winner < 0 || winner >= count) {
    throw new RangeError(`No wedge ${winner} on a wheel of ${count}`);
  }
  const { start, end } =
    typeof weights === "number"
      ? { start: winner * (360 / count), end: (winner + 1) * (360 / count) }
      : (prepare(weights).bounds[winner] as { start: number; end: number });
  const turns = MIN_TURNS + random.int(MAX_TURNS - MIN_TURNS + 1);
  const within = EDGE_MARGIN + (1 - 2 * EDGE_MARGIN) * randomFraction(random);
  const landing = start + within * (end - start);
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
