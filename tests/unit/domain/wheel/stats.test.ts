/**
 * Fairness of the wheel (point 6): many simulated spins through the code path the
 * Randomizer runs (pickWinner -> spinTarget -> the animation's last frame -> winnerIndex of the
 * final angle), with a fixed seed so the run is reproducible.
 */

import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/domain/random";
import { pickWinner, rotationAt, SPIN_MS, spinTarget, winnerIndex } from "#src/domain/wheel/spin";
import { chiSquareCritical, chiSquareUniform } from "../../../support/domain";

type Simulation = { counts: number[]; mismatches: number };

/** Spins a wheel of `count` items `spins` times, each spin starting where the last one stopped. */
function simulate(count: number, spins: number, seed: number): Simulation {
  const random = seededRandom(seed);
  const counts = new Array<number>(count).fill(0);
  let rotation = 0;
  let mismatches = 0;
  for (let i = 0; i < spins; i++) {
    const drawn = pickWinner(count, random);
    const target = spinTarget(rotation, drawn, count, random).rotation;
    // The wheel's last animation frame, then the winner read from that angle (docs/product.md#wheel).
    const shownAngle = rotationAt(rotation, target, SPIN_MS);
    const shown = winnerIndex(shownAngle, count);
    if (shown !== drawn) mismatches++;
    counts[shown] = (counts[shown] ?? 0) + 1;
    rotation = shownAngle;
  }
  return { counts, mismatches };
}

describe("the wheel is fair", () => {
  it.each([
    [2, 20_000, 1],
    [3, 30_000, 7],
    [7, 35_000, 42],
    [30, 60_000, 2024],
    [500, 250_000, 99],
  ])(
    "with %i items over %i spins (seed %i) every item wins equally often",
    (count, spins, seed) => {
      const { counts } = simulate(count, spins, seed);
      expect(counts.every((c) => c > 0)).toBe(true);
      expect(chiSquareUniform(counts)).toBeLessThan(chiSquareCritical(count - 1));
    },
  );

  it("the winner the wheel shows (the wedge under the pointer) is always the one drawn", () => {
    for (const [count, seed] of [
      [1, 3],
      [3, 5],
      [13, 8],
      [18, 13],
      [19, 21],
      [500, 34],
    ] as const) {
      expect(simulate(count, 5_000, seed).mismatches).toBe(0);
    }
  });

  it("the chi-square check notices a wheel that favours one item", () => {
    const counts = simulate(6, 30_000, 11).counts;
    const biased = counts.map((c, i) => (i === 0 ? c + 600 : c));
    expect(chiSquareUniform(biased)).toBeGreaterThan(chiSquareCritical(5));
  });
});
