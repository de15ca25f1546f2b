/**
 * The weighted wheel: each wedge's angle is its entry's real chance, and the
 * winner read from the final angle is always the one drawn.
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/domain/random";
import {
  chances,
  pickWinner,
  rotationAt,
  SPIN_MS,
  spinTarget,
  wedgeBounds,
  winnerIndex,
} from "#src/domain/wheel/spin";
import { chiSquareCritical, chiSquareExpected } from "../../../support/domain";

describe("wedges in proportion to the weights", () => {
  it("gives each wedge its weight's share of 360 degrees, clockwise from the top", () => {
    expect(wedgeBounds([1, 2, 1])).toEqual([
      { start: 0, end: 90 },
      { start: 90, end: 270 },
      { start: 270, end: 360 },
    ]);
    expect(wedgeBounds(4).map((w) => w.end)).toEqual([90, 180, 270, 360]);
    expect(chances([1, 3])).toEqual([0.25, 0.75]);
    expect(chances(4)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it("reads the wedge under the pointer on a weighted wheel", () => {
    const weights = [1, 2, 1];
    expect(winnerIndex(0, weights)).toBe(0);
    expect(winnerIndex(-89, weights)).toBe(0);
    expect(winnerIndex(-91, weights)).toBe(1);
    expect(winnerIndex(-269, weights)).toBe(1);
    expect(winnerIndex(-271, weights)).toBe(2);
    expect(winnerIndex(45, weights)).toBe(2);
    expect(winnerIndex(-360 * 7 - 100, weights)).toBe(1);
  });

  it("equal weights behave exactly as a count, draw for draw", () => {
    const a = seededRandom(5);
    const b = seededRandom(5);
    for (let i = 0; i < 200; i++) {
      const winner = pickWinner(7, a);
      expect(pickWinner([2, 2, 2, 2, 2, 2, 2], b)).toBe(winner);
      const byCount = spinTarget(i, winner, 7, a);
      const byWeights = spinTarget(i, winner, [1, 1, 1, 1, 1, 1, 1], b);
      expect(byWeights.turns).toBe(byCount.turns);
      expect(byWeights.rotation).toBeCloseTo(byCount.rotation, 9);
    }
  });

  it("refuses an empty wheel and weights that are not positive numbers", () => {
    for (const bad of [[], [0], [1, -1], [1, Number.NaN], [Number.POSITIVE_INFINITY]]) {
      expect(() => pickWinner(bad)).toThrow(RangeError);
      expect(() => wedgeBounds(bad)).toThrow(RangeError);
    }
    expect(() => pickWinner(0)).toThrow(RangeError);
    expect(() => spinTarget(0, 3, [1, 1, 1])).toThrow(RangeError);
  });

  it("for any weights, lands inside the drawn wedge from any start (property)", () => {
    const weight = fc.oneof(
      fc.integer({ min: 1, max: 20 }),
      fc.double({ min: 0.01, max: 50, noNaN: true }),
    );
    fc.assert(
      fc.property(
        fc.array(weight, { minLength: 1, maxLength: 60 }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (weights, start, seed) => {
          const random = seededRandom(seed);
          const total = chances(weights).reduce((sum, c) => sum + c, 0);
          expect(total).toBeCloseTo(1, 9);
          const winner = pickWinner(weights, random);
          expect(winner).toBeGreaterThanOrEqual(0);
          expect(winner).toBeLessThan(weights.length);
          const { rotation } = spinTarget(start, winner, weights, random);
          expect(winnerIndex(rotation, weights)).toBe(winner);
          expect(winnerIndex(rotationAt(start, rotation, SPIN_MS), weights)).toBe(winner);
        },
      ),
      { numRuns: 400 },
    );
  });
});

/** Spins through the app's path: draw, spin target, the last animation frame, the pointer. */
function simulate(weights: number[], spins: number, seed: number) {
  const random = seededRandom(seed);
  const counts = new Array<number>(weights.length).fill(0);
  let rotation = 0;
  let mismatches = 0;
  for (let i = 0; i < spins; i++) {
    const drawn = pickWinner(weights, random);
    const target = spinTarget(rotation, drawn, weights, random).rotation;
    const shownAngle = rotationAt(rotation, target, SPIN_MS);
    const shown = winnerIndex(shownAngle, weights);
    if (shown !== drawn) mismatches++;
    counts[shown] = (counts[shown] ?? 0) + 1;
    rotation = shownAngle;
  }
  return { counts, mismatches };
}

describe("the weighted wheel is fair", () => {
  it.each([
    [[1, 2, 3, 4], 40_000, 3],
    [[0.5, 1.5, 2.25], 30_000, 17],
    [Array.from({ length: 500 }, (_, i) => 1 + (i % 5)), 150_000, 23],
  ])(
    "weights %# win in proportion over the spins, and the pointer shows the drawn one",
    (weights, spins, seed) => {
      const { counts, mismatches } = simulate(weights, spins, seed);
      expect(mismatches).toBe(0);
      expect(chiSquareExpected(counts, chances(weights))).toBeLessThan(
        chiSquareCritical(weights.length - 1),
      );
    },
  );

  it("the check notices a wheel whose angles do not match its chances", () => {
    const { counts } = simulate([1, 1, 1, 1], 40_000, 9);
    expect(chiSquareExpected(counts, chances([1, 2, 3, 4]))).toBeGreaterThan(chiSquareCritical(3));
  });
});
