/**
 * One CSV row read forgivingly (docs/product.md#csv-import, docs/decisions/0048-forgiving-csv.md):
 * each attribute cell is matched by `matchCell`; a corrected value is kept and listed, an unknown
 * value, an empty cell and a column the file lacks are balanced when balancing is on, else left
 * empty (N/A). Only a row without a valid name is refused.
 */
import type { AttributeName, AttributeSet, StudentAttributes } from "../students/attributes";
import { importNameProblem } from "../students/student";
import { nameProblemMessage } from "../students/student-messages";
import { matchCell } from "./match-value";
import type { RowMessage } from "./row-message";

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
export type ForgivingCells = { name: string } & Partial<Record<AttributeName, string | undefined>>;

/** How many characters of a name a message shows. */
const SHOWN_NAME = 40;

/** A name as a message shows it: control characters as spaces, spaces single, a long name cut. */
export function shownName(name: string): string {
  const chars = [
    ...name
      .replace(/\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim(),
  ];
  return chars.length > SHOWN_NAME ? `${chars.slice(0, SHOWN_NAME).join("")}…` : chars.join("");
}

/** "Row 4, Maya Patel" (or "Row 4" without a name); control characters shown as spaces, a long name cut. */
export function rowLabel(row: number, name: string): string {
  const shown = shownName(name);
  return shown === "" ? `Row ${row}` : `Row ${row}, ${shown}`;
}

export function forgivingRow(
  cells: ForgivingCells,
  row: number,
  attributes: AttributeSet,
  balancing: boolean,
): ImportedStudent | RowMessage[] {
  const nameProblem = importNameProblem(cells.name);
  if (nameProblem) return [{ row, name: cells.name, problem: nameProblemMessage(nameProblem) }];
  let balance: AttributeName[] | undefined;
  let corrections: Correction[] | undefined;
  const value = (attribute: AttributeName): number | string | null => {
    const cell = cells[attribute] ?? "";
    const match = matchCell(attributes[attribute], cell);
    if (match.kind === "exact") return match.value;
    if (match.kind === "corrected" || match.kind === "unknown") {
      corrections ??= [];
      corrections.push({
        attribute,
        value: cell.trim(),
        to: match.kind === "corrected" ? match.label : null,
      });
      if (match.kind === "corrected") return match.value;
    }
    if (balancing) {
      balance ??= [];
      balance.push(attribute);
    }
    return null;
  };
  // One object literal of a fixed shape (the hot path of a 100,000-row file).
  const student: ImportedStudent = {
    name: cells.name,
    number: value("number") as number | null,
    color: value("color") as string | null,
    element: value("element") as string | null,
    shape: value("shape") as string | null,
    row,
  };
  if (balance) student.balance = balance;
  if (corrections) student.corrections = corrections;
  return student;
}
