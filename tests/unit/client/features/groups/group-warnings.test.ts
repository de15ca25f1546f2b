import { describe, expect, it } from "vitest";
import type { GroupSheet, SheetStudent } from "#src/client/features/groups/model/group-sheet";
import { moveStudent, regroupedSheet } from "#src/client/features/groups/results/group-adjust";
import {
  domainRules,
  repeatedPairsText,
  ruleWarnings,
} from "#src/client/features/groups/results/group-warnings";
import { sameCategoryAttribute, whyLines } from "#src/client/features/groups/results/group-why";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";

const person = (id: string, name: string, color = "Red", number = 1): SheetStudent => ({
  id,
  name,
  number,
  color,
  element: "Fire",
  shape: "Square",
});
const ava = person("a", "Ava", "Red", 1);
const ben = person("b", "Ben", "Yellow", 2);
const cy = person("c", "Cy", "Red", 3);
const dee = person("d", "Dee", "Yellow", 4);
const eve = person("e", "Eve", "Green", 1);
const fay = person("f", "Fay", "Green", 2);

const apart: GroupRule = { kind: "keep-apart", studentIds: ["a", "b"] };
const together: GroupRule = { kind: "keep-together", studentIds: ["c", "d"] };

const sheetOf = (groups: SheetStudent[][], extra: Partial<GroupSheet> = {}): GroupSheet => ({
  classId: "c1",
  className: "Period 3",
  createdAt: "2026-01-02T00:00:00.000Z",
  method: "random",
  balanceOn: [],
  groups,
  attributes: DEFAULT_ATTRIBUTES,
  score: { score: 0, lowerBound: 0, exact: true },
  ...extra,
});

describe("the rule check after a hand move", () => {
  it("says nothing while every rule holds", () => {
    expect(
      ruleWarnings(
        [
          [ava, cy, dee],
          [ben, eve],
        ],
        [apart, together],
      ),
    ).toEqual([]);
  });

  it("names the students and the group when a move breaks a rule", () => {
    const groups = [
      [ava, cy, dee],
      [ben, eve],
    ];
    const moved = moveStudent(groups, "a", 1);
    if (!moved) throw new Error("no move");
    expect(ruleWarnings(moved, [apart, together])).toEqual([
      "Ava and Ben are kept apart but share Group 2.",
    ]);
    const split = moveStudent(groups, "d", 1);
    if (!split) throw new Error("no move");
    expect(ruleWarnings(split, [apart, together])).toEqual([
      "Cy and Dee are kept together but are split over Group 1 and Group 2.",
    ]);
  });

  it("takes the class's stored rules", () => {
    const stored = {
      id: "r1",
      class_id: "c1",
      kind: "keep-apart" as const,
      student_ids: ["a", "b"],
      created_at: "2026-01-01T00:00:00.000Z",
    };
    expect(domainRules([stored])).toEqual([apart]);
  });
});

describe("repeated pairs", () => {
  it("says how many and names them", () => {
    expect(repeatedPairsText(sheetOf([[ava, ben]]))).toBe("No repeated pairs");
    const two = sheetOf([[ava, ben, cy, dee]], {
      repeatedPairs: [
        ["a", "b"],
        ["c", "d"],
      ],
    });
    expect(repeatedPairsText(two)).toBe("2 repeated pairs: Ava & Ben, Cy & Dee");
    expect(repeatedPairsText(sheetOf([[ava, ben]], { repeatedPairs: [["a", "b"]] }))).toBe(
      "1 repeated pair: Ava & Ben",
    );
  });

  it("are counted again after a move, against the past groupings New partners weighed", () => {
    const past = [
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ];
    const sheet = sheetOf(
      [
        [ava, ben],
        [cy, eve],
        [dee, fay],
      ],
      {
        partnerRounds: 1,
        repeatedPairs: [["a", "b"]],
      },
    );
    const moved = moveStudent(sheet.groups, "d", 1);
    if (!moved) throw new Error("no move");
    const after = regroupedSheet(sheet, moved, DEFAULT_ATTRIBUTES, past);
    expect(repeatedPairsText(after)).toBe("2 repeated pairs: Ava & Ben, Cy & Dee");
    const apartAgain = moveStudent(after.groups, "b", 2);
    if (!apartAgain) throw new Error("no move");
    const later = regroupedSheet(after, apartAgain, DEFAULT_ATTRIBUTES, past);
    expect(repeatedPairsText(later)).toBe("1 repeated pair: Cy & Dee");
    // Without New partners, nothing is counted.
    const off = regroupedSheet(sheetOf(sheet.groups), moved, DEFAULT_ATTRIBUTES, past);
    expect(off.repeatedPairs).toBeUndefined();
  });
});

describe("Why these groups?", () => {
  it("gives one line per group, naming the rules each keeps", () => {
    const sheet = sheetOf([
      [ava, cy, dee],
      [ben, eve],
    ]);
    const lines = whyLines(sheet, DEFAULT_ATTRIBUTES, [apart, together], []);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("Cy with Dee");
    expect(lines[1]).toContain("Ben apart from Ava");
  });

  it("finds the attribute a Same category result grouped by", () => {
    expect(
      sameCategoryAttribute(
        [
          [ava, cy],
          [ben, dee],
          [eve, fay],
        ],
        DEFAULT_ATTRIBUTES,
      ),
    ).toBe("color");
  });
});
