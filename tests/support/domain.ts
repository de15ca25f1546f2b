/** Helpers for the domain tests (used by *.test.ts only). */

import { pick, seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, type StudentAttributes } from "#src/domain/students/attributes";

export type Kid = StudentAttributes & { id: number };
const A = DEFAULT_ATTRIBUTES;

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(observed: readonly number[]): number {
  const total = observed.reduce((sum, x) => sum + x, 0);
  const expected = total / observed.length;
  return observed.reduce((sum, x) => sum + (x - expected) ** 2 / expected, 0);
}

/** The chi-square value exceeded with probability about 1 in 2,000 (Wilson-Hilferty). */
export function chiSquareCritical(degreesOfFreedom: number): number {
  const z = 3.29;
  const k = degreesOfFreedom;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}

/** A random class; one number in five is missing. */
export function randomClass(n: number, seed: number): Kid[] {
  const r = seededRandom(seed);
  return Array.from({ length: n }, (_, id) => ({
    id,
    number: r.int(5) === 0 ? null : 1 + r.int(4),
    color: pick(A.color.options, r),
    element: pick(A.element.options, r),
    shape: pick(A.shape.options, r),
  }));
}

/** Pearson's chi-square statistic of observed counts against expected shares (summing to 1). */
export function chiSquareExpected(observed: readonly number[], shares: readonly number[]): number {
  const total = observed.reduce((sum, x) => sum + x, 0);
  return observed.reduce((sum, x, i) => {
    const expected = total * (shares[i] ?? 0);
    return sum + (x - expected) ** 2 / expected;
  }, 0);
}
