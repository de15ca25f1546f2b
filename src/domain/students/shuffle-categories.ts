/**
 * Shuffle Categories (docs/product.md#balanced-assignment): new values for all four attributes of every student in a list, so
 * that each attribute's counts differ by at most 1. For n students and K options every option
 * gets floor(n/K) students and a random n mod K of them one more; the values are then dealt in
 * a random order. Each attribute is drawn independently, and every even assignment is equally
 * likely (each choice of the options with the extra student has the same number of orders).
 */

import { defaultRandom, type Random, shuffleInPlace } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
} from "./attributes";

export type ShuffledStudent = StudentAttributes & { id: string };

/** Option indices for `count` students: an even spread in a uniformly random order. */
export function evenOptionIndices(optionCount: number, count: number, random: Random): number[] {
  if (optionCount < 1) throw new RangeError("No options to deal");
  const base = Math.floor(count / optionCount);
  const extra = count % optionCount;
  const order = shuffleInPlace(
    Array.from({ length: optionCount }, (_, i) => i),
    random,
  );
  const deck: number[] = [];
  order.forEach((option, position) => {
    const copies = base + (position < extra ? 1 : 0);
    for (let c = 0; c < copies; c++) deck.push(option);
  });
  return shuffleInPlace(deck, random);
}

export function shuffleCategories(
  attributes: AttributeSet,
  studentIds: readonly string[],
  random: Random = defaultRandom,
): ShuffledStudent[] {
  const dealt = {} as Record<AttributeName, number[]>;
  for (const name of ATTRIBUTE_NAMES) {
    dealt[name] = evenOptionIndices(attributes[name].options.length, studentIds.length, random);
  }
  const dealtValue = (name: AttributeName, i: number) =>
    valueAt(attributes[name], dealt[name][i] as number);
  return studentIds.map((id, i) => ({
    id,
    number: dealtValue("number", i) as number,
    color: dealtValue("color", i) as string,
    element: dealtValue("element", i) as string,
    shape: dealtValue("shape", i) as string,
  }));
}
