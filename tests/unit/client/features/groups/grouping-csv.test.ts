import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { groupingCsv, groupingFileName } from "#src/client/features/groups/saved/grouping-csv";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";

const member = (id: string, name: string, extra: Partial<Record<string, unknown>> = {}) => ({
  student_id: id,
  name,
  number: 3,
  color: "Red",
  element: "Water",
  shape: "Circle",
  ...extra,
});

describe("groupingCsv", () => {
  it("has Group, Student and the four attributes under the teacher's names, one row per member", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", display_name: "Team", options: ["Red"], show_to_students: false },
    ]);
    const text = groupingCsv(
      {
        groups: [
          [member("a", "Ann"), member("b", "Ben", { number: null, shape: null })],
          [member("c", "Zoë, the second")],
        ],
      },
      attributes,
    );
    expect(text.startsWith("\uFEFF")).toBe(true);
    expect(text).toContain("\r\n");
    const rows = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toEqual([
      ["Group", "Student", "Number", "Team", "Element", "Shape"],
      ["Group 1", "Ann", "3", "Red", "Water", "Circle"],
      ["Group 1", "Ben", "", "Red", "Water", ""],
      ["Group 2", "Zoë, the second", "3", "Red", "Water", "Circle"],
    ]);
    expect(DEFAULT_ATTRIBUTES.color.displayName).not.toBe("Team");
  });

  it("neutralises spreadsheet formulas in names", () => {
    const text = groupingCsv({ groups: [[member("a", "=HYPERLINK(1)")]] }, DEFAULT_ATTRIBUTES, {
      bom: false,
    });
    expect(text.split("\r\n")[1]).toBe(`"Group 1","'=HYPERLINK(1)",3,"Red","Water","Circle"`);
  });
});

describe("groupingFileName", () => {
  it("is the grouping's name made safe for a file", () => {
    expect(groupingFileName("Groups, Wednesday 25 November")).toBe(
      "groups-wednesday-25-november.csv",
    );
    expect(groupingFileName("Période 3 / Lab!")).toBe("periode-3-lab.csv");
    expect(groupingFileName("Class")).toBe("class.csv");
    expect(groupingFileName("!!!")).toBe("groups.csv");
  });
});
