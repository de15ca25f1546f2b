/**
 * The student rules' messages as catalogue messages (docs/product.md#languages), for the teacher
 * in their language: the server answers them with `say`, the client with `i18n._`. Their English
 * is word for word the rules' own (`valueError`, `nameProblemText`), which
 * the API's field details and the modules Playwright loads keep using.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_NAME } from "../text-rules";
import { type AttributeDefinition, isValidValue } from "./attributes";
import type { NameProblem } from "./student";

/**
 * `valueError` as a catalogue message: "Number must be between 1-4 or empty", "Color must be
 * one of: Red, Yellow, Green, Purple". The attribute is named by the app's fixed name, a whole
 * sentence for each in the catalogue, so each language words it (the options stay as stored: they
 * are what a file or a request must hold); a `label` given instead is put in as it is.
 */
export function valueErrorMessage(
  def: AttributeDefinition,
  value: unknown,
  label?: string,
): MessageDescriptor | null {
  if (isValidValue(def, value)) return null;
  const count = def.options.length;
  const options = def.options.join(", ");
  if (label !== undefined) {
    return def.name === "number"
      ? msg`${label} must be between 1-${count} or empty`
      : msg`${label} must be one of: ${options}`;
  }
  switch (def.name) {
    case "number":
      return msg`Number must be between 1-${count} or empty`;
    case "color":
      return msg`Color must be one of: ${options}`;
    case "element":
      return msg`Element must be one of: ${options}`;
    case "shape":
      return msg`Shape must be one of: ${options}`;
  }
}

/** A name's problem as a catalogue message: "Name is required", ... */
export function nameProblemMessage(problem: NameProblem): MessageDescriptor {
  const max = MAX_NAME;
  switch (problem) {
    case "required":
      return msg`Name is required`;
    case "too-long":
      return msg`Name must be at most ${max} characters`;
    case "nul":
      return msg`Name must not contain a NUL character`;
    case "control":
      return msg`Name must not contain control characters`;
  }
}
