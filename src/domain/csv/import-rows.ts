/**
 * The server's re-check of rows sent for a bulk import (docs/product.md#csv-import), shared with the demo's in-memory
 * source so both refuse exactly the same rows with the same messages.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  type StudentAttributes,
  valueError,
} from "../students/attributes";
import { importNameError } from "../students/student";
import { rowLabel } from "./forgiving-row";

/** How many row messages an import error lists at most. */
export const MAX_ROW_ERRORS = 50;

/** How many characters of a refused value a message shows. */
const SHOWN_VALUE = 40;

export interface ImportRow extends StudentAttributes {
  name: string;
}

function shownValue(value: unknown): string {
  const chars = [...String(value).replace(/\p{Cc}/gu, " ")];
  return chars.length > SHOWN_VALUE ? `${chars.slice(0, SHOWN_VALUE).join("")}…` : chars.join("");
}

/**
 * Every problem of an import, as "Row N, Name: ..." with N the spreadsheet row (index + 2: the
 * header is row 1) and the refused value quoted. Names are trimmed and must be 1..100 characters;
 * values must be the teacher's options exactly (the browser sends them matched). In balanced mode
 * an empty value is balanced afterwards, a given one is kept and checked. Returns the first
 * messages and the total count.
 */
export function importRowErrors(
  attributes: AttributeSet,
  rows: readonly ImportRow[],
): { messages: string[]; total: number } {
  const messages: string[] = [];
  let total = 0;
  rows.forEach((row, index) => {
    const problems: string[] = [];
    const name = importNameError(row.name);
    if (name) problems.push(name);
    for (const attribute of ATTRIBUTE_NAMES) {
      const value = row[attribute];
      const label = `${attributes[attribute].displayName} '${shownValue(value)}'`;
      const message = valueError(attributes[attribute], value, label);
      if (message) problems.push(message);
    }
    for (const problem of problems) {
      total++;
      if (messages.length < MAX_ROW_ERRORS) {
        messages.push(`${rowLabel(index + 2, row.name)}: ${problem}`);
      }
    }
  });
  return { messages, total };
}

/** The answer's headline for a refused import (the count as digits alone). */
export function importRefusal(total: number): MessageDescriptor {
  const count = String(total);
  return msg`${plural(total, {
    one: `${count} problem in the rows; nothing was imported`,
    other: `${count} problems in the rows; nothing was imported`,
  })}`;
}
