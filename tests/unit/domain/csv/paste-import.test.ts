import { i18n } from "@lingui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankRowsText, repeatMessage } from "#src/client/features/students/paste-texts";
import { type RowMessage, rowMessageText } from "#src/domain/csv/messages";
import { NOTHING_PASTED, PASTE_TOO_LARGE, parsePastedStudents } from "#src/domain/csv/paste-import";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";
import { emptyCounts } from "#src/domain/students/balance";
import { nameKey } from "#src/domain/students/student";
import { english } from "../../../support/english";

const texts = (errors: readonly RowMessage[]) => errors.map((e) => rowMessageText(e, english));

const names = (result: ReturnType<typeof parsePastedStudents>) =>
  result.ok ? result.students.map((s) => s.name) : result.error;

describe("pasting a list of names", () => {
  it("takes one name per line, trimmed, with Windows or old Mac line ends", () => {
    const result = parsePastedStudents("Ava Smith\r\n  Ben  Ode \rCy\n");
    expect(names(result)).toEqual(["Ava Smith", "Ben Ode", "Cy"]);
    if (!result.ok) throw new Error("refused");
    expect(result.header).toBe(false);
    expect(result.columns).toEqual(["name"]);
    expect(result.students.map((s) => s.row)).toEqual([1, 2, 3]);
    expect(result.students[0]).toMatchObject({ number: null, color: null, shape: null });
  });

  it("keeps commas and quotes in a line without tabs: a name, not CSV", () => {
    expect(names(parsePastedStudents('Smith, Ava\n"Bo" Lee'))).toEqual(["Smith, Ava", '"Bo" Lee']);
  });

  it("shows blank lines instead of keeping them, and numbers rows by line", () => {
    const result = parsePastedStudents("\nAva\n\nBen\n   \nCy\n\n\n");
    if (!result.ok) throw new Error("refused");
    expect(result.students.map((s) => [s.name, s.row])).toEqual([
      ["Ava", 2],
      ["Ben", 4],
      ["Cy", 6],
    ]);
    expect(result.blankRows).toEqual([3, 5]);
    expect(blankRowsText(result.blankRows)).toBe("Rows 3 and 5 are blank: skipped.");
    expect(blankRowsText([4])).toBe("Row 4 is blank: skipped.");
    expect(blankRowsText(Array.from({ length: 12 }, (_, i) => i + 1))).toBe(
      "Rows 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 and 2 more are blank: skipped.",
    );
    expect(blankRowsText([])).toBeNull();
  });

  it("leaves out repeated names, in the paste and already in the class, and says so", () => {
    const result = parsePastedStudents("Ava Smith\nBen\nava  smith\nCy\nBEN", {
      existingNames: ["Cy"],
    });
    if (!result.ok) throw new Error("refused");
    expect(result.students.map((s) => s.name)).toEqual(["Ava Smith", "Ben"]);
    expect(result.repeats.map((repeat) => i18n._(repeatMessage(repeat)))).toEqual([
      "Row 3: ava smith is also on row 1.",
      "Row 4: Cy is already in this class.",
      "Row 5: BEN is also on row 2.",
    ]);
    expect(result.rowCount).toBe(5);
    // Kept on request: everyone, nothing reported.
    const kept = parsePastedStudents("Ava Smith\nBen\nava  smith\nCy\nBEN", {
      existingNames: ["Cy"],
      keepRepeats: true,
    });
    if (!kept.ok) throw new Error("refused");
    expect(kept.students).toHaveLength(5);
    expect(kept.repeats).toEqual([]);
  });

  it("compares names trimmed, spaces collapsed, case folded, composed accents equal", () => {
    expect(nameKey("  Zoë   Ng ")).toBe(nameKey("zoe\u0308 ng"));
    expect(nameKey("Zoë")).not.toBe(nameKey("Zoe"));
  });

  it("refuses an empty paste and one over 10 MB", () => {
    expect(parsePastedStudents("")).toEqual({ ok: false, error: NOTHING_PASTED });
    expect(parsePastedStudents(" \n\t\n")).toEqual({ ok: false, error: NOTHING_PASTED });
    expect(parsePastedStudents("Name\n\n")).toEqual({ ok: false, error: NOTHING_PASTED });
    expect(parsePastedStudents("é".repeat(5 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      error: PASTE_TOO_LARGE,
    });
  });

  it("checks names as the CSV import does", () => {
    const result = parsePastedStudents(`Ava\n${"x".repeat(101)}\nB\u0007n`);
    if (!result.ok) throw new Error("refused");
    expect(result.students.map((s) => s.name)).toEqual(["Ava"]);
    expect(texts(result.errors)).toEqual([
      "Row 2: Name must be at most 100 characters",
      "Row 3: Name must not contain control characters",
    ]);
  });
});

describe("pasting rows from a spreadsheet", () => {
  it("reads the five CSV columns under a header, in any order, by key or display name", () => {
    const attributes = effectiveAttributes([
      {
        attribute_name: "color",
        display_name: "Team",
        options: ["Red", "Blue"],
        show_to_students: true,
      },
    ]);
    const text = "Shape\tName\tTeam\tNotes\tNUMBER\nCircle\tAva\tBlue\tkind\t2\nSquare\tBen\t\t\t";
    const result = parsePastedStudents(text, { attributes });
    if (!result.ok) throw new Error("refused");
    expect(result.header).toBe(true);
    expect(result.columns).toEqual(["shape", "name", "color", null, "number"]);
    expect(result.students).toEqual([
      { name: "Ava", number: 2, color: "Blue", element: null, shape: "Circle", row: 2 },
      { name: "Ben", number: null, color: null, element: null, shape: "Square", row: 3 },
    ]);
  });

  it("reads the five columns without a header, in CSV order, with the CSV's messages", () => {
    const result = parsePastedStudents("Ava\t1\tRed\tFire\tSquare\nBen\t9\tPink\tFire\tSquare");
    if (!result.ok) throw new Error("refused");
    expect(result.header).toBe(false);
    expect(result.students).toEqual([
      { name: "Ava", number: 1, color: "Red", element: "Fire", shape: "Square", row: 1 },
    ]);
    expect(texts(result.errors)).toEqual([
      "Row 2: Number must be between 1-4 or empty",
      "Row 2: Color must be one of: Red, Yellow, Green, Purple",
    ]);
  });

  it("joins first and last names, with a header or two columns of words", () => {
    const headed = parsePastedStudents("Last name\tFirst name\nSmith\tAva\nOde\tBen");
    expect(names(headed)).toEqual(["Ava Smith", "Ben Ode"]);
    const bare = parsePastedStudents("Ava\tSmith\nBen\tOde\nCy\t");
    expect(names(bare)).toEqual(["Ava Smith", "Ben Ode", "Cy"]);
    // A second column of numbers is the number column, not a last name.
    const numbered = parsePastedStudents("Ava\t2\nBen\t3");
    if (!numbered.ok) throw new Error("refused");
    expect(numbered.students.map((s) => [s.name, s.number])).toEqual([
      ["Ava", 2],
      ["Ben", 3],
    ]);
  });

  it("keeps a quoted cell with a line break as one row", () => {
    const result = parsePastedStudents('Name\tNumber\n"Ava\nSmith"\t1\nBen\t2');
    if (!result.ok) throw new Error("refused");
    expect(result.students.map((s) => [s.name, s.row])).toEqual([
      ["Ava Smith", 2],
      ["Ben", 3],
    ]);
  });

  it("ignores the attribute cells in balanced mode and spreads the values evenly", () => {
    const counts = emptyCounts(DEFAULT_ATTRIBUTES);
    const result = parsePastedStudents("Name\tColor\nA\tPink\nB\tPink\nC\t\nD\t", {
      balanced: { counts, random: seededRandom(1) },
    });
    if (!result.ok) throw new Error("refused");
    expect(result.errors).toEqual([]);
    expect(new Set(result.students.map((s) => s.color)).size).toBe(4);
    expect(new Set(result.students.map((s) => s.number)).size).toBe(4);
  });

  it("property: any list of distinct valid names comes back as pasted, tabs or not", () => {
    const name = fc
      .string({ minLength: 1, maxLength: 40 })
      .map((s) =>
        [...s]
          .map((c) => (c <= " " || c === "\u007f" || c === '"' || /\s/.test(c) ? " " : c))
          .join("")
          .replace(/ +/g, " ")
          .trim(),
      )
      .filter(
        (s) =>
          s !== "" &&
          !["name", "student", "student name", "full name", "names"].includes(s.toLowerCase()),
      );
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 30, selector: nameKey }),
        fc.boolean(),
        (list, tabs) => {
          const text = list.map((n) => (tabs ? `${n}\t1\tRed\tFire\tSquare` : n)).join("\n");
          const result = parsePastedStudents(text);
          if (!result.ok) return false;
          expect(result.students.map((s) => s.name)).toEqual(list);
          expect(result.errors).toEqual([]);
          expect(result.repeats).toEqual([]);
          return true;
        },
      ),
      { numRuns: 200 },
    );
  });
});
