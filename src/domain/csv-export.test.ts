import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { effectiveAttributes } from "./attributes";
import { csvPreview, csvTemplate, exportFileName, exportStudentsCsv } from "./csv-export";
import { escapeFormula, unescapeFormula } from "./csv-format";
import { parseStudentCsv } from "./csv-import";

describe("template", () => {
  it("is the header and two example rows that import cleanly", () => {
    const text = csvTemplate();
    expect(text).toBe(
      "name,number,color,element,shape\r\nAlex Johnson,1,Red,Fire,Square\r\nMaria Garcia,2,Yellow,Water,Circle\r\n",
    );
    expect(parseStudentCsv(text)).toMatchObject({ ok: true, errors: [] });
  });

  it("uses the teacher's options", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", options: ["Blue, dark", "Gold"] },
    ]);
    expect(csvTemplate(attributes)).toContain('Alex Johnson,1,"Blue, dark",Fire,Square');
  });
});

describe("preview", () => {
  it("shows the first 10 rows and 'and N more'", () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(csvPreview(rows)).toEqual({
      rows: rows.slice(0, 10),
      remaining: 15,
      moreText: "and 15 more",
    });
    expect(csvPreview(rows.slice(0, 10)).moreText).toBeNull();
  });
});

describe("export", () => {
  it("neutralises formulas and quotes what needs quoting", () => {
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
        "'=HYPERLINK(1),1,Red,,Square",
        `"'+1, ""x""",,,Air,`,
        "'@me,2,'-,Fire,'\tTab",
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
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeFormula(escapeFormula(s))).toBe(s);
      }),
    );
  });

  it("round-trips any stored name through the importer", () => {
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
