import { describe, expect, it } from "vitest";
import {
  canSave,
  hasChanges,
  initialStudentForm,
  parseSelectValue,
  selectValue,
  stillBalanced,
  studentFormReducer,
  valuesToSave,
} from "#src/client/features/students/student-form-state";
import { seededRandom } from "#src/domain/random";
import {
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  type StudentAttributes,
} from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";

const A = DEFAULT_ATTRIBUTES;
const preview: StudentAttributes = { number: 4, color: "Purple", element: "Air", shape: "Diamond" };
const add = (balancedDefault: boolean) =>
  initialStudentForm(A, { mode: "add", balancedDefault, preview: () => preview });

describe("student dialog state", () => {
  it("starts a new student at 1, Red, Fire, Square with the switch from the preference", () => {
    const off = add(false);
    expect(off.values).toEqual({ number: 1, color: "Red", element: "Fire", shape: "Square" });
    expect(off.balanced).toBe(false);
    expect(off.preview).toBeNull();
    const on = add(true);
    expect(on.balanced).toBe(true);
    expect(on.preview).toEqual(preview);
  });

  it("starts at the teacher's first options", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", options: ["Blue", "Orange"] },
    ]);
    const state = initialStudentForm(attributes, {
      mode: "add",
      balancedDefault: false,
      preview: () => preview,
    });
    expect(state.values.color).toBe("Blue");
  });

  it("edit mode keeps the student's values, shows removed options as empty, has no switch", () => {
    const state = initialStudentForm(A, {
      mode: "edit",
      student: { name: "Ada", number: 2, color: "Teal", element: "Water", shape: null },
    });
    expect(state).toMatchObject({ mode: "edit", name: "Ada", balanced: false });
    expect(state.values).toEqual({ number: 2, color: null, element: "Water", shape: null });
    expect(studentFormReducer(state, { type: "balanced", on: true, preview })).toBe(state);
  });

  it("reload after a conflict replaces the teacher's edits with the student as stored now", () => {
    let state = initialStudentForm(A, {
      mode: "edit",
      student: { name: "Ada", number: 2, color: "Red", element: "Water", shape: null },
    });
    state = studentFormReducer(state, { type: "name", name: "Ada L." });
    state = studentFormReducer(state, { type: "value", attribute: "color", value: "Green" });
    const current = {
      name: "Ada Lovelace",
      number: 3,
      color: "Purple",
      element: null,
      shape: "Diamond",
    };
    state = studentFormReducer(state, { type: "load", attributes: A, student: current });
    expect(state).toEqual({
      mode: "edit",
      name: "Ada Lovelace",
      values: { number: 3, color: "Purple", element: null, shape: "Diamond" },
      balanced: false,
      preview: null,
    });
  });

  it("a blank or whitespace name blocks save", () => {
    let state = add(false);
    expect(canSave(state)).toBe(false);
    state = studentFormReducer(state, { type: "name", name: "   " });
    expect(canSave(state)).toBe(false);
    state = studentFormReducer(state, { type: "name", name: " Ada " });
    expect(canSave(state)).toBe(true);
  });

  it("turning the switch on shows a preview, off drops it; Preview Balanced fills", () => {
    let state = studentFormReducer(add(false), { type: "balanced", on: true, preview });
    expect(state.preview).toEqual(preview);
    const other = { ...preview, number: 3 };
    state = studentFormReducer(state, { type: "fill", values: other });
    expect(state.preview).toEqual(other);
    expect(state.values.number).toBe(1);
    state = studentFormReducer(state, { type: "balanced", on: false, preview });
    expect(state.preview).toBeNull();
    state = studentFormReducer(state, { type: "fill", values: other });
    expect(state.values).toEqual(other);
    expect(studentFormReducer(state, { type: "preview", preview })).toBe(state);
  });

  it("dropdown edits change one value", () => {
    const state = studentFormReducer(add(false), {
      type: "value",
      attribute: "color",
      value: "Green",
    });
    expect(state.values).toEqual({ number: 1, color: "Green", element: "Fire", shape: "Square" });
  });
});

describe("values at save", () => {
  const three: StudentAttributes[] = [
    { number: 1, color: "Red", element: "Fire", shape: "Square" },
    { number: 2, color: "Yellow", element: "Water", shape: "Circle" },
    { number: 3, color: "Green", element: "Earth", shape: "Triangle" },
  ];

  it("saves the dropdowns when the switch is off", () => {
    const state = add(false);
    expect(valuesToSave(state, A, countValues(A, three))).toEqual(state.values);
  });

  it("keeps the preview while it is still a least-used choice", () => {
    const state = add(true);
    expect(stillBalanced(A, countValues(A, three), preview)).toBe(true);
    expect(valuesToSave(state, A, countValues(A, three))).toEqual(preview);
  });

  it("computes again when the class changed under the preview", () => {
    const state = add(true);
    const counts = countValues(A, [...three.slice(0, 2), preview]);
    expect(stillBalanced(A, counts, preview)).toBe(false);
    const saved = valuesToSave(state, A, counts, seededRandom(1));
    expect(saved).not.toEqual(preview);
    expect(stillBalanced(A, counts, saved)).toBe(true);
  });
});

describe("select values", () => {
  it("round-trips numbers, labels and empty", () => {
    expect(selectValue(A.number, 3)).toBe("3");
    expect(parseSelectValue(A.number, "3")).toBe(3);
    expect(selectValue(A.color, "Red")).toBe("Red");
    expect(parseSelectValue(A.color, "Red")).toBe("Red");
    expect(selectValue(A.color, null)).toBe("");
    expect(selectValue(A.number, 9)).toBe("");
    expect(parseSelectValue(A.shape, "")).toBeNull();
  });
});

describe("hasChanges (what closing or leaving the student dialog would lose)", () => {
  it("is a name, a value or the switch other than the form opened with, not a new preview", () => {
    const first = add(false);
    expect(hasChanges(first, first)).toBe(false);
    expect(hasChanges(studentFormReducer(first, { type: "name", name: "  " }), first)).toBe(false);
    expect(hasChanges(studentFormReducer(first, { type: "name", name: "Nia" }), first)).toBe(true);
    const green = studentFormReducer(first, { type: "value", attribute: "color", value: "Green" });
    expect(hasChanges(green, first)).toBe(true);
    const back = studentFormReducer(green, { type: "value", attribute: "color", value: "Red" });
    expect(hasChanges(back, first)).toBe(false);
    const on = studentFormReducer(first, { type: "balanced", on: true, preview });
    expect(hasChanges(on, first)).toBe(true);
    const balanced = add(true);
    const recomputed = studentFormReducer(balanced, {
      type: "preview",
      preview: { ...preview, number: 2 },
    });
    expect(hasChanges(recomputed, balanced)).toBe(false);
  });
});
