import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampGroupCount, createGroups, groupSizes } from "#src/domain/grouping/groups";
import { groupQuality } from "#src/domain/grouping/quality";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, valueIndex } from "#src/domain/students/attributes";
import { type Kid, randomClass } from "../../../support/domain";

const A = DEFAULT_ATTRIBUTES;

const ids = (groups: Kid[][]) =>
  groups
    .flat()
    .map((s) => s.id)
    .sort((a, b) => a - b);

describe("group count and sizes", () => {
  it("clamps typed counts to 1..20 with 4 as the default", () => {
    expect(
      [0, -3, 1, 7, 20, 25, 3.7, "6", "", "abc", undefined, Number.NaN].map(clampGroupCount),
    ).toEqual([1, 1, 1, 7, 20, 20, 3, 6, 4, 4, 4, 4]);
  });

  it("fills groups of ceil(n/count) and drops empty ones", () => {
    expect(groupSizes(10, 4)).toEqual([3, 3, 3, 1]);
    expect(groupSizes(9, 4)).toEqual([3, 3, 3]);
    expect(groupSizes(3, 4)).toEqual([1, 1, 1]);
    expect(groupSizes(20, 1)).toEqual([20]);
    expect(groupSizes(0, 4)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 20 }), (n, k) => {
        const sizes = groupSizes(n, k);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        expect(sizes.length).toBeLessThanOrEqual(k);
        expect(sizes.every((s) => s > 0 && s <= Math.ceil(n / k))).toBe(true);
      }),
    );
  });
});

describe("methods", () => {
  const students = randomClass(23, 1);

  it.each(["random", "same-category", "diverse", "balanced"] as const)(
    "%s puts every selected student in exactly one group of the right size",
    (method) => {
      const groups = createGroups(students, { method, count: 5, random: seededRandom(2) });
      expect(groups.map((g) => g.length)).toEqual([5, 5, 5, 5, 3]);
      expect(ids(groups)).toEqual(students.map((s) => s.id));
    },
  );

  it("random gives a different split on another run", () => {
    const a = createGroups(students, { method: "random", count: 3, random: seededRandom(1) });
    const b = createGroups(students, { method: "random", count: 3, random: seededRandom(2) });
    expect(a.map((g) => g.map((s) => s.id))).not.toEqual(b.map((g) => g.map((s) => s.id)));
  });

  it("same-category keeps equal values together in option order, missing last", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 20 }),
        fc.nat(),
        (n, k, seed) => {
          const groups = createGroups(randomClass(n, seed), {
            method: "same-category",
            attribute: "number",
            count: k,
            random: seededRandom(seed),
          });
          const ranks = groups.flat().map((s) => {
            const i = valueIndex(A.number, s.number);
            return i < 0 ? 99 : i;
          });
          expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe("quality score", () => {
  it("sums |count - size·share| over groups, attributes and values", () => {
    const kid = (color: string) => ({ number: 1, color, element: "Fire", shape: "Square" });
    const apart = [
      [kid("Red"), kid("Red")],
      [kid("Yellow"), kid("Yellow")],
    ];
    expect(groupQuality(apart, A, ["color"])).toEqual({ score: 4, lowerBound: 0 });
    const mixed = [
      [kid("Red"), kid("Yellow")],
      [kid("Red"), kid("Yellow")],
    ];
    expect(groupQuality(mixed, A)).toEqual({ score: 0, lowerBound: 0 });
  });

  it("has a lower bound no grouping beats", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        (n, k, seed) => {
          const students = randomClass(n, seed);
          const random = seededRandom(seed);
          for (const method of ["random", "same-category", "diverse"] as const) {
            const q = groupQuality(createGroups(students, { method, count: k, random }), A);
            expect(q.score).toBeGreaterThanOrEqual(q.lowerBound - 1e-9);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
