import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  oneDecimal,
  scoreGroups,
  scoreHeadline,
  scorePercent,
} from "#src/client/features/groups/model/group-score";
import { createGroups } from "#src/domain/grouping/groups";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { randomClass } from "../../../../support/domain";

describe("the balance score", () => {
  it("writes one decimal as en-US does, without Intl (decision 0025)", () => {
    const intl = (v: number) =>
      v.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const v of [0, 0.05, 0.25, 0.35, 1.45, 12.44, 999.95, 1234.5, 1e6 + 0.05, 12_345_678.9]) {
      expect(oneDecimal(v)).toBe(intl(v));
    }
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (v) => {
        expect(oneDecimal(v)).toBe(intl(v));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads as the score against the best possible", () => {
    expect(scoreHeadline({ score: 12.44, lowerBound: 11.78, exact: false })).toBe(
      "Balance score 12.4 (best possible ≥ 11.8)",
    );
    expect(scoreHeadline({ score: 20.4, lowerBound: 20.4, exact: true })).toBe(
      "Balance score 20.4 (best possible 20.4)",
    );
  });

  it("gives 100% only for the best possible, never rounds up to it", () => {
    expect(scorePercent({ score: 0, lowerBound: 0 })).toBe(100);
    expect(scorePercent({ score: 10, lowerBound: 10 })).toBe(100);
    expect(scorePercent({ score: 10, lowerBound: 9.99 })).toBe(99);
    expect(scorePercent({ score: 20, lowerBound: 5 })).toBe(25);
  });

  it("never claims a bound above the score, and Diverse beats Random", () => {
    const kids = randomClass(30, 7);
    const diverse = createGroups(kids, { method: "diverse", count: 4, random: seededRandom(1) });
    const random = createGroups(kids, { method: "random", count: 4, random: seededRandom(1) });
    const d = scoreGroups(diverse, DEFAULT_ATTRIBUTES, ["number", "color"], "diverse");
    const r = scoreGroups(random, DEFAULT_ATTRIBUTES, ["number", "color"], "random");
    expect(d.lowerBound).toBeLessThanOrEqual(d.score + 1e-9);
    expect(r.lowerBound).toBeLessThanOrEqual(r.score + 1e-9);
    expect(d.score).toBeLessThan(r.score);
  });

  it("is zero for a class that has no students", () => {
    expect(scoreGroups([], DEFAULT_ATTRIBUTES, ["color"], "diverse")).toMatchObject({ score: 0 });
  });
});
