import type { GroupSheet } from "@src/client/features/groups/group-sheet";
import {
  dayText,
  defaultGroupingName,
  groupingCounts,
  savedDateText,
  savedToSheet,
  sheetToInput,
  unchangedSaved,
} from "@src/client/features/groups/saved-sheet";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "@src/domain";
import type { SavedGroupingDto } from "@src/domain/schemas";
import { savedGroupingInput } from "@src/domain/schemas";
import { describe, expect, it } from "vitest";

const member = (id: string, name: string, color: string | null = "Red") => ({
  student_id: id,
  name,
  number: 1,
  color,
  element: "Fire",
  shape: null,
});

const saved: SavedGroupingDto = {
  id: "g1",
  class_id: "c1",
  name: "Groups, Wednesday 25 November",
  method: "balanced",
  balance_on: ["color"],
  groups: [
    [member("s1", "Ann"), member("s2", "Ben", "Blue")],
    // s3 was deleted after saving: the grouping still holds the saved name.
    [member("s3", "Cy (left)"), member("s4", "Dee", "Blue")],
  ],
  created_at: "2026-11-25T09:30:00.000Z",
  updated_at: "2026-11-25T09:30:00.000Z",
  version: 1,
};

describe("defaultGroupingName", () => {
  it("names the local day in English: Groups, <weekday> <date>", () => {
    expect(defaultGroupingName(new Date(2026, 10, 25, 9))).toBe("Groups, Wednesday 25 November");
    expect(defaultGroupingName(new Date(2027, 0, 1, 23, 59))).toBe("Groups, Friday 1 January");
    expect(dayText(new Date(2026, 1, 28))).toBe("Saturday 28 February");
  });

  it("numbers a second and third grouping of the same day so each stays apart", () => {
    const day = new Date(2026, 10, 25);
    expect(defaultGroupingName(day, ["Groups, Wednesday 25 November"])).toBe(
      "Groups, Wednesday 25 November (2)",
    );
    expect(
      defaultGroupingName(day, [
        "groups, wednesday 25 november",
        "Groups, Wednesday 25 November (2)",
        "Groups, Tuesday 24 November",
      ]),
    ).toBe("Groups, Wednesday 25 November (3)");
    expect(defaultGroupingName(day, ["Groups, Tuesday 24 November"])).toBe(
      "Groups, Wednesday 25 November",
    );
  });

  it("is always a valid name for the server", () => {
    const name = defaultGroupingName(new Date(2026, 8, 30), []);
    expect(savedGroupingInput.shape.name.safeParse(name).success).toBe(true);
  });
});

describe("savedDateText and groupingCounts", () => {
  it("shows the local day with the year, and the counts", () => {
    expect(savedDateText(new Date(2026, 10, 25, 14, 5))).toBe("25 November 2026");
    expect(groupingCounts(saved.groups)).toBe("2 groups, 4 students");
    expect(groupingCounts([["a"]])).toBe("1 group, 1 student");
  });
});

describe("savedToSheet", () => {
  const attributes = effectiveAttributes([
    {
      attribute_name: "color",
      display_name: "Team",
      options: ["Red", "Blue"],
      show_to_students: true,
    },
  ]);

  it("shows the saved members, method, date and name as the current sheet", () => {
    const sheet = savedToSheet(saved, "Period 3", attributes);
    expect(sheet.classId).toBe("c1");
    expect(sheet.className).toBe("Period 3");
    expect(sheet.createdAt).toBe(saved.created_at);
    expect(sheet.method).toBe("balanced");
    expect(sheet.balanceOn).toEqual(["color"]);
    expect(sheet.saved).toEqual({ id: "g1", name: "Groups, Wednesday 25 November" });
    expect(sheet.pinned).toEqual([]);
    expect(sheet.attributes).toBe(attributes);
    expect(sheet.groups.map((g) => g.map((s) => s.name))).toEqual([
      ["Ann", "Ben"],
      ["Cy (left)", "Dee"],
    ]);
    expect(sheet.groups[1]?.[0]).toEqual({
      id: "s3",
      name: "Cy (left)",
      number: 1,
      color: "Red",
      element: "Fire",
      shape: null,
    });
    // Scored on the balanced attribute: one Red and one Blue in each group is the best.
    expect(sheet.score.score).toBeCloseTo(sheet.score.lowerBound);
  });

  it("round-trips: the opened sheet saves as the same groups and counts as unchanged", () => {
    const sheet = savedToSheet(saved, "Period 3", DEFAULT_ATTRIBUTES);
    const input = sheetToInput(sheet, "Again");
    expect(input).toEqual({
      name: "Again",
      method: "balanced",
      balance_on: ["color"],
      groups: [
        ["s1", "s2"],
        ["s3", "s4"],
      ],
    });
    expect(savedGroupingInput.safeParse(input).success).toBe(true);
    expect(unchangedSaved(sheet, [saved])).toBe(saved);
  });
});

describe("unchangedSaved", () => {
  const sheet = savedToSheet(saved, "Period 3", DEFAULT_ATTRIBUTES);
  const moved: GroupSheet = {
    ...sheet,
    groups: [
      [...(sheet.groups[0] ?? []), ...(sheet.groups[1] ?? []).slice(0, 1)],
      (sheet.groups[1] ?? []).slice(1),
    ],
  };

  it("is null once a student was moved, for a sheet never saved, or when the grouping is gone", () => {
    expect(unchangedSaved(moved, [saved])).toBeNull();
    expect(unchangedSaved({ ...sheet, saved: undefined }, [saved])).toBeNull();
    expect(unchangedSaved(sheet, [])).toBeNull();
    expect(unchangedSaved(sheet, undefined)).toBeNull();
  });

  it("ignores empty groups left by hand moves, and leaves them out of what is saved", () => {
    const withEmpty: GroupSheet = { ...sheet, groups: [...sheet.groups, []] };
    expect(unchangedSaved(withEmpty, [saved])).toBe(saved);
    expect(sheetToInput(withEmpty, "x").groups).toHaveLength(2);
  });
});
