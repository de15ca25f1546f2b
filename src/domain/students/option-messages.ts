/**
 * An option list's problems as catalogue messages (docs/product.md#attributes,
 * docs/product.md#languages), for the teacher in their language: the server says them with
 * `say`, the settings screen and the demo with `i18n._`. Their English is word for word the
 * option rules' own (`optionProblemText`), which the API's field details keep using.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MAX_OPTION_LENGTH, MAX_OPTIONS, MIN_OPTIONS, type OptionProblem } from "./option-rules";

/** An option list's problem as a catalogue message. */
export function optionProblemMessage(problem: OptionProblem): MessageDescriptor {
  const min = MIN_OPTIONS;
  const most = MAX_OPTIONS;
  const length = MAX_OPTION_LENGTH;
  switch (problem.kind) {
    case "too-few":
      return msg`At least ${min} options are required`;
    case "too-many":
      return msg`At most ${most} options are allowed`;
    case "blank":
      return msg`Options cannot be blank`;
    case "too-long": {
      const option = problem.option;
      return msg`Option "${option}" is longer than ${length} characters`;
    }
    case "repeated": {
      const option = problem.option;
      return msg`Options must be unique: "${option}" appears more than once`;
    }
    case "missing": {
      const option = problem.option;
      return msg`Option "${option}" does not exist`;
    }
  }
}
