import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evenSizes, groupSizesFor, type PerGroupRule } from "#src/domain/grouping/sizes";

const atLeast = (size: number) => ({ mode: "per-group", size, rule: "at-least" }) as const;
const atMost = (size: number) => ({ mode: "per-group", size, rule: "at-most" }) as const;

describe("groupSizesFor", () => {
  it("spreads leftovers so sizes differ by at most one", () => {
    expect(groupSizesFor(atMost(4), 22)).toEqual([4, 4, 4, 4, 3, 3]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 22)).toEqual([6, 6, 5, 5]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 10)).toEqual([3, 3, 2, 2]);
  });

  it("at least 4 for 25 students: as many fours as fit, the rest spread (6 groups)", () => {
    expect(groupSizesFor(atLeast(4), 25)).toEqual([5, 4, 4, 4, 4, 4]);
    expect(groupSizesFor(atLeast(4), 24)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(groupSizesFor(atLeast(4), 22)).toEqual([5, 5, 4, 4, 4]);
    expect(groupSizesFor(atLeast(2), 5)).toEqual([3, 2]);
  });

  it("at most 4 for 25 students: the fewest groups of 4 or fewer (7 groups)", () => {
    expect(groupSizesFor(atMost(4), 25)).toEqual([4, 4, 4, 4, 3, 3, 3]);
    expect(groupSizesFor(atMost(4), 9)).toEqual([3, 3, 3]);
    expect(groupSizesFor(atMost(2), 5)).toEqual([2, 2, 1]);
  });

  it("per group without a rule is at most", () => {
    expect(groupSizesFor({ mode: "per-group", size: 4 }, 25)).toEqual([4, 4, 4, 4, 3, 3, 3]);
  });

  it("makes one group when there are fewer students than the size, or fewer than twice it for at least", () => {
    expect(groupSizesFor(atLeast(4), 3)).toEqual([3]);
    expect(groupSizesFor(atMost(4), 3)).toEqual([3]);
    expect(groupSizesFor(atLeast(30), 25)).toEqual([25]);
    expect(groupSizesFor(atMost(30), 25)).toEqual([25]);
    expect(groupSizesFor(atLeast(4), 7)).toEqual([7]);
    expect(groupSizesFor(atMost(4), 7)).toEqual([4, 3]);
    expect(groupSizesFor(atLeast(4), 1)).toEqual([1]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 1)).toEqual([1]);
  });

  it("size 1 gives one group per student either way", () => {
    expect(groupSizesFor(atLeast(1), 3)).toEqual([1, 1, 1]);
    expect(groupSizesFor(atMost(1), 3)).toEqual([1, 1, 1]);
  });

  it("clamps the number of groups to 1..20 and typed sizes to whole numbers of at least 1", () => {
    expect(groupSizesFor({ mode: "groups", count: 50 }, 40)).toHaveLength(20);
    expect(groupSizesFor({ mode: "groups", count: 0 }, 7)).toEqual([7]);
    expect(groupSizesFor(atMost(0), 3)).toEqual([1, 1, 1]);
    expect(groupSizesFor(atLeast(Number.NaN), 3)).toEqual([1, 1, 1]);
    expect(groupSizesFor(atMost(3.9), 6)).toEqual([3, 3]);
    expect(groupSizesFor(atLeast(4), 0)).toEqual([]);
    expect(evenSizes(3, 5)).toEqual([1, 1, 1]);
  });

  it("places every student once, sizes differ by at most one, larger first", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3000 }),
        fc.oneof(
          fc.record({
            mode: fc.constant("groups" as const),
            count: fc.integer({ min: 1, max: 20 }),
          }),
          fc.record({
            mode: fc.constant("per-group" as const),
            size: fc.integer({ min: 1, max: 60 }),
            rule: fc.constantFrom<PerGroupRule>("at-least", "at-most"),
          }),
        ),
        (n, request) => {
          const sizes = groupSizesFor(request, n);
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
          expect(Math.min(...sizes)).toBeGreaterThan(0);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
          if (request.mode === "groups") expect(sizes.length).toBe(Math.min(n, request.count));
        },
      ),
    );
  });

  it("at least k: every group has k or more once there are k students, as many groups as fit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 60 }), (n, k) => {
        const sizes = groupSizesFor(atLeast(k), n);
        if (n >= k) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(k);
        else expect(sizes).toEqual([n]);
        // One more group would leave a group smaller than k.
        expect(Math.floor(n / (sizes.length + 1))).toBeLessThan(k);
      }),
    );
  });

  it("at most k: every group has k or fewer, with the fewest groups that allow it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 60 }), (n, k) => {
        const sizes = groupSizesFor(atMost(k), n);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(k);
        // One group fewer would need a group larger than k.
        if (sizes.length > 1) expect(Math.ceil(n / (sizes.length - 1))).toBeGreaterThan(k);
      }),
    );
  });
});
