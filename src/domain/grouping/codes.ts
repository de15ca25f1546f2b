/**
 * Students encoded for grouping: per attribute, each student's option index, with one extra
 * code (the option count) for a missing or invalid value, which is balanced like any other.
 */
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
  valueIndex,
} from "../students/attributes";

export interface EncodedClass {
  n: number;
  /** Active attributes, in ATTRIBUTE_NAMES order. */
  names: AttributeName[];
  /** Codes per active attribute: codes[a][student]. */
  codes: Int32Array[];
  /** Number of codes per active attribute (options + 1). */
  sizes: number[];
  /** Class totals per active attribute and code. */
  totals: Int32Array[];
}

export function encodeClass(
  students: readonly StudentAttributes[],
  attributes: AttributeSet,
  balanceOn: readonly AttributeName[] = ATTRIBUTE_NAMES,
): EncodedClass {
  const names = ATTRIBUTE_NAMES.filter((name) => balanceOn.includes(name));
  const codes: Int32Array[] = [];
  const sizes: number[] = [];
  const totals: Int32Array[] = [];
  for (const name of names) {
    const def = attributes[name];
    const missing = def.options.length;
    const column = new Int32Array(students.length);
    const total = new Int32Array(missing + 1);
    students.forEach((student, i) => {
      const index = valueIndex(def, student[name]);
      const code = index < 0 ? missing : index;
      column[i] = code;
      total[code] = (total[code] as number) + 1;
    });
    codes.push(column);
    sizes.push(missing + 1);
    totals.push(total);
  }
  return { n: students.length, names, codes, sizes, totals };
}
