import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Random, seededRandom } from "#src/domain/random";
import {
  ATTRIBUTE_NAMES,
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  valueIndex,
} from "#src/domain/students/attributes";
import {
  type AttributeCounts,
  assignBalanced,
  balancedValues,
  countValues,
  emptyCounts,
  leastUsedIndex,
} from "#src/domain/students/balance";

const attributes = effectiveAttributes([
  { attribute_name: "number", options: ["A", "B", "C", "D", "E", "F"] },
  { attribute_name: "shape", options: ["Square", "Circle"] },
]);

const countsArb: fc.Arbitrary<AttributeCounts> = fc.record({
  number: fc.array(fc.nat(30), { minLength: 6, maxLength: 6 }),
  color: fc.array(fc.nat(30), { minLength: 4, maxLength: 4 }),
  element: fc.array(fc.nat(30), { minLength: 4, maxLength: 4 }),
  shape: fc.array(fc.nat(30), { minLength: 2, maxLength: 2 }),
});

const gap = (row: readonly number[]) => Math.max(...row) - Math.min(...row);

function countAfter(counts: AttributeCounts, students: ReturnType<typeof assignBalanced>) {
  const after = structuredClone(counts);
  for (const student of students) {
    for (const name of ATTRIBUTE_NAMES) {
      const i = valueIndex(attributes[name], student[name]);
      after[name][i] = (after[name][i] ?? 0) + 1;
    }
  }
  return after;
}

describe("leastUsedIndex", () => {
  it("always picks an index holding the minimum", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 12 }), fc.nat(), (row, seed) => {
        const i = leastUsedIndex(row, seededRandom(seed));
        expect(row[i]).toBe(Math.min(...row));
      }),
    );
  });

  it("can pick every least-used index: the r-th draw gives the r-th minimum", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(3), { minLength: 1, maxLength: 12 }), (row) => {
        const minima = row.flatMap((c, i) => (c === Math.min(...row) ? [i] : []));
        const chosen = minima.map((_, r) => {
          const scripted: Random = { int: (max) => (max === minima.length ? r : 0) };
          return leastUsedIndex(row, scripted);
        });
        expect(chosen).toEqual(minima);
      }),
    );
  });
});

describe("balanced assignment", () => {
  it("never widens an attribute's max-min gap beyond max(gap, 1)", () => {
    fc.assert(
      fc.property(countsArb, fc.nat(40), fc.nat(), (counts, k, seed) => {
        const after = countAfter(counts, assignBalanced(attributes, counts, k, seededRandom(seed)));
        for (const name of ATTRIBUTE_NAMES) {
          expect(gap(after[name])).toBeLessThanOrEqual(Math.max(gap(counts[name]), 1));
        }
      }),
    );
  });

  it("keeps an even start within 1 for any number of students", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(200), fc.nat(), (base, k, seed) => {
        const counts = emptyCounts(attributes);
        for (const name of ATTRIBUTE_NAMES) counts[name].fill(base);
        counts.number[2] = base + 1;
        const after = countAfter(counts, assignBalanced(attributes, counts, k, seededRandom(seed)));
        for (const name of ATTRIBUTE_NAMES) expect(gap(after[name])).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("gives each new student only least-used values, counting earlier rows of the batch", () => {
    fc.assert(
      fc.property(countsArb, fc.nat(20), fc.nat(), (counts, k, seed) => {
        const students = assignBalanced(attributes, counts, k, seededRandom(seed));
        const running = structuredClone(counts);
        for (const student of students) {
          for (const name of ATTRIBUTE_NAMES) {
            const i = valueIndex(attributes[name], student[name]);
            expect(running[name][i]).toBe(Math.min(...running[name]));
            running[name][i] = (running[name][i] ?? 0) + 1;
          }
        }
      }),
    );
  });

  it("leaves the given counts unchanged and returns valid values", () => {
    const counts = countValues(DEFAULT_ATTRIBUTES, [
      { number: 1, color: "Red", element: "Fire", shape: "Square" },
      { number: 2, color: "Red", element: null, shape: "Oval" },
    ]);
    const before = structuredClone(counts);
    const values = balancedValues(DEFAULT_ATTRIBUTES, counts, seededRandom(1));
    expect(counts).toEqual(before);
    expect(counts.color).toEqual([2, 0, 0, 0]);
    expect([3, 4]).toContain(values.number);
    expect(values.color).not.toBe("Red");
    expect(values.element).not.toBe("Fire");
    expect(values.shape).not.toBe("Square");
  });

  it("breaks ties uniformly", () => {
    const random = seededRandom(11);
    const seen: Record<string, number> = {};
    for (let i = 0; i < 4000; i++) {
      const value = balancedValues(
        DEFAULT_ATTRIBUTES,
        emptyCounts(DEFAULT_ATTRIBUTES),
        random,
      ).color;
      seen[value ?? ""] = (seen[value ?? ""] ?? 0) + 1;
    }
    for (const option of DEFAULT_ATTRIBUTES.color.options) {
      expect(seen[option]).toBeGreaterThan(850);
    }
  });
});
