import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvPreview, csvTemplate, exportFileName, exportStudentsCsv } from "#src/domain/csv/export";
import { escapeFormula, unescapeFormula } from "#src/domain/csv/format";
import { parseStudentCsv } from "#src/domain/csv/import";
import { effectiveAttributes } from "#src/domain/students/attributes";
import { FORMULA_CELL, naiveCells, quotedCells } from "../../../support/csv-cells";
import { english } from "../../../support/english";

describe("template", () => {
  it("is the header and two example rows that import cleanly", () => {
    const text = csvTemplate();
    expect(text).toBe(
      'name,number,color,element,shape\r\n"Alex Johnson",1,"Red","Fire","Square"\r\n"Maria Garcia",2,"Yellow","Water","Circle"\r\n',
    );
    expect(parseStudentCsv(text)).toMatchObject({ ok: true, errors: [] });
  });

  it("uses the teacher's options", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", options: ["Blue, dark", "Gold"] },
    ]);
    expect(csvTemplate(attributes)).toContain('"Alex Johnson",1,"Blue, dark","Fire","Square"');
  });
});

describe("preview", () => {
  it("shows the first 10 rows and 'and N more'", () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    const preview = csvPreview(rows);
    expect(preview).toMatchObject({ rows: rows.slice(0, 10), remaining: 15 });
    expect(preview.moreText && english(preview.moreText)).toBe("and 15 more");
    // The count as digits alone, however large.
    const many = csvPreview(Array.from({ length: 12_010 }, (_, i) => i)).moreText;
    expect(many && english(many)).toBe("and 12000 more");
    expect(csvPreview(rows.slice(0, 10)).moreText).toBeNull();
  });
});

describe("export", () => {
  it("neutralises formulas and quotes every text field", () => {
    const text = exportStudentsCsv(
      [
        { name: "=HYPERLINK(1)", number: 1, color: "Red", element: null, shape: "Square" },
        { name: '+1, "x"', number: null, color: null, element: "Air", shape: null },
        { name: "@me", number: 2, color: "-", element: "Fire", shape: "\tTab" },
      ],
      { bom: false },
    );
    expect(text).toBe(
      [
        "name,number,color,element,shape",
        `"'=HYPERLINK(1)",1,"Red",,"Square"`,
        `"'+1, ""x""",,,"Air",`,
        `"'@me",2,"'-","Fire","'\tTab"`,
        "",
      ].join("\r\n"),
    );
    expect(exportStudentsCsv([]).startsWith("\uFEFFname,")).toBe(true);
  });

  it("escapes every dangerous first character and unescapes exactly what it escaped", () => {
    for (const c of ["=", "+", "-", "@", "\t", "\r"]) expect(escapeFormula(`${c}x`)).toBe(`'${c}x`);
    expect(escapeFormula("'=x")).toBe("''=x");
    expect(escapeFormula("'x")).toBe("'x");
    expect(unescapeFormula("'x")).toBe("'x");
    // After every separator a spreadsheet may split on, not only at the start.
    expect(escapeFormula("Ann;=2*3;")).toBe("Ann;'=2*3;");
    expect(escapeFormula("Ann,+1\t@x\n-y")).toBe("Ann,'+1\t'@x\n'-y");
    expect(escapeFormula("a; =1")).toBe("a;' =1");
    expect(escapeFormula("Smith-Jones; Lee")).toBe("Smith-Jones; Lee");
    expect(unescapeFormula("Ann;'=2*3;")).toBe("Ann;=2*3;");
    expect(unescapeFormula("O'Brien;'x")).toBe("O'Brien;'x");
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeFormula(escapeFormula(s))).toBe(s);
      }),
    );
    const risky = fc.string({
      unit: fc.constantFrom("a", " ", "'", '"', "=", "+", "-", "@", "\t", "\r", "\n", ",", ";"),
    });
    fc.assert(
      fc.property(risky, (s) => {
        expect(unescapeFormula(escapeFormula(s))).toBe(s);
      }),
      { numRuns: 2000 },
    );
  });

  it("round-trips any stored name, in any script and direction, through the importer", () => {
    const name = fc
      .string({
        unit: fc.constantFrom(
          "a",
          "Z",
          " ",
          ",",
          '"',
          "'",
          "=",
          "+",
          "-",
          "@",
          "\t",
          "\n",
          "\r",
          "é",
          "😀",
          // Right-to-left letters and digits, and a mark that sets direction: kept as written.
          "ع",
          "ة",
          "٣",
          "ש",
          "\u200f",
        ),
        minLength: 1,
      })
      .map((s) => s.trim())
      .filter((s) => s !== "");
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 8 }), (names) => {
        const students = names.map((n) => ({
          name: n,
          number: 3,
          color: "Green",
          element: "Air",
          shape: null,
        }));
        const result = parseStudentCsv(exportStudentsCsv(students));
        expect(result).toMatchObject({ ok: true, errors: [] });
        expect(result.ok && result.students.map((s) => s.name)).toEqual(names);
      }),
    );
  });

  it("names the download after the class", () => {
    expect(exportFileName("Période 3 / Math!")).toBe("periode-3-math-students.csv");
    expect(exportFileName("***")).toBe("class-students.csv");
  });
});

describe("export opened with any separator", () => {
  const hostile = fc.string({
    unit: fc.constantFrom(
      "A",
      "n",
      " ",
      "'",
      '"',
      "=",
      "+",
      "-",
      "@",
      "\t",
      "\r",
      "\n",
      ",",
      ";",
      "2*3",
      "HYPERLINK(",
      "cmd|' /C calc'!A0",
    ),
    minLength: 1,
  });
  const text = fc.option(hostile, { nil: null });
  const student = fc.record({
    name: hostile,
    number: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    color: text,
    element: text,
    shape: text,
  });

  it("has no formula cell with `,`, `;` or TAB, quotes honoured or not", () => {
    const known = exportStudentsCsv([
      { name: "Ann;=2*3;", number: 1, color: "Red\t=1+1", element: null, shape: "-2;@SUM(A1)" },
    ]);
    for (const separator of [",", ";", "\t"]) {
      expect(quotedCells(known, separator).filter((c) => FORMULA_CELL.test(c))).toEqual([]);
      expect(naiveCells(known, separator).filter((c) => FORMULA_CELL.test(c))).toEqual([]);
    }
    fc.assert(
      fc.property(fc.array(student, { minLength: 1, maxLength: 6 }), (students) => {
        const csv = exportStudentsCsv(students);
        for (const separator of [",", ";", "\t"]) {
          expect(quotedCells(csv, separator).filter((c) => FORMULA_CELL.test(c))).toEqual([]);
          expect(naiveCells(csv, separator).filter((c) => FORMULA_CELL.test(c))).toEqual([]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("still imports back to the same names", () => {
    const names = ["Ann;=2*3;", "Bo,+1", "Cy\t@x", "Di; -3", "Ed;'=4"];
    const csv = exportStudentsCsv(
      names.map((name) => ({ name, number: null, color: null, element: null, shape: null })),
    );
    const result = parseStudentCsv(csv);
    expect(result.ok && result.students.map((s) => s.name)).toEqual(names);
  });
});
