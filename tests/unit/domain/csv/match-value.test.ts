import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { forgivingRow } from "#src/domain/csv/forgiving-row";
import { looseKey, matchCell } from "#src/domain/csv/match-value";
import { type RowMessage, rowMessageText } from "#src/domain/csv/messages";
import {
  ATTRIBUTE_NAMES,
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  isValidValue,
} from "#src/domain/students/attributes";
import { english } from "../../../support/english";

const texts = (errors: readonly RowMessage[]) => errors.map((e) => rowMessageText(e, english));

const renamed = effectiveAttributes([
  { attribute_name: "color", options: ["Crimson", "Gold", "Emerald", "Violet"] },
  { attribute_name: "shape", options: ["Star", "Moon"] },
  { attribute_name: "number", options: ["Table A", "Table B", "Table C", "Table D", "Table E"] },
]);

/** Random upper/lower case of each character. */
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) =>
      [...text].map((c, i) => (flags[i] ? c.toUpperCase() : c.toLowerCase())).join(""),
    );
const spaces = fc.constantFrom("", " ", "  ", "\t", " \u00a0");

describe("matchCell", () => {
  it("keeps an exact option, and an empty cell is empty", () => {
    expect(matchCell(DEFAULT_ATTRIBUTES.color, "Green")).toEqual({ kind: "exact", value: "Green" });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, " 3 ")).toEqual({ kind: "exact", value: 3 });
    expect(matchCell(DEFAULT_ATTRIBUTES.shape, "   ")).toEqual({ kind: "empty" });
  });

  it("corrects case and spaces to the option", () => {
    for (const cell of ["green", " GREEN ", "gReEn"]) {
      expect(matchCell(DEFAULT_ATTRIBUTES.color, cell)).toEqual({
        kind: "corrected",
        value: "Green",
        label: "Green",
      });
    }
    const spaced = effectiveAttributes([
      { attribute_name: "element", options: ["Deep Sea", "Sky"] },
    ]);
    expect(matchCell(spaced.element, "deep   sea")).toMatchObject({ value: "Deep Sea" });
  });

  it("reads numbers written as words one..ten, within the option count", () => {
    expect(matchCell(DEFAULT_ATTRIBUTES.number, "two")).toEqual({
      kind: "corrected",
      value: 2,
      label: "2",
    });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, " Four ")).toMatchObject({ value: 4 });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, "five")).toEqual({ kind: "unknown" });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, "5")).toEqual({ kind: "unknown" });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, "0")).toEqual({ kind: "unknown" });
    expect(matchCell(DEFAULT_ATTRIBUTES.number, "2.5")).toEqual({ kind: "unknown" });
    const ten = effectiveAttributes([
      { attribute_name: "number", options: Array.from({ length: 10 }, (_, i) => `T${i + 1}`) },
    ]);
    expect(matchCell(ten.number, "TEN")).toEqual({ kind: "corrected", value: 10, label: "T10" });
    expect(matchCell(ten.number, "eleven")).toEqual({ kind: "unknown" });
  });

  it("matches the teacher's renamed options, and their number labels", () => {
    expect(matchCell(renamed.color, "Gold")).toEqual({ kind: "exact", value: "Gold" });
    expect(matchCell(renamed.color, "emerald")).toMatchObject({
      kind: "corrected",
      value: "Emerald",
    });
    expect(matchCell(renamed.number, "table c")).toEqual({
      kind: "corrected",
      value: 3,
      label: "Table C",
    });
    expect(matchCell(renamed.number, "5")).toEqual({ kind: "exact", value: 5 });
  });

  it("takes a default name for the option renamed in its place, only when the count is unchanged", () => {
    expect(matchCell(renamed.color, "red")).toEqual({
      kind: "corrected",
      value: "Crimson",
      label: "Crimson",
    });
    expect(matchCell(renamed.color, "Purple")).toMatchObject({ value: "Violet" });
    // Two shapes where there were four: which default became which is a guess, so none is taken.
    expect(matchCell(renamed.shape, "Square")).toEqual({ kind: "unknown" });
    // A default name that is now another option's name means that option.
    const swapped = effectiveAttributes([
      { attribute_name: "color", options: ["Yellow", "Red", "Green", "Purple"] },
    ]);
    expect(matchCell(swapped.color, "red")).toMatchObject({ value: "Red" });
  });

  it("property: any case and surrounding spaces of an option match it", () => {
    const defs = [
      ...ATTRIBUTE_NAMES.map((n) => DEFAULT_ATTRIBUTES[n]),
      renamed.color,
      renamed.number,
    ];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...defs)
          .chain((def) =>
            fc
              .integer({ min: 0, max: def.options.length - 1 })
              .chain((index) =>
                fc.tuple(
                  fc.constant(def),
                  fc.constant(index),
                  anyCase(def.options[index] as string),
                  spaces,
                  spaces,
                ),
              ),
          ),
        ([def, index, cell, before, after]) => {
          const option = def.options[index] as string;
          const match = matchCell(def, `${before}${cell}${after}`);
          const expected = def.name === "number" ? index + 1 : option;
          return match.kind !== "unknown" && match.kind !== "empty" && match.value === expected;
        },
      ),
    );
  });

  it("property: the words one..ten mean 1..10 whenever the attribute has that many numbers", () => {
    const words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.integer({ min: 0, max: 9 }), (count, w) => {
        const def = effectiveAttributes([
          { attribute_name: "number", options: Array.from({ length: count }, (_, i) => `N${i}`) },
        ]).number;
        const match = matchCell(def, (words[w] as string).toUpperCase());
        return w + 1 <= count
          ? match.kind === "corrected" && match.value === w + 1
          : match.kind === "unknown";
      }),
    );
  });

  it("property: never throws on any string, and every match is a valid stored value", () => {
    const defs = [
      ...ATTRIBUTE_NAMES.map((n) => DEFAULT_ATTRIBUTES[n]),
      renamed.color,
      renamed.shape,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...defs), fc.string({ unit: "binary" }), (def, cell) => {
        const match = matchCell(def, cell);
        if (match.kind === "exact" || match.kind === "corrected") {
          return isValidValue(def, match.value) && match.value !== null;
        }
        return match.kind === "unknown" || looseKey(cell) === "";
      }),
    );
  });
});

