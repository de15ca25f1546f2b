import { describe, expect, it } from "vitest";
import {
  checkCsvFile,
  FILE_TOO_LARGE,
  MAX_CSV_BYTES,
  parseStudentCsv,
  TOO_MANY_ROWS,
  utf8Length,
} from "#src/domain/csv/import";
import { type RowMessage, rowMessageText } from "#src/domain/csv/messages";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";
import { english } from "../../../support/english";

const texts = (errors: readonly RowMessage[]) => errors.map((e) => rowMessageText(e, english));

const HEADER = "name,number,color,element,shape";
const ok = (text: string, options?: Parameters<typeof parseStudentCsv>[1]) => {
  const result = parseStudentCsv(text, options);
  if (!result.ok) throw new Error(`unexpected failure: ${result.error.message}`);
  return result;
};

describe("file checks", () => {
  it("does not judge a file by its name (its content is checked: content.ts)", () => {
    expect(checkCsvFile({ name: "class.CSV", size: 100 })).toBeNull();
    expect(checkCsvFile({ name: "class.txt", size: 100 })).toBeNull();
    expect(checkCsvFile({ name: "class", size: 100 })).toBeNull();
  });

  it("refuses files over 10 MB, by size or by text", () => {
    expect(checkCsvFile({ name: "a.csv", size: MAX_CSV_BYTES + 1 })).toEqual(FILE_TOO_LARGE);
    const text = `${HEADER}\n${"é".repeat(MAX_CSV_BYTES / 2)}`;
    expect(utf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
    expect(parseStudentCsv(text)).toEqual({ ok: false, error: FILE_TOO_LARGE });
  });

  it("refuses more than 100,000 rows and accepts exactly 100,000", () => {
    const rows = (n: number) => `${HEADER}\n${"Al,1,Red,Fire,Square\n".repeat(n)}`;
    expect(parseStudentCsv(rows(100_001))).toEqual({ ok: false, error: TOO_MANY_ROWS });
    expect(ok(rows(100_000)).students).toHaveLength(100_000);
  });
});

describe("header", () => {
  it("is matched case-insensitively, in any order, extra columns ignored", () => {
    const result = ok("Shape, NAME ,Color,notes,Element,number\nSquare,Ana,Red,x,Fire,2\n");
    expect(result.students).toEqual([
      { name: "Ana", number: 2, color: "Red", element: "Fire", shape: "Square", row: 2 },
    ]);
  });

  it("reads a spreadsheet saved with semicolons or tabs (Excel in other locales)", () => {
    const expected = [
      { name: "Ana, Jr", number: 2, color: "Red", element: "Fire", shape: "Square", row: 2 },
      { name: "Ben", number: null, color: null, element: null, shape: null, row: 3 },
    ];
    const semicolons =
      '\uFEFF"Name";Number;Color;Element;Shape\r\nAna, Jr;2;Red;Fire;Square\r\nBen;;;;\r\n';
    expect(ok(semicolons).students).toEqual(expected);
    expect(
      ok("name\tnumber\tcolor\telement\tshape\nAna, Jr\t2\tRed\tFire\tSquare\nBen").students,
    ).toEqual(expected);
    // A comma header stays a comma file, whatever its cells hold.
    expect(ok(`${HEADER}\n"Cy; Di",1,Red,Fire,Square`).students[0]?.name).toBe("Cy; Di");
  });

  it("is the first row that isn't blank: blank lines above it are skipped, rows keep their numbers", () => {
    const expected = [
      { name: "Ana", number: 1, color: "Red", element: "Fire", shape: "Square", row: 4 },
      { name: "Ben", number: null, color: null, element: null, shape: null, row: 6 },
    ];
    for (const top of ["\n\n", " \n\n", ",,,,\n\n", '"",,,,\n\t\n']) {
      const result = ok(`\uFEFF${top}${HEADER}\nAna,1,Red,Fire,Square\n\nBen,,,,\n`);
      expect(result.students).toEqual(expected);
      expect(result).toMatchObject({ errors: [], rowCount: 2 });
    }
    expect(ok(`\n\nName;Number;Color;Element;Shape\nAna, Jr;1;Red;Fire;Square\n`).students).toEqual(
      [{ name: "Ana, Jr", number: 1, color: "Red", element: "Fire", shape: "Square", row: 4 }],
    );
    expect(parseStudentCsv(`\n\nName,Colour\nAna,Red`)).toMatchObject({
      ok: true,
      missingColumns: ["number", "color", "element", "shape"],
    });
  });

  it("needs only the name column; the attribute columns may be named as the teacher renamed them", () => {
    expect(parseStudentCsv("Student,Number\nAna,1")).toEqual({
      ok: false,
      error: {
        title: "Parse Error",
        message: "Missing required columns: name",
        code: "missing-name-column",
      },
    });
    expect(parseStudentCsv("")).toMatchObject({
      error: { message: "Missing required columns: name" },
    });
    const attributes = effectiveAttributes([
      { attribute_name: "color", display_name: "Table colour" },
    ]);
    const result = ok("name;table colour\nAna;green\n", { attributes });
    expect(result.missingColumns).toEqual(["number", "element", "shape"]);
    expect(result.students).toEqual([
      {
        name: "Ana",
        number: null,
        color: "Green",
        element: null,
        shape: null,
        row: 2,
        corrections: [{ attribute: "color", value: "green", to: "Green" }],
      },
    ]);
  });
});

describe("rows", () => {
  it("refuses only rows without a name; imports every other row with its values corrected", () => {
    const text = [
      HEADER,
      "Ana,1,Red,Fire,Square",
      " ,2,Yellow,Water,Circle",
      "Ben,5,red,Wind,Star",
      "Cy,,,,",
      "Di,x,Green,Earth,Diamond",
    ].join("\n");
    const result = ok(text);
    expect(texts(result.errors)).toEqual(["Row 3: Name is required"]);
    expect(result.students.map((s) => [s.name, s.row])).toEqual([
      ["Ana", 2],
      ["Ben", 4],
      ["Cy", 5],
      ["Di", 6],
    ]);
    expect(result.students[1]).toMatchObject({
      number: null,
      color: "Red",
      element: null,
      shape: null,
      corrections: [
        { attribute: "number", value: "5", to: null },
        { attribute: "color", value: "red", to: "Red" },
        { attribute: "element", value: "Wind", to: null },
        { attribute: "shape", value: "Star", to: null },
      ],
    });
    expect(result.students[2]).toMatchObject({ number: null, color: null, shape: null });
    expect(result.students[2]).not.toHaveProperty("corrections");
    expect(result.rowCount).toBe(5);
  });

  it("uses the teacher's options, ignoring case", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "number", options: ["A", "B", "C", "D", "E", "F"] },
      { attribute_name: "color", options: ["Blue", "Gold"] },
    ]);
    const result = ok(`${HEADER}\nAna,6,Gold,Fire,Square\nBo,7,gold,Fire,Square\n`, { attributes });
    expect(result.students.map((s) => [s.number, s.color])).toEqual([
      [6, "Gold"],
      [null, "Gold"],
    ]);
    expect(result.students[1]?.corrections).toEqual([
      { attribute: "number", value: "7", to: null },
      { attribute: "color", value: "gold", to: "Gold" },
    ]);
  });

  it("handles quotes, commas, CRLF, a BOM, blank lines and a quoted line break", () => {
    const text = `\uFEFF${HEADER}\r\n"Smith, ""Jo""",1,Red,Fire,Square\r\n\r\n"Line\r\nbreak",2,Red,Fire,Square\r\nBad,9,Red,Fire,Square\r\n\r\n\r\n`;
    const result = ok(text);
    expect(result.students.map((s) => [s.name, s.row, s.number])).toEqual([
      ['Smith, "Jo"', 2, 1],
      ["Line\r\nbreak", 4, 2],
      ["Bad", 5, null],
    ]);
    expect(result.errors).toEqual([]);
  });

  it("fails clearly on an unclosed quote", () => {
    expect(parseStudentCsv(`${HEADER}\nAna,1,Red,Fire,Square\n"Bo,1,Red,Fire,Square\n`)).toEqual({
      ok: false,
      error: {
        title: "Parse Error",
        message: "Row 3: Quoted field unterminated",
        code: "unclosed-quote",
        row: 3,
        parserCode: "MissingQuotes",
        detail: "Quoted field unterminated",
      },
    });
  });

  it("removes the apostrophe the export adds before a formula character only", () => {
    const result = ok(`${HEADER}\n'=SUM(A1),1,Red,Fire,Square\n'Tis,1,Red,Fire,Square\n`);
    expect(result.students.map((s) => s.name)).toEqual(["=SUM(A1)", "'Tis"]);
  });
});

