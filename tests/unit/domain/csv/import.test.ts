import { describe, expect, it } from "vitest";
import {
  checkCsvFile,
  FILE_TOO_LARGE,
  MAX_CSV_BYTES,
  parseStudentCsv,
  TOO_MANY_ROWS,
  utf8Length,
} from "#src/domain/csv/import";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";
import { countValues } from "#src/domain/students/balance";

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
    expect(parseStudentCsv(`\n\nNAME,Colour\nAna,Red`)).toMatchObject({
      error: { message: "Missing required columns: number, color, element, shape" },
    });
  });

  it("lists the missing columns", () => {
    expect(parseStudentCsv("Name,Number,Colour\nAna,1,Red")).toEqual({
      ok: false,
      error: { title: "Parse Error", message: "Missing required columns: color, element, shape" },
    });
    expect(parseStudentCsv("")).toMatchObject({
      error: { message: "Missing required columns: name, number, color, element, shape" },
    });
  });
});

describe("rows", () => {
  it("reports each problem with the spreadsheet row and keeps only valid rows", () => {
    const text = [
      HEADER,
      "Ana,1,Red,Fire,Square",
      " ,2,Yellow,Water,Circle",
      "Ben,5,red,Wind,Star",
      "Cy,,,,",
      "Di,x,Green,Earth,Diamond",
    ].join("\n");
    const result = ok(text);
    expect(result.errors).toEqual([
      "Row 3: Name is required",
      "Row 4: Number must be between 1-4 or empty",
      "Row 4: Color must be one of: Red, Yellow, Green, Purple",
      "Row 4: Element must be one of: Fire, Water, Earth, Air",
      "Row 4: Shape must be one of: Square, Circle, Triangle, Diamond",
      "Row 6: Number must be between 1-4 or empty",
    ]);
    expect(result.students.map((s) => [s.name, s.row])).toEqual([
      ["Ana", 2],
      ["Cy", 5],
    ]);
    expect(result.students[1]).toMatchObject({ number: null, color: null, shape: null });
    expect(result.rowCount).toBe(5);
  });

  it("uses the teacher's options, case-sensitively", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "number", options: ["A", "B", "C", "D", "E", "F"] },
      { attribute_name: "color", options: ["Blue", "Gold"] },
    ]);
    const result = ok(`${HEADER}\nAna,6,Gold,Fire,Square\nBo,7,gold,Fire,Square\n`, { attributes });
    expect(result.students.map((s) => s.number)).toEqual([6]);
    expect(result.errors).toEqual([
      "Row 3: Number must be between 1-6 or empty",
      "Row 3: Color must be one of: Blue, Gold",
    ]);
  });

  it("handles quotes, commas, CRLF, a BOM, blank lines and a quoted line break", () => {
    const text = `\uFEFF${HEADER}\r\n"Smith, ""Jo""",1,Red,Fire,Square\r\n\r\n"Line\r\nbreak",2,Red,Fire,Square\r\nBad,9,Red,Fire,Square\r\n\r\n\r\n`;
    const result = ok(text);
    expect(result.students.map((s) => [s.name, s.row])).toEqual([
      ['Smith, "Jo"', 2],
      ["Line\r\nbreak", 4],
    ]);
    expect(result.errors).toEqual(["Row 5: Number must be between 1-4 or empty"]);
  });

  it("fails clearly on an unclosed quote", () => {
    expect(parseStudentCsv(`${HEADER}\nAna,1,Red,Fire,Square\n"Bo,1,Red,Fire,Square\n`)).toEqual({
      ok: false,
      error: { title: "Parse Error", message: "Row 3: Quoted field unterminated" },
    });
  });

  it("removes the apostrophe the export adds before a formula character only", () => {
    const result = ok(`${HEADER}\n'=SUM(A1),1,Red,Fire,Square\n'Tis,1,Red,Fire,Square\n`);
    expect(result.students.map((s) => s.name)).toEqual(["=SUM(A1)", "'Tis"]);
  });
});

describe("balanced mode", () => {
  it("ignores attribute cells and balances over the class plus earlier rows", () => {
    const classStudents = [
      { number: 1, color: "Red", element: "Fire", shape: "Square" },
      { number: 2, color: "Yellow", element: "Water", shape: "Circle" },
      { number: 3, color: "Green", element: "Earth", shape: "Triangle" },
    ];
    const classCounts = countValues(DEFAULT_ATTRIBUTES, classStudents);
    const text = `${HEADER}\nAna,99,Nope,Nope,Nope\nBo,,,,\n,1,Red,Fire,Square\nCy,1,Red,Fire,Square\nDi,,,,\n`;
    const result = ok(text, { balanced: { counts: classCounts, random: seededRandom(4) } });
    expect(result.errors).toEqual(["Row 4: Name is required"]);
    expect(result.students[0]).toMatchObject({
      name: "Ana",
      number: 4,
      color: "Purple",
      element: "Air",
      shape: "Diamond",
    });
    const final = countValues(DEFAULT_ATTRIBUTES, [...classStudents, ...result.students]);
    for (const row of Object.values(final)) expect(Math.max(...row) - Math.min(...row)).toBe(1);
  });
});
