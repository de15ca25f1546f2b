import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FIRST_STEP,
  MAX_STEP,
  MIN_STEP,
  NEXT_STEP,
  nextCount,
  nextStep,
  STEP_BUDGET_MS,
  shownCount,
} from "#src/client/lib/long-list";

describe("long lists drawn in steps (decision 0025)", () => {
  it("each step adds items up to the whole list, never past it", () => {
    expect(nextCount(120, 5000)).toBe(120 + NEXT_STEP);
    expect(nextCount(4990, 5000, 50)).toBe(5000);
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(10_000),
        fc.integer({ min: 1, max: MAX_STEP }),
        (c, t, s) => {
          const next = nextCount(Math.min(c, t), t, s);
          expect(next).toBeLessThanOrEqual(t);
          expect(next).toBeGreaterThanOrEqual(Math.min(c, t));
          if (c < t) expect(next).toBeGreaterThan(c);
        },
      ),
    );
  });

  it("sizes the next step so it takes about the budget", () => {
    expect(nextStep(100, STEP_BUDGET_MS)).toBe(100);
    expect(nextStep(100, STEP_BUDGET_MS * 2)).toBe(50); // a slow device draws fewer at a time
    expect(nextStep(100, STEP_BUDGET_MS / 2)).toBe(200);
    expect(nextStep(100, 10_000)).toBe(MIN_STEP);
    expect(nextStep(100, 0.001)).toBe(200); // at most twice the last step
    expect(nextStep(800, 0.001)).toBe(MAX_STEP);
    expect(nextStep(8, 1, 2)).toBe(16); // heavy items (group members) grow from 8 by doubling
    expect(nextStep(100, 0)).toBe(100); // nothing measured: unchanged
    expect(nextStep(100, Number.NaN)).toBe(100);
  });

  it("a usual class shows whole at once; a longer list starts with what its box shows", () => {
    // A dialog over a class of 5,000 draws its first 40 rows, not 120 (decision 0025).
    expect(shownCount(40, 5000)).toBe(40);
    expect(shownCount(40, FIRST_STEP)).toBe(FIRST_STEP);
    expect(shownCount(20, 30)).toBe(30);
    expect(shownCount(5000, 300)).toBe(300);
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (count, total) => {
        const shown = shownCount(count, total);
        expect(shown).toBeLessThanOrEqual(total);
        expect(shown).toBe(total <= FIRST_STEP ? total : Math.min(count, total));
      }),
    );
  });
});