describe("balanced mode", () => {
  it("keeps the known values and balances the unknown and empty ones over the class plus the batch", () => {
    const classStudents = [
      { number: 1, color: "Red", element: "Fire", shape: "Square" },
      { number: 2, color: "Yellow", element: "Water", shape: "Circle" },
      { number: 3, color: "Green", element: "Earth", shape: "Triangle" },
    ];
    const classCounts = countValues(DEFAULT_ATTRIBUTES, classStudents);
    const text = `${HEADER}\nAna,99,Nope,Nope,Nope\nBo,,,,\n,1,Red,Fire,Square\nCy,1,Red,Fire,Square\nDi,,,,\n`;
    const result = ok(text, { balanced: { counts: classCounts, random: seededRandom(4) } });
    expect(texts(result.errors)).toEqual(["Row 4: Name is required"]);
    expect(result.students[0]).toMatchObject({
      name: "Ana",
      number: 4,
      color: "Purple",
      element: "Air",
      shape: "Diamond",
      balance: ["number", "color", "element", "shape"],
    });
    expect(result.students[2]).toMatchObject({
      name: "Cy",
      number: 1,
      color: "Red",
      element: "Fire",
      shape: "Square",
    });
    expect(result.students[2]).not.toHaveProperty("balance");
    const final = countValues(DEFAULT_ATTRIBUTES, [...classStudents, ...result.students]);
    for (const row of Object.values(final)) expect(Math.max(...row) - Math.min(...row)).toBe(1);
  });
});