describe("forgivingRow", () => {
  const cells = { name: "Sam Lee", number: "two", color: "Blue", element: "fire", shape: "Round" };

  it("keeps the fixes, balances the unknown values with balancing on", () => {
    expect(forgivingRow(cells, 7, DEFAULT_ATTRIBUTES, true)).toEqual({
      name: "Sam Lee",
      number: 2,
      color: null,
      element: "Fire",
      shape: null,
      row: 7,
      balance: ["color", "shape"],
      corrections: [
        { attribute: "number", value: "two", to: "2" },
        { attribute: "color", value: "Blue", to: null },
        { attribute: "element", value: "fire", to: "Fire" },
        { attribute: "shape", value: "Round", to: null },
      ],
    });
  });

  it("leaves unknown values empty with balancing off; a missing column is balanced, not listed", () => {
    const off = forgivingRow(cells, 7, DEFAULT_ATTRIBUTES, false);
    expect(off).toMatchObject({ color: null, shape: null });
    expect(off).not.toHaveProperty("balance");
    const noShape = forgivingRow({ name: "Ann", color: "Red" }, 2, DEFAULT_ATTRIBUTES, true);
    expect(noShape).toEqual({
      name: "Ann",
      number: null,
      color: "Red",
      element: null,
      shape: null,
      row: 2,
      balance: ["number", "element", "shape"],
    });
  });

  it("refuses only a row without a valid name, naming what it can", () => {
    const refused = (row: ReturnType<typeof forgivingRow>) => texts(Array.isArray(row) ? row : []);
    expect(
      refused(forgivingRow({ name: "  ", color: "green" }, 5, DEFAULT_ATTRIBUTES, true)),
    ).toEqual(["Row 5: Name is required"]);
    expect(refused(forgivingRow({ name: "x".repeat(101) }, 6, DEFAULT_ATTRIBUTES, true))).toEqual([
      `Row 6, ${"x".repeat(40)}…: Name must be at most 100 characters`,
    ]);
  });

  it("property: never throws; a row with a valid name is always imported with valid values", () => {
    const cell = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        fc.record({ number: cell, color: cell, element: cell, shape: cell }),
        fc.boolean(),
        (row, balancing) => {
          const defined = Object.fromEntries(
            Object.entries(row).filter(([, v]) => v !== undefined),
          );
          const student = forgivingRow({ name: "Ann", ...defined }, 2, renamed, balancing);
          if (Array.isArray(student)) return false;
          const unknown = (student.corrections ?? []).filter((c) => c.to === null);
          return (
            ATTRIBUTE_NAMES.every((name) => isValidValue(renamed[name], student[name])) &&
            unknown.every(
              (c) =>
                student[c.attribute] === null &&
                (student.balance ?? []).includes(c.attribute) === balancing,
            )
          );
        },
      ),
    );
  });
});
