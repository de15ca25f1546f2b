/**
 * Forgiving matching of one CSV cell to an attribute's option (docs/product.md#csv-import,
 * docs/decisions/0048-forgiving-csv.md). In order, the first rule that applies wins:
 *
 * 1. An empty cell (after trimming) is empty.
 * 2. The teacher's option, exactly: kept as is.
 * 3. The teacher's option ignoring case and surrounding or repeated spaces ("green" -> Green).
 * 4. Number only: digits 1..N, or a word one..ten standing for them ("two" -> 2).
 * 5. The default name of an option the teacher renamed, when the option count is unchanged and
 *    the default name is not also the name of another current option ("Red" -> Crimson).
 *
 * Anything else is unknown. Rules 3-5 are corrections the preview lists. Never throws.
 */
import { type AttributeDefinition, DEFAULT_OPTIONS, valueAt } from "../students/attributes";

export type CellMatch =
  | { kind: "empty" }
  | { kind: "exact"; value: number | string }
  | { kind: "corrected"; value: number | string; label: string }
  | { kind: "unknown" };

const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

/** The cell's form for loose comparison: trimmed, inner spaces single, lower case. */
export function looseKey(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

function indexOfLoose(options: readonly string[], key: string): number {
  return options.findIndex((option) => looseKey(option) === key);
}

/** The 0-based option index a number cell stands for (digits or a word), or -1. */
function numberIndex(def: AttributeDefinition, key: string): number {
  const word = NUMBER_WORDS.indexOf(key);
  const n = /^[0-9]{1,9}$/.test(key) ? Number(key) : word >= 0 ? word + 1 : -1;
  return n >= 1 && n <= def.options.length ? n - 1 : -1;
}

/** The option a default name stands for after the teacher renamed it, or -1. */
function renamedIndex(def: AttributeDefinition, key: string): number {
  const defaults = DEFAULT_OPTIONS[def.name];
  if (def.options.length !== defaults.length) return -1;
  const index = indexOfLoose(defaults, key);
  if (index < 0 || looseKey(def.options[index] ?? "") === key) return -1;
  return index;
}

export function matchCell(def: AttributeDefinition, cell: string): CellMatch {
  const text = cell.trim();
  if (text === "") return { kind: "empty" };
  if (def.name === "number") {
    if (/^[0-9]{1,9}$/.test(text)) {
      const n = Number(text);
      return n >= 1 && n <= def.options.length ? { kind: "exact", value: n } : { kind: "unknown" };
    }
    const key = looseKey(text);
    const labelled = indexOfLoose(def.options, key);
    const index = labelled >= 0 ? labelled : numberIndex(def, key);
    if (index < 0) return renamed(def, key);
    const value = valueAt(def, index);
    return { kind: "corrected", value, label: def.options[index] as string };
  }
  const exact = def.options.indexOf(text);
  if (exact >= 0) return { kind: "exact", value: def.options[exact] as string };
  const key = looseKey(text);
  const index = indexOfLoose(def.options, key);
  if (index < 0) return renamed(def, key);
  const label = def.options[index] as string;
  return { kind: "corrected", value: label, label };
}

function renamed(def: AttributeDefinition, key: string): CellMatch {
  const index = renamedIndex(def, key);
  if (index < 0) return { kind: "unknown" };
  return { kind: "corrected", value: valueAt(def, index), label: def.options[index] as string };
}
