import { describe, expect, it } from "vitest";
import {
  type GroupSheet,
  serializeGroupSheet,
} from "#src/client/features/groups/model/group-sheet";
import { sheetToPrint } from "#src/client/features/print/print-groups-page";
import { sortByName } from "#src/client/features/print/print-students-page";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";

const sheet: GroupSheet = {
  classId: "c1",
  className: "Period 3",
  createdAt: "2026-01-02T00:00:00.000Z",
  method: "random",
  balanceOn: [],
  groups: [[{ id: "s1", name: "Ann", number: 1, color: "Red", element: "Fire", shape: "Square" }]],
  attributes: DEFAULT_ATTRIBUTES,
  score: { score: 0, lowerBound: 0, exact: true },
};

describe("the print views' data", () => {
  it("prints the sheet handed over by Print Groups, else the tab's last groups", () => {
    const stored = { ...sheet, className: "Stored" };
    const passed = sheetToPrint({ groupSheet: serializeGroupSheet(sheet) }, () => stored);
    expect(passed?.className).toBe("Period 3");
    expect(sheetToPrint(null, () => stored)?.className).toBe("Stored");
    expect(sheetToPrint({ groupSheet: "{broken" }, () => null)).toBeNull();
  });

  it("lists students alphabetically, ignoring case and reading numbers as numbers", () => {
    const names = ["bea", "Ann", "Student 10", "Student 2", "Cleo"].map((name) => ({ name }));
    expect(sortByName(names).map((s) => s.name)).toEqual([
      "Ann",
      "bea",
      "Cleo",
      "Student 2",
      "Student 10",
    ]);
  });
});
