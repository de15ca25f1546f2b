import { describe, expect, it } from "vitest";
import {
  planOptionChange,
  removeOption,
  renameOption,
  resetOptions,
} from "#src/domain/students/option-changes";
import { optionProblemText } from "#src/domain/students/option-rules";

const student = (id: string, values: Partial<Record<string, unknown>>) => ({
  id,
  number: null,
  color: null,
  element: null,
  shape: null,
  ...values,
});
const students = [
  student("a", { number: 1, color: "Red" }),
  student("b", { number: 2, color: "Yellow" }),
  student("c", { number: 3, color: "Red" }),
  student("d", { number: 4, color: null }),
] as Parameters<typeof renameOption>[4];
const colors = ["Red", "Yellow", "Green", "Purple"];
const numbers = ["1", "2", "3", "4"];

describe("renaming an option", () => {
  it("carries the students that hold it along", () => {
    const result = renameOption("color", colors, "Red", "Crimson", students);
    expect(result).toEqual({
      ok: true,
      options: ["Crimson", "Yellow", "Green", "Purple"],
      changes: [
        { id: "a", attribute: "color", from: "Red", to: "Crimson" },
        { id: "c", attribute: "color", from: "Red", to: "Crimson" },
      ],
    });
  });

  it("changes no student for a number label", () => {
    const result = renameOption("number", numbers, "2", "Table Two", students);
    expect(result).toMatchObject({ ok: true, changes: [] });
  });

  it("refuses a name that breaks the rules or does not exist", () => {
    const repeated = renameOption("color", colors, "Red", "yellow", students);
    expect(repeated).toEqual({ ok: false, problems: [{ kind: "repeated", option: "Yellow" }] });
    const missing = renameOption("color", colors, "Blue", "Navy", students);
    expect(missing).toEqual({ ok: false, problems: [{ kind: "missing", option: "Blue" }] });
    expect(
      [repeated, missing].flatMap((r) => (r.ok ? [] : r.problems.map(optionProblemText))),
    ).toEqual([
      'Options must be unique: "Yellow" appears more than once',
      'Option "Blue" does not exist',
    ]);
  });
});

describe("removing an option", () => {
  it("clears that value on its students", () => {
    const result = removeOption("color", colors, "Red", students);
    expect(result).toMatchObject({
      ok: true,
      options: ["Yellow", "Green", "Purple"],
      changes: [
        { id: "a", from: "Red", to: null },
        { id: "c", from: "Red", to: null },
      ],
    });
  });

  it("for number, clears position k and moves higher positions down with their labels", () => {
    const result = removeOption("number", numbers, "2", students);
    expect(result).toEqual({
      ok: true,
      options: ["1", "3", "4"],
      changes: [
        { id: "b", attribute: "number", from: 2, to: null },
        { id: "c", attribute: "number", from: 3, to: 2 },
        { id: "d", attribute: "number", from: 4, to: 3 },
      ],
    });
  });

  it("refuses to go below two options", () => {
    const result = removeOption("color", ["Red", "Blue"], "Red", students);
    expect(result).toEqual({ ok: false, problems: [{ kind: "too-few" }] });
    expect(result.ok || result.problems.map(optionProblemText)).toEqual([
      "At least 2 options are required",
    ]);
    expect(removeOption("color", colors, "Blue", students)).toEqual({
      ok: false,
      problems: [{ kind: "missing", option: "Blue" }],
    });
  });
});

describe("saving a whole list and resetting", () => {
  it("moves number students with their labels when labels are reordered", () => {
    const result = planOptionChange("number", numbers, ["4", "3", "2", "1"], students);
    expect(result.ok && result.changes.map((c) => [c.id, c.to])).toEqual([
      ["a", 4],
      ["b", 3],
      ["c", 2],
      ["d", 1],
    ]);
  });

  it("applies explicit renames and clears labels that disappear", () => {
    const result = planOptionChange("color", colors, ["Scarlet", "Green", "Purple"], students, {
      Red: "Scarlet",
    });
    expect(result.ok && result.changes.map((c) => [c.id, c.to])).toEqual([
      ["a", "Scarlet"],
      ["b", null],
      ["c", "Scarlet"],
    ]);
  });

  it("reset keeps text values found among the defaults and number positions 1..4", () => {
    const custom = [
      student("x", { color: "Blue", number: 6 }),
      student("y", { color: "Red", number: 2 }),
    ];
    const color = resetOptions("color", ["Blue", "Red"], custom as typeof students);
    expect(color).toMatchObject({ ok: true, changes: [{ id: "x", from: "Blue", to: null }] });
    const number = resetOptions(
      "number",
      ["A", "B", "C", "D", "E", "F"],
      custom as typeof students,
    );
    expect(number).toMatchObject({
      ok: true,
      options: ["1", "2", "3", "4"],
      changes: [{ id: "x", from: 6, to: null }],
    });
  });
});
