/**
 * Balanced assignment (docs/product.md#balanced-assignment): for each attribute, a uniformly random choice among the
 * values with the lowest current count. Counts cover the class's students plus, for a CSV
 * import, the rows already assigned in the same batch.
 */

import { defaultRandom, type Random } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
  valueIndex,
} from "./attributes";

/** Per attribute, how many students hold each option (indexed like the options). */
export type AttributeCounts = Record<AttributeName, number[]>;

export function emptyCounts(attributes: AttributeSet): AttributeCounts {
  return {
    number: new Array<number>(attributes.number.options.length).fill(0),
    color: new Array<number>(attributes.color.options.length).fill(0),
    element: new Array<number>(attributes.element.options.length).fill(0),
    shape: new Array<number>(attributes.shape.options.length).fill(0),
  };
}

/** Adds one student's values to `counts` in place; null and invalid values are not counted. */
export function addToCounts(
  attributes: AttributeSet,
  counts: AttributeCounts,
  student: StudentAttributes,
): void {
  for (const name of ATTRIBUTE_NAMES) {
    const index = valueIndex(attributes[name], student[name]);
    const row = counts[name];
    if (index >= 0 && index < row.length) row[index] = (row[index] as number) + 1;
  }
}

/** The counts of a class's students. */
export function countValues(
  attributes: AttributeSet,
  students: readonly StudentAttributes[],
): AttributeCounts {
  const counts = emptyCounts(attributes);
  for (const student of students) addToCounts(attributes, counts, student);
  return counts;
}

function copyCounts(attributes: AttributeSet, counts: AttributeCounts): AttributeCounts {
  const copy = emptyCounts(attributes);
  for (const name of ATTRIBUTE_NAMES) {
    const row = copy[name];
    for (let i = 0; i < row.length; i++) row[i] = counts[name][i] ?? 0;
  }
  return copy;
}

/** An index chosen uniformly among those holding the minimum count. */
export function leastUsedIndex(counts: readonly number[], random: Random): number {
  let min = Number.POSITIVE_INFINITY;
  let ties = 0;
  for (const count of counts) {
    if (count < min) {
      min = count;
      ties = 1;
    } else if (count === min) ties++;
  }
  if (ties === 0) throw new RangeError("No options to choose from");
  let wanted = ties === 1 ? 0 : random.int(ties);
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === min && wanted-- === 0) return i;
  }
  throw new Error("unreachable");
}

function assignOne(
  attributes: AttributeSet,
  counts: AttributeCounts,
  random: Random,
): StudentAttributes {
  const choose = (name: AttributeName) => {
    const row = counts[name];
    const index = leastUsedIndex(row, random);
    row[index] = (row[index] as number) + 1;
    return valueAt(attributes[name], index);
  };
  return {
    number: choose("number") as number,
    color: choose("color") as string,
    element: choose("element") as string,
    shape: choose("shape") as string,
  };
}

/** Values for one new student given the current counts (which are left unchanged). */
export function balancedValues(
  attributes: AttributeSet,
  counts: AttributeCounts,
  random: Random = defaultRandom,
): StudentAttributes {
  return assignOne(attributes, copyCounts(attributes, counts), random);
}

/**
 * Values for `count` new students, one after another, each counting the ones before it.
 * O(count × options); `counts` is left unchanged.
 */
export function assignBalanced(
  attributes: AttributeSet,
  counts: AttributeCounts,
  count: number,
  random: Random = defaultRandom,
): StudentAttributes[] {
  const working = copyCounts(attributes, counts);
  const result: StudentAttributes[] = new Array(count);
  for (let i = 0; i < count; i++) result[i] = assignOne(attributes, working, random);
  return result;
}
