import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "#src/domain/random";
import {
  ATTRIBUTE_NAMES,
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  valueIndex,
} from "#src/domain/students/attributes";
import { shuffleCategories } from "#src/domain/students/shuffle-categories";
import { chiSquareCritical, chiSquareUniform } from "../../../support/domain";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);

describe("shuffleCategories", () => {
  it("gives every attribute counts that differ by at most 1, for any class and options", () => {
    fc.assert(
      fc.property(fc.nat(80), fc.integer({ min: 2, max: 12 }), fc.nat(), (n, k, seed) => {
        const attributes = effectiveAttributes([
          { attribute_name: "number", options: Array.from({ length: k }, (_, i) => `N${i}`) },
          { attribute_name: "color", options: Array.from({ length: 14 - k }, (_, i) => `C${i}`) },
        ]);
        const result = shuffleCategories(attributes, ids(n), seededRandom(seed));
        expect(result.map((s) => s.id)).toEqual(ids(n));
        for (const name of ATTRIBUTE_NAMES) {
          const counts = new Array<number>(attributes[name].options.length).fill(0);
          for (const student of result) {
            const i = valueIndex(attributes[name], student[name]);
            expect(i).toBeGreaterThanOrEqual(0);
            counts[i] = (counts[i] ?? 0) + 1;
          }
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("reaches every even distribution of 5 students over 4 colours equally often", () => {
    // 4 choices of the colour held twice × 5!/2! orders = 240 even assignments.
    const random = seededRandom(2024);
    const seen = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const key = shuffleCategories(DEFAULT_ATTRIBUTES, ids(5), random)
        .map((s) => s.color)
        .join(",");
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(240);
    expect(chiSquareUniform([...seen.values()])).toBeLessThan(chiSquareCritical(239));
  });

  it("draws the attributes independently of each other", () => {
    const random = seededRandom(99);
    const joint = new Array<number>(16).fill(0);
    for (let i = 0; i < 32_000; i++) {
      const first = shuffleCategories(DEFAULT_ATTRIBUTES, ids(6), random)[0];
      const c = valueIndex(DEFAULT_ATTRIBUTES.color, first?.color);
      const e = valueIndex(DEFAULT_ATTRIBUTES.element, first?.element);
      joint[c * 4 + e] = (joint[c * 4 + e] ?? 0) + 1;
    }
    expect(chiSquareUniform(joint)).toBeLessThan(chiSquareCritical(15));
  });

  it("gives each number value 1..N exactly as often when n is a multiple of N", () => {
    const result = shuffleCategories(DEFAULT_ATTRIBUTES, ids(8), seededRandom(5));
    expect(result.map((s) => s.number).sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
