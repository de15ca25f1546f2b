import { describe, expect, it } from "vitest";
import type { GroupSheet } from "#src/client/features/groups/model/group-sheet";
import { dayText, defaultGroupingName } from "#src/client/features/groups/saved/default-name";
import {
  asSavedSheet,
  groupingCounts,
  leftTheClass,
  savedDateText,
  savedToSheet,
  sheetToInput,
  unchangedSaved,
  withSavedName,
} from "#src/client/features/groups/saved/saved-sheet";
import { dateText } from "#src/client/lib/dates";
import {
  leftClassMessage,
  type SavedGroupingDto,
  savedGroupingInput,
} from "#src/domain/schemas/groupings";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";
import { english } from "../../../../support/english";

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
  it("shows the local day in the browser's locale, and the counts", () => {
    const at = new Date(2026, 10, 25, 14, 5);
    expect(savedDateText(at)).toBe(dateText(at));
    expect(savedDateText(at)).toMatch(/\b25\b.*\b2026\b/);
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

describe("withSavedName", () => {
  const sheet = savedToSheet(saved, "Period 3", DEFAULT_ATTRIBUTES);

  it("shows the name the list has now, also for groups changed by hand since", () => {
    const renamed = { ...saved, name: "Lab partners", version: 2 };
    expect(withSavedName(sheet, [renamed])?.saved).toEqual({ id: "g1", name: "Lab partners" });
    const changed = { ...sheet, saved: { id: "g1", name: saved.name, changed: true } };
    expect(withSavedName(changed, [renamed])?.saved).toEqual({
      id: "g1",
      name: "Lab partners",
      changed: true,
    });
  });

  it("drops the saved grouping once it is deleted, keeping the groups", () => {
    const shown = withSavedName(sheet, [{ ...saved, id: "g2" }]);
    expect(shown?.saved).toBeUndefined();
    expect(shown?.groups).toBe(sheet.groups);
  });

  it("changes nothing while the list is unknown or the name is the same", () => {
    expect(withSavedName(sheet, undefined)).toBe(sheet);
    expect(withSavedName(sheet, [saved])).toBe(sheet);
    expect(withSavedName(null, [saved])).toBeNull();
    const unsaved: GroupSheet = { ...sheet };
    delete unsaved.saved;
    expect(withSavedName(unsaved, [])).toBe(unsaved);
  });
});

describe("students who left the class (decision 0028)", () => {
  const sheet = savedToSheet(saved, "Period 3", DEFAULT_ATTRIBUTES);
  const roster = [{ id: "s1" }, { id: "s2" }, { id: "s4" }];

  it("names those not on the roster, or named by the server, and only once the roster is known", () => {
    expect(leftTheClass(sheet, roster).map((s) => s.name)).toEqual(["Cy (left)"]);
    expect(leftTheClass(sheet, undefined)).toEqual([]);
    expect(leftTheClass(sheet, undefined, ["s2"]).map((s) => s.name)).toEqual(["Ben"]);
    expect(leftTheClass(sheet, roster, ["s1"]).map((s) => s.id)).toEqual(["s1", "s3"]);
  });

  it("Save leaves them out, dropping a group they leave empty", () => {
    expect(sheetToInput(sheet, "x", new Set(["s3"])).groups).toEqual([["s1", "s2"], ["s4"]]);
    expect(sheetToInput(sheet, "x", new Set(["s1", "s2"])).groups).toEqual([["s3", "s4"]]);
  });

  it("once saved, the sheet is what was saved: they leave it, their group stays", () => {
    const stored: SavedGroupingDto = {
      ...saved,
      id: "g2",
      name: "Again",
      groups: [[member("s1", "Ann"), member("s2", "Ben", "Blue")], [member("s4", "Dee", "Blue")]],
    };
    const moved = { ...sheet, saved: { id: "g1", name: saved.name, changed: true } };
    const after = asSavedSheet(moved, stored, DEFAULT_ATTRIBUTES);
    expect(after.groups.map((g) => g.map((s) => s.id))).toEqual([["s1", "s2"], ["s4"]]);
    expect(after.saved).toEqual({ id: "g2", name: "Again" });
    expect(unchangedSaved(after, [stored])).toBe(stored);
    // Nobody left: the same sheet, marked saved.
    const whole = asSavedSheet(sheet, saved, DEFAULT_ATTRIBUTES);
    expect(whole.groups).toBe(sheet.groups);
    expect(whole.saved).toEqual({ id: "g1", name: saved.name });
  });

  it("once saved, a group emptied by hand leaves the sheet, as Save left it out", () => {
    const [first = [], second = []] = sheet.groups;
    const emptied = { ...sheet, groups: [[...first, ...second], []] };
    const stored: SavedGroupingDto = {
      ...saved,
      id: "g3",
      groups: [[member("s1", "Ann"), member("s2", "Ben"), member("s3", "Cy"), member("s4", "Dee")]],
    };
    const after = asSavedSheet(emptied, stored, DEFAULT_ATTRIBUTES);
    expect(after.groups.map((g) => g.map((s) => s.id))).toEqual([["s1", "s2", "s3", "s4"]]);
    expect(after.saved).toEqual({ id: "g3", name: saved.name });
    expect(unchangedSaved(after, [stored])).toBe(stored);
  });

  it("the message names up to three as written, a right-to-left one set apart, and counts the others", () => {
    // A right-to-left name is set apart (U+2068 ... U+2069): it keeps its own direction.
    const words = (names: string[]) =>
      english(leftClassMessage(names)).replaceAll("\u2068", "<").replaceAll("\u2069", ">");
    expect(words(["Cy"])).toBe("Cy is no longer in this class");
    expect(words(["Cy", "Dee"])).toBe("Cy and Dee are no longer in this class");
    expect(words(["A", "B", "C"])).toBe("A, B and C are no longer in this class");
    expect(words(["A", "B", "C", "D"])).toBe("A, B, C and 1 other are no longer in this class");
    expect(words(["A", "B", "C", "D", "E"])).toBe(
      "A, B, C and 2 others are no longer in this class",
    );
    expect(words(["ليلى", "Bo"])).toBe("<ليلى> and Bo are no longer in this class");
  });
});
