/**
 * Filling in missing values (docs/product.md#balanced-assignment): "Assign evenly now" on the
 * Groups tab. The Shuffle Categories rule, applied to the students who have no value of an
 * attribute only: the values they are dealt bring that attribute's counts as close to even as the
 * values already set allow (when few are set, counts end up differing by at most one). Values
 * already set are never changed.
 */

import { defaultRandom, type Random, shuffleInPlace } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
  valueIndex,
} from "./attributes";
import { leastUsedIndex } from "./balance";

type WithId = StudentAttributes & { id: string };

/** True when the student has no usable value of the attribute (none, or one no longer offered). */
export function lacksValue(
  attributes: AttributeSet,
  student: StudentAttributes,
  name: AttributeName,
) {
  return valueIndex(attributes[name], student[name]) < 0;
}

/** Per attribute of `names`, how many of `students` have no value of it, in `names`' order. */
export function missingCounts(
  attributes: AttributeSet,
  students: readonly StudentAttributes[],
  names: readonly AttributeName[],
): { name: AttributeName; missing: number }[] {
  return names.map((name) => ({
    name,
    missing: students.filter((s) => lacksValue(attributes, s, name)).length,
  }));
}

/**
 * The attributes of `names` that more than half of `students` lack (none for no students), with
 * how many lack each: what the Groups tab says before grouping on them.
 */
export function mostlyMissing(
  attributes: AttributeSet,
  students: readonly StudentAttributes[],
  names: readonly AttributeName[],
): { name: AttributeName; missing: number }[] {
  return missingCounts(attributes, students, names).filter((m) => m.missing * 2 > students.length);
}

/**
 * New values for the students who lack one: each changed student with all four attributes,
 * the ones they had kept as they were. Students with every value set are not listed.
 */
export function fillMissingCategories(
  attributes: AttributeSet,
  students: readonly WithId[],
  random: Random = defaultRandom,
): WithId[] {
  const filled = new Map<string, WithId>();
  for (const name of ATTRIBUTE_NAMES) {
    const def = attributes[name];
    if (def.options.length === 0) continue;
    const counts = new Array<number>(def.options.length).fill(0);
    const lacking: WithId[] = [];
    for (const s of students) {
      const index = valueIndex(def, s[name]);
      if (index < 0) lacking.push(s);
      else counts[index] = (counts[index] as number) + 1;
    }
    // Raise the least used values one at a time, then deal that deck in a random order.
    const deck = lacking.map(() => {
      const index = leastUsedIndex(counts, random);
      counts[index] = (counts[index] as number) + 1;
      return index;
    });
    shuffleInPlace(deck, random);
    lacking.forEach((s, i) => {
      const current = filled.get(s.id) ?? { ...s };
      filled.set(s.id, { ...current, [name]: valueAt(def, deck[i] as number) });
    });
  }
  return [...filled.values()];
}
