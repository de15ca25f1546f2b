/**
 * Balanced assignment of only some attributes (docs/product.md#balanced-assignment,
 * docs/decisions/0048-forgiving-csv.md): an import keeps the values a row gives and balances the
 * others. The counts start from the class's, plus every kept value of the batch; then, row after
 * row, each attribute to balance takes a least-used option (ties broken at random) and counts.
 */
import { defaultRandom, type Random } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
} from "../students/attributes";
import {
  type AttributeCounts,
  addToCounts,
  countValues,
  leastUsedIndex,
} from "../students/balance";

/**
 * Fills, in place, the attributes `which(i)` names of each row with balanced values; the rows'
 * other values are counted first. `counts` is left unchanged.
 */
export function balanceMissing(
  attributes: AttributeSet,
  counts: AttributeCounts,
  rows: StudentAttributes[],
  which: (row: StudentAttributes, index: number) => readonly AttributeName[],
  random: Random = defaultRandom,
): void {
  const working = countValues(attributes, []);
  for (const name of ATTRIBUTE_NAMES) {
    working[name].forEach((_, i) => {
      working[name][i] = counts[name][i] ?? 0;
    });
  }
  const chosen = rows.map((row, index) => which(row, index));
  rows.forEach((row, index) => {
    const kept = { ...row };
    for (const name of chosen[index] ?? []) kept[name] = null;
    addToCounts(attributes, working, kept);
  });
  rows.forEach((row, index) => {
    const balance = chosen[index] ?? [];
    for (const name of ATTRIBUTE_NAMES) {
      if (!balance.includes(name)) continue;
      const options = working[name];
      const at = leastUsedIndex(options, random);
      options[at] = (options[at] as number) + 1;
      (row as unknown as Record<AttributeName, number | string>)[name] = valueAt(
        attributes[name],
        at,
      );
    }
  });
}

/** The attributes a row leaves empty: what the server balances in a balanced import. */
export const emptyAttributes = (row: StudentAttributes): AttributeName[] =>
  ATTRIBUTE_NAMES.filter((name) => row[name] === null || row[name] === undefined);
