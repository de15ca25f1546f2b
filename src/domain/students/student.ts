/** Student rules shared by the student form, the CSV import and the server (docs/product.md#validation, docs/product.md#attributes). */

import { CONTROL_MESSAGE, hasNoControl, hasNoNul, MAX_NAME, NUL_MESSAGE } from "../text-rules";
import {
  ATTRIBUTE_NAMES,
  type AttributeSet,
  type StudentAttributes,
  valueAt,
  valueError,
} from "./attributes";

export const NAME_REQUIRED = "Name is required";

/**
 * The key two names are compared by (repeated names in a paste, a roster matched by name):
 * Unicode-composed, trimmed, inner spaces collapsed, case folded; accents kept.
 */
export function nameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("en-US");
}

/** The name as stored (trimmed). */
export function normalizeName(name: string): string {
  return name.trim();
}

/** "Name is required" for a missing or blank name, else null. */
export function nameError(name: unknown): string | null {
  return typeof name === "string" && name.trim() !== "" ? null : NAME_REQUIRED;
}

/** What is wrong with an imported row's name. */
export type NameProblem = "required" | "too-long" | "nul" | "control";

/**
 * The problem with an imported row's name, or null: required, at most MAX_NAME characters once
 * trimmed, no NUL and no control characters (line breaks and tabs are fine). The browser's CSV parser and the server's re-check
 * of the rows use it, so both refuse the same rows with the same message.
 */
export function importNameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === "") return "required";
  if (trimmed.length > MAX_NAME) return "too-long";
  if (!hasNoNul(trimmed)) return "nul";
  if (!hasNoControl(trimmed)) return "control";
  return null;
}

/** A name problem in English (the teacher reads `nameProblemMessage`, in their language). */
export function nameProblemText(problem: NameProblem): string {
  switch (problem) {
    case "required":
      return NAME_REQUIRED;
    case "too-long":
      return `Name must be at most ${MAX_NAME} characters`;
    case "nul":
      return `Name ${NUL_MESSAGE}`;
    case "control":
      return `Name ${CONTROL_MESSAGE}`;
  }
}

/** `importNameProblem` in English, or null. */
export function importNameError(name: string): string | null {
  const problem = importNameProblem(name);
  return problem === null ? null : nameProblemText(problem);
}

/**
 * Every problem with a student's name and values against the teacher's effective attributes, in
 * the order name, number, color, element, shape, with the product's wording (docs/product.md#validation; empty when valid).
 * Missing attribute values (null or undefined) are valid.
 */
export function validateStudent(
  attributes: AttributeSet,
  input: { name?: unknown } & Partial<Record<keyof StudentAttributes, unknown>>,
): string[] {
  const errors: string[] = [];
  const name = nameError(input.name);
  if (name) errors.push(name);
  for (const attribute of ATTRIBUTE_NAMES) {
    const error = valueError(attributes[attribute], input[attribute] ?? null);
    if (error) errors.push(error);
  }
  return errors;
}

/** The values a new student starts with in the form: each attribute's first option. */
export function newStudentDefaults(attributes: AttributeSet): StudentAttributes {
  return {
    number: valueAt(attributes.number, 0) as number,
    color: valueAt(attributes.color, 0) as string,
    element: valueAt(attributes.element, 0) as string,
    shape: valueAt(attributes.shape, 0) as string,
  };
}
