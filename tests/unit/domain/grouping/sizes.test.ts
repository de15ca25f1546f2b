import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evenSizes, groupSizesFor } from "#src/domain/grouping/sizes";

describe("groupSizesFor", () => {
  it("spreads leftovers so sizes differ by at most one", () => {
    expect(groupSizesFor({ mode: "per-group", size: 4 }, 22)).toEqual([4, 4, 4, 4, 3, 3]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 22)).toEqual([6, 6, 5, 5]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 10)).toEqual([3, 3, 2, 2]);
  });

  it("never makes a group of one unless there is one student or groups of one are asked", () => {
    expect(groupSizesFor({ mode: "per-group", size: 4 }, 9)).toEqual([3, 3, 3]);
    expect(groupSizesFor({ mode: "per-group", size: 2 }, 5)).toEqual([3, 2]);
    expect(groupSizesFor({ mode: "per-group", size: 2 }, 3)).toEqual([3]);
    expect(groupSizesFor({ mode: "per-group", size: 1 }, 3)).toEqual([1, 1, 1]);
    expect(groupSizesFor({ mode: "per-group", size: 4 }, 1)).toEqual([1]);
    expect(groupSizesFor({ mode: "groups", count: 4 }, 1)).toEqual([1]);
  });

  it("clamps the number of groups to 1..20 and typed sizes to whole numbers of at least 1", () => {
    expect(groupSizesFor({ mode: "groups", count: 50 }, 40)).toHaveLength(20);
    expect(groupSizesFor({ mode: "groups", count: 0 }, 7)).toEqual([7]);
    expect(groupSizesFor({ mode: "per-group", size: 0 }, 3)).toEqual([1, 1, 1]);
    expect(groupSizesFor({ mode: "per-group", size: 3.9 }, 6)).toEqual([3, 3]);
    expect(groupSizesFor({ mode: "per-group", size: 4 }, 0)).toEqual([]);
    expect(evenSizes(3, 5)).toEqual([1, 1, 1]);
  });

  it("always adds up to n, differs by at most one, and has no group of one unless asked", () => {
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
          }),
        ),
        (n, request) => {
          const sizes = groupSizesFor(request, n);
          expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
          expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
          if (request.mode === "per-group") {
            if (request.size > 1 && n > 1) expect(Math.min(...sizes)).toBeGreaterThan(1);
            // No larger than asked, except pairs with an odd count (one trio).
            if (request.size !== 2) expect(Math.max(...sizes)).toBeLessThanOrEqual(request.size);
            if (request.size > 2) expect(sizes.length).toBe(Math.ceil(n / request.size));
          } else {
            expect(sizes.length).toBe(Math.min(n, request.count));
          }
        },
      ),
    );
  });
});
