/**
 * One CSV row read forgivingly (docs/product.md#csv-import, docs/decisions/0048-forgiving-csv.md):
 * each attribute cell is matched by `matchCell`; a corrected value is kept and listed, an unknown
 * value, an empty cell and a column the file lacks are balanced when balancing is on, else left
 * empty (N/A). Only a row without a valid name is refused.
 */
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
} from "../students/attributes";
import { importNameError } from "../students/student";
import { matchCell } from "./match-value";

/** A cell the import changed: to an option (`to`), or unknown (`to` null). */
export interface Correction {
  attribute: AttributeName;
  /** The cell as written (trimmed). */
  value: string;
  /** The option label it was matched to; null when no option matched. */
  to: string | null;
}

export interface ImportedStudent extends StudentAttributes {
  name: string;
  /** The spreadsheet row it came from (header = 1). */
  row: number;
  /** The attributes to balance (sent empty; the server assigns them). */
  balance?: AttributeName[];
  /** What the import changed in this row, in column order. */
  corrections?: Correction[];
}

/** The row's cells, trimmed; an attribute is absent when the file has no column for it. */
export type ForgivingCells = { name: string } & Partial<Record<AttributeName, string>>;

/** How many characters of a name a message shows. */
const SHOWN_NAME = 40;

/** "Row 4, Maya Patel" (or "Row 4" without a name); control characters shown as spaces, a long name cut. */
export function rowLabel(row: number, name: string): string {
  const chars = [
    ...name
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  ];
  const shown =
    chars.length > SHOWN_NAME ? `${chars.slice(0, SHOWN_NAME).join("")}…` : chars.join("");
  return shown === "" ? `Row ${row}` : `Row ${row}, ${shown}`;
}

export function forgivingRow(
  cells: ForgivingCells,
  row: number,
  attributes: AttributeSet,
  balancing: boolean,
): ImportedStudent | string[] {
  const nameError = importNameError(cells.name);
  if (nameError) return [`${rowLabel(row, cells.name)}: ${nameError}`];
  const student: ImportedStudent = {
    name: cells.name,
    number: null,
    color: null,
    element: null,
    shape: null,
    row,
  };
  const balance: AttributeName[] = [];
  const corrections: Correction[] = [];
  for (const attribute of ATTRIBUTE_NAMES) {
    const cell = cells[attribute] ?? "";
    const match = matchCell(attributes[attribute], cell);
    if (match.kind === "exact" || match.kind === "corrected") {
      (student as unknown as Record<AttributeName, number | string>)[attribute] = match.value;
      if (match.kind === "corrected") {
        corrections.push({ attribute, value: cell.trim(), to: match.label });
      }
      continue;
    }
    if (match.kind === "unknown") corrections.push({ attribute, value: cell.trim(), to: null });
    if (balancing) balance.push(attribute);
  }
  if (balance.length > 0) student.balance = balance;
  if (corrections.length > 0) student.corrections = corrections;
  return student;
}

/**
 * "Row 4, Maya Patel: Color 'green' -> Green", or for an unknown value "Row 7, Sam Lee: 'Round'
 * is not a Shape: balanced instead" (": left empty (N/A)" with balancing off). The attribute is
 * named as the teacher named it.
 */
export function correctionText(
  student: Pick<ImportedStudent, "row" | "name">,
  correction: Correction,
  attributes: AttributeSet,
  balancing: boolean,
): string {
  const label = rowLabel(student.row, student.name);
  const attribute = attributes[correction.attribute].displayName;
  if (correction.to !== null) {
    return `${label}: ${attribute} '${correction.value}' -> ${correction.to}`;
  }
  const outcome = balancing ? "balanced instead" : "left empty (N/A)";
  return `${label}: '${correction.value}' is not a ${attribute}: ${outcome}`;
}
