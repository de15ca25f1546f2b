/**
 * Editing an attribute's options (docs/product.md#attributes) as pure functions that return the new option list and
 * the student value changes it implies, for the server to write in one transaction.
 *
 * - Renaming carries the students that hold the option along.
 * - Removing clears the value (null, shown "N/A") on the students that held it.
 * - Number values are positions 1..N, and the teacher sees the labels, so changes follow the
 *   labels: removing the option at position k clears the students at k and moves every student
 *   above k down by one, so each keeps the label they showed. Reordering number labels likewise
 *   moves the students with their labels. Renaming a number label changes no student.
 * - Resetting to the defaults (deleting the setting) keeps the values that exist among the
 *   defaults: text values by label, number values by position (1..4 stay, higher ones clear).
 * Any stored value that is not valid under the old options is cleared as well.
 */
import {
  type AttributeDefinition,
  type AttributeName,
  type AttributeValue,
  DEFAULT_OPTIONS,
  type StudentAttributes,
  valueAt,
  valueIndex,
} from "./attributes";
import { normalizeOptions, type OptionProblem, optionProblems } from "./option-rules";

export type StudentRecord = StudentAttributes & { id: string };

export interface StudentValueChange {
  id: string;
  attribute: AttributeName;
  from: AttributeValue;
  to: AttributeValue;
}

/**
 * The plan, or the rules the edit breaks as data: each side says them in the teacher's language
 * (`optionProblemMessage`), and in English for the API's details (`optionProblemText`).
 */
export type OptionEditResult =
  | { ok: true; options: string[]; changes: StudentValueChange[] }
  | { ok: false; problems: OptionProblem[] };

function definition(name: AttributeName, options: readonly string[]): AttributeDefinition {
  return { name, displayName: name, description: null, options, showToStudents: true };
}

function remap(
  name: AttributeName,
  oldOptions: readonly string[],
  newOptions: string[],
  mapIndex: (oldIndex: number) => number,
  students: readonly StudentRecord[],
): OptionEditResult {
  const problems = optionProblems(newOptions);
  if (problems.length > 0) return { ok: false, problems };
  const oldDef = definition(name, oldOptions);
  const newDef = definition(name, newOptions);
  const changes: StudentValueChange[] = [];
  for (const student of students) {
    const from = student[name];
    if (from === null) continue;
    const oldIndex = valueIndex(oldDef, from);
    const newIndex = oldIndex < 0 ? -1 : mapIndex(oldIndex);
    const to = newIndex < 0 ? null : valueAt(newDef, newIndex);
    if (to !== from) changes.push({ id: student.id, attribute: name, from, to });
  }
  return { ok: true, options: newOptions, changes };
}

/**
 * A whole new option list (as the settings editor saves it). Options are matched by label;
 * `renames` maps old labels to their new labels. Labels that disappear clear their students.
 */
export function planOptionChange(
  name: AttributeName,
  oldOptions: readonly string[],
  newOptions: readonly string[],
  students: readonly StudentRecord[],
  renames: Readonly<Record<string, string>> = {},
): OptionEditResult {
  const next = normalizeOptions(newOptions);
  return remap(
    name,
    oldOptions,
    next,
    (oldIndex) => {
      const label = oldOptions[oldIndex] as string;
      const renamed = Object.hasOwn(renames, label) ? renames[label] : undefined;
      return next.indexOf(renamed === undefined ? label : renamed.trim());
    },
    students,
  );
}

export function renameOption(
  name: AttributeName,
  options: readonly string[],
  from: string,
  to: string,
  students: readonly StudentRecord[],
): OptionEditResult {
  if (!options.includes(from)) return { ok: false, problems: [{ kind: "missing", option: from }] };
  const next = options.map((option) => (option === from ? to : option));
  return planOptionChange(name, options, next, students, { [from]: to });
}

export function removeOption(
  name: AttributeName,
  options: readonly string[],
  label: string,
  students: readonly StudentRecord[],
): OptionEditResult {
  if (!options.includes(label)) {
    return { ok: false, problems: [{ kind: "missing", option: label }] };
  }
  const next = options.filter((option) => option !== label);
  return planOptionChange(name, options, next, students);
}

/** Deleting a teacher's setting: back to the default options (see the rules at the top). */
export function resetOptions(
  name: AttributeName,
  options: readonly string[],
  students: readonly StudentRecord[],
): OptionEditResult {
  const defaults = [...DEFAULT_OPTIONS[name]];
  if (name === "number") {
    return remap(name, options, defaults, (i) => (i < defaults.length ? i : -1), students);
  }
  return remap(name, options, defaults, (i) => defaults.indexOf(options[i] as string), students);
}
