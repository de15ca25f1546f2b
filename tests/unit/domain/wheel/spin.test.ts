import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/domain/random";
import { labelTextColor, WHEEL_PALETTE, wedgeColors } from "#src/domain/wheel/colors";
import {
  COOLDOWN_MS,
  easeOutCubic,
  pickWinner,
  rotationAt,
  SPIN_MS,
  spinPhase,
  spinTarget,
  winnerIndex,
} from "#src/domain/wheel/spin";

describe("winner from the final angle (pointer at the top, wedges clockwise)", () => {
  it("reads the wedge under the pointer", () => {
    expect(winnerIndex(0, 4)).toBe(0);
    expect(winnerIndex(-100, 4)).toBe(1); // the wheel turned back 100°: wheel angle 100 is on top
    expect(winnerIndex(350, 4)).toBe(0); // wheel angle 10
    expect(winnerIndex(80, 4)).toBe(3); // wheel angle 280
    expect(winnerIndex(720 + 180, 4)).toBe(2);
    expect(winnerIndex(12345.6, 1)).toBe(0);
  });
});

describe("spin target", () => {
  it("lands inside the chosen wedge after 8-12 extra full turns, from any start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.nat(),
        (count, current, seed) => {
          const random = seededRandom(seed);
          const winner = pickWinner(count, random);
          const { rotation, turns } = spinTarget(current, winner, count, random);
          expect(winnerIndex(rotation, count)).toBe(winner);
          expect(turns).toBeGreaterThanOrEqual(8);
          expect(turns).toBeLessThanOrEqual(12);
          const travel = rotation - current;
          expect(travel).toBeGreaterThanOrEqual(turns * 360);
          expect(travel).toBeLessThan((turns + 1) * 360);
          // Away from the edges: a nudge of 10% of a wedge either way keeps the winner.
          const nudge = (360 / count) * 0.1;
          expect(winnerIndex(rotation + nudge, count)).toBe(winner);
          expect(winnerIndex(rotation - nudge, count)).toBe(winner);
        },
      ),
    );
  });

  it("uses every number of turns from 8 to 12", () => {
    const random = seededRandom(1);
    const turns = new Set(Array.from({ length: 200 }, () => spinTarget(0, 0, 5, random).turns));
    expect([...turns].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12]);
  });

  it("refuses a wedge that does not exist", () => {
    expect(() => spinTarget(0, 5, 5)).toThrow(RangeError);
  });
});

describe("timeline", () => {
  it("spins 5 s with ease-out, cools down 2 s, then is idle", () => {
    expect([SPIN_MS, COOLDOWN_MS]).toEqual([5000, 2000]);
    expect([0, 4999, 5000, 6999, 7000].map(spinPhase)).toEqual([
      "spinning",
      "spinning",
      "cooldown",
      "cooldown",
      "idle",
    ]);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(rotationAt(10, 3610, 0)).toBe(10);
    expect(rotationAt(10, 3610, 5000)).toBe(3610);
    expect(rotationAt(10, 3610, 9000)).toBe(3610);
  });
});

describe("colours", () => {
  it("has 18 distinct colours", () => {
    expect(new Set(WHEEL_PALETTE).size).toBe(18);
  });

  it("never gives neighbouring wedges the same colour, the last and first included", () => {
    for (let count = 2; count <= 200; count++) {
      const colors = wedgeColors(count);
      colors.forEach((color, i) => {
        expect(color, `count ${count}, wedge ${i}`).not.toBe(colors[(i + 1) % count]);
      });
    }
    expect(wedgeColors(1)).toHaveLength(1);
  });

  it("picks black or white label text by contrast", () => {
    expect(labelTextColor("#FFFF00")).toBe("#000000");
    expect(labelTextColor("#1E3A8A")).toBe("#FFFFFF");
    expect(labelTextColor("#fff")).toBe("#000000");
    expect(() => labelTextColor("red")).toThrow(RangeError);
  });
});
