import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  NAME_REQUIRED,
  type StudentAttributes,
  valueError,
} from "../../../domain";
import { hasNoNul, MAX_NAME, NUL_MESSAGE } from "../../../domain/schemas";
import { HttpError } from "../../errors";

export interface FieldError {
  field: string;
  message: string;
}

/** D6: each value must be null or one of the teacher's effective options (the domain's rule). */
export function attributeErrors(attributes: AttributeSet, values: StudentAttributes): FieldError[] {
  const errors: FieldError[] = [];
  for (const name of ATTRIBUTE_NAMES) {
    const message = valueError(attributes[name], values[name]);
    if (message) errors.push({ field: `body.${name}`, message });
  }
  return errors;
}

/** 400 `{ error, details }` naming each invalid field. */
export function assertValidAttributes(attributes: AttributeSet, values: StudentAttributes): void {
  const errors = attributeErrors(attributes, values);
  if (errors.length > 0) {
    throw new HttpError(400, errors.map((e) => e.message).join("; "), errors);
  }
}

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
    const name = row.name.trim();
    if (name === "") problems.push(NAME_REQUIRED);
    else if (name.length > MAX_NAME) problems.push(`Name must be at most ${MAX_NAME} characters`);
    else if (!hasNoNul(name)) problems.push(`Name ${NUL_MESSAGE}`);
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
