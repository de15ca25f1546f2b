import { describe, expect, it } from "vitest";
import {
  DEFAULT_ATTRIBUTES,
  displayValue,
  effectiveAttribute,
  effectiveAttributes,
  isValidValue,
  valueError,
} from "#src/domain/students/attributes";
import { validateOptions } from "#src/domain/students/option-rules";
import { newStudentDefaults, validateStudent } from "#src/domain/students/student";

describe("defaults", () => {
  it("are the default options and display names", () => {
    const a = DEFAULT_ATTRIBUTES;
    expect(a.number.options).toEqual(["1", "2", "3", "4"]);
    expect(a.color.options).toEqual(["Red", "Yellow", "Green", "Purple"]);
    expect(a.element.options).toEqual(["Fire", "Water", "Earth", "Air"]);
    expect(a.shape.options).toEqual(["Square", "Circle", "Triangle", "Diamond"]);
    expect([a.number, a.color, a.element, a.shape].map((d) => d.displayName)).toEqual([
      "Number",
      "Color",
      "Element",
      "Shape",
    ]);
    expect(a.color.showToStudents).toBe(true);
  });

  it("start a new student on number 1, Red, Fire, Square", () => {
    expect(newStudentDefaults(DEFAULT_ATTRIBUTES)).toEqual({
      number: 1,
      color: "Red",
      element: "Fire",
      shape: "Square",
    });
  });
});

describe("effective definitions", () => {
  it("merge a teacher's setting over the defaults", () => {
    const set = effectiveAttributes([
      {
        attribute_name: "color",
        display_name: " House ",
        description: " Team colours ",
        options: [" Blue ", "Gold"],
        show_to_students: false,
      },
      { attribute_name: "unknown", display_name: "x" },
    ]);
    expect(set.color).toEqual({
      name: "color",
      displayName: "House",
      description: "Team colours",
      options: ["Blue", "Gold"],
      showToStudents: false,
    });
    expect(set.shape).toEqual(DEFAULT_ATTRIBUTES.shape);
  });

  it("fall back to defaults for blank names and invalid stored options", () => {
    const def = effectiveAttribute("element", {
      attribute_name: "element",
      display_name: "  ",
      description: "",
      options: ["Only one"],
    });
    expect(def.displayName).toBe("Element");
    expect(def.description).toBeNull();
    expect(def.options).toEqual(DEFAULT_ATTRIBUTES.element.options);
    expect(def.showToStudents).toBe(true);
  });
});

describe("value validation", () => {
  const a = DEFAULT_ATTRIBUTES;

  it("accepts numbers 1..N and null, nothing else", () => {
    expect([1, 4, null].every((v) => isValidValue(a.number, v))).toBe(true);
    expect([0, 5, 2.5, "2"].some((v) => isValidValue(a.number, v))).toBe(false);
    expect(valueError(a.number, 5)).toBe("Number must be between 1-4 or empty");
    const six = effectiveAttribute("number", {
      attribute_name: "number",
      options: ["A", "B", "C", "D", "E", "F"],
    });
    expect(isValidValue(six, 6)).toBe(true);
    expect(valueError(six, 7)).toBe("Number must be between 1-6 or empty");
  });

  it("matches text options case-sensitively", () => {
    expect(isValidValue(a.color, "Red")).toBe(true);
    expect(isValidValue(a.color, "red")).toBe(false);
    expect(valueError(a.color, "red")).toBe("Color must be one of: Red, Yellow, Green, Purple");
    expect(valueError(a.element, "fire")).toBe("Element must be one of: Fire, Water, Earth, Air");
    expect(valueError(a.shape, "Star")).toBe(
      "Shape must be one of: Square, Circle, Triangle, Diamond",
    );
    expect(valueError(a.shape, null)).toBeNull();
  });

  it("shows labels, or N/A for a missing value", () => {
    const labelled = effectiveAttribute("number", {
      attribute_name: "number",
      options: ["Table A", "Table B"],
    });
    expect(displayValue(labelled, 2)).toBe("Table B");
    expect(displayValue(labelled, 3)).toBe("N/A");
    expect(displayValue(a.color, null)).toBe("N/A");
  });

  it("validates a whole student with the product's messages in order", () => {
    expect(
      validateStudent(a, { name: " ", number: 9, color: "Blue", element: "Fire", shape: null }),
    ).toEqual([
      "Name is required",
      "Number must be between 1-4 or empty",
      "Color must be one of: Red, Yellow, Green, Purple",
    ]);
    expect(validateStudent(a, { name: "Ana", number: null })).toEqual([]);
  });
});

describe("option rules (docs/product.md#attributes)", () => {
  it("accepts 2-12 unique, non-blank options up to 40 characters", () => {
    expect(validateOptions(["A", "B"])).toEqual([]);
    expect(validateOptions(Array.from({ length: 12 }, (_, i) => `O${i}`))).toEqual([]);
    expect(validateOptions(["x".repeat(40), "y"])).toEqual([]);
  });

  it("explains every broken rule", () => {
    expect(validateOptions(["A"])).toEqual(["At least 2 options are required"]);
    expect(validateOptions(Array.from({ length: 13 }, (_, i) => `O${i}`))).toEqual([
      "At most 12 options are allowed",
    ]);
    expect(validateOptions(["A", "  "])).toEqual(["Options cannot be blank"]);
    expect(validateOptions(["A", "x".repeat(41)])).toEqual([
      `Option "${"x".repeat(40)}…" is longer than 40 characters`,
    ]);
    expect(validateOptions(["Red", "Blue", " red"])).toEqual([
      'Options must be unique: "red" appears more than once',
    ]);
  });
});
