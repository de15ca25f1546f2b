/**
 * The server's re-check of rows sent for a bulk import (docs/product.md#csv-import), shared with the demo's in-memory
 * source so both refuse exactly the same rows with the same messages.
 */
import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  type StudentAttributes,
  valueError,
} from "../students/attributes";
import { importNameError } from "../students/student";

/** How many row messages an import error lists at most. */
export const MAX_ROW_ERRORS = 50;

export interface ImportRow extends StudentAttributes {
  name: string;
}

/**
 * Every problem of an import, as "Row N: ..." with N the spreadsheet row (index + 2: the header is
 * row 1). Names are trimmed and must be 1..100 characters; in balanced mode the attribute cells
 * are ignored (they are assigned afterwards). Returns the first messages and the total count.
 */
export function importRowErrors(
  attributes: AttributeSet,
  rows: readonly ImportRow[],
  balanced: boolean,
): { messages: string[]; total: number } {
  const messages: string[] = [];
  let total = 0;
  rows.forEach((row, index) => {
    const problems: string[] = [];
    const name = importNameError(row.name);
    if (name) problems.push(name);
    if (!balanced) {
      for (const attribute of ATTRIBUTE_NAMES) {
        const message = valueError(attributes[attribute], row[attribute]);
        if (message) problems.push(message);
      }
    }
    for (const problem of problems) {
      total++;
      if (messages.length < MAX_ROW_ERRORS) messages.push(`Row ${index + 2}: ${problem}`);
    }
  });
  return { messages, total };
}

/** The answer's headline for a refused import. */
export const importRefusal = (total: number): string =>
  `${total} problem${total === 1 ? "" : "s"} in the rows; nothing was imported`;
