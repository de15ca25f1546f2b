/**
 * The student dialog's state (docs/product.md#students, docs/product.md#balanced-assignment): name, the four values, and in add mode the balanced
 * switch with its preview. Pure, so the rules are unit-tested without a browser.
 */

import type { Random } from "#src/domain/random";
import {
  ATTRIBUTE_NAMES,
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  isValidValue,
  type StudentAttributes,
  valueIndex,
} from "#src/domain/students/attributes";
import { type AttributeCounts, balancedValues } from "#src/domain/students/balance";
import { newStudentDefaults, normalizeName } from "#src/domain/students/student";

export type StudentFormMode = "add" | "edit";

export interface StudentFormState {
  mode: StudentFormMode;
  name: string;
  values: StudentAttributes;
  /** Add mode only: "Use Balanced Assignment". */
  balanced: boolean;
  /** The balanced values shown as badges while the switch is on. */
  preview: StudentAttributes | null;
}

export type StudentFormAction =
  | { type: "name"; name: string }
  | { type: "value"; attribute: AttributeName; value: number | string | null }
  | { type: "balanced"; on: boolean; preview: StudentAttributes | null }
  | { type: "preview"; preview: StudentAttributes }
  /** Preview Balanced: a computed choice, shown as the preview (switch on) or in the dropdowns. */
  | { type: "fill"; values: StudentAttributes }
  /** Reload after a conflict: edit mode starts again from the student as stored now. */
  | { type: "load"; attributes: AttributeSet; student: StudentAttributes & { name: string } };

/** The values a student had, with any value no longer among the options shown as empty. */
function currentValues(attributes: AttributeSet, student: StudentAttributes): StudentAttributes {
  const keep = <K extends AttributeName>(name: K) =>
    isValidValue(attributes[name], student[name]) ? student[name] : null;
  return {
    number: keep("number"),
    color: keep("color"),
    element: keep("element"),
    shape: keep("shape"),
  };
}

/**
 * Add mode starts at the first options (1, Red, Fire, Square by default) with the switch as the
 * teacher's preference says; edit mode starts at the student's values, without the switch.
 */
export function initialStudentForm(
  attributes: AttributeSet,
  options:
    | { mode: "add"; balancedDefault: boolean; preview: () => StudentAttributes }
    | { mode: "edit"; student: StudentAttributes & { name: string } },
): StudentFormState {
  if (options.mode === "edit") {
    return {
      mode: "edit",
      name: options.student.name,
      values: currentValues(attributes, options.student),
      balanced: false,
      preview: null,
    };
  }
  return {
    mode: "add",
    name: "",
    values: newStudentDefaults(attributes),
    balanced: options.balancedDefault,
    preview: options.balancedDefault ? options.preview() : null,
  };
}

export function studentFormReducer(
  state: StudentFormState,
  action: StudentFormAction,
): StudentFormState {
  switch (action.type) {
    case "name":
      return { ...state, name: action.name };
    case "value":
      return { ...state, values: { ...state.values, [action.attribute]: action.value } };
    case "balanced":
      if (state.mode !== "add") return state;
      return { ...state, balanced: action.on, preview: action.on ? action.preview : null };
    case "preview":
      return state.balanced ? { ...state, preview: action.preview } : state;
    case "fill":
      return state.balanced
        ? { ...state, preview: action.values }
        : { ...state, values: action.values };
    case "load":
      return initialStudentForm(action.attributes, { mode: "edit", student: action.student });
  }
}

/**
 * Whether the form holds input not saved yet: a name, a value or the balanced switch other than
 * what it opened with (`first`). A recomputed preview is the form's own doing, not the teacher's.
 */
export function hasChanges(state: StudentFormState, first: StudentFormState): boolean {
  return (
    normalizeName(state.name) !== normalizeName(first.name) ||
    state.balanced !== first.balanced ||
    ATTRIBUTE_NAMES.some((name) => state.values[name] !== first.values[name])
  );
}

/** A blank name blocks save (docs/product.md#validation). */
export function canSave(state: StudentFormState): boolean {
  return normalizeName(state.name) !== "";
}

/** True when every value of `values` is among the least-used options under `counts`. */
export function stillBalanced(
  attributes: AttributeSet,
  counts: AttributeCounts,
  values: StudentAttributes,
): boolean {
  return ATTRIBUTE_NAMES.every((name) => {
    const index = valueIndex(attributes[name], values[name]);
    const row = counts[name];
    return index >= 0 && row[index] === Math.min(...row);
  });
}

/**
 * The values to save. Balanced mode computes them again from the class as it is now (docs/product.md#balanced-assignment);
 * the previewed values are kept when they are still a least-used choice, so the teacher gets
 * what they saw unless the class changed under them.
 */
export function valuesToSave(
  state: StudentFormState,
  attributes: AttributeSet,
  counts: AttributeCounts,
  random?: Random,
): StudentAttributes {
  if (!state.balanced) return state.values;
  if (state.preview && stillBalanced(attributes, counts, state.preview)) return state.preview;
  return balancedValues(attributes, counts, random);
}

/** What a `<select>` holds for a value: "" for none, else the stored value as text. */
export function selectValue(definition: AttributeDefinition, value: unknown): string {
  return isValidValue(definition, value) && value !== null ? String(value) : "";
}

/** The stored value for a `<select>`'s text: null for "", an integer for number. */
export function parseSelectValue(
  definition: AttributeDefinition,
  raw: string,
): number | string | null {
  if (raw === "") return null;
  return definition.name === "number" ? Number.parseInt(raw, 10) : raw;
}
