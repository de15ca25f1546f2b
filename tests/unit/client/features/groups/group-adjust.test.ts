import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pinsOf } from "#src/client/features/groups/builder/use-group-run";
import {
  type GroupSheet,
  type SheetStudent,
  savedName,
} from "#src/client/features/groups/model/group-sheet";
import {
  findStudent,
  groupChoice,
  isGroupPinned,
  isPinned,
  movedText,
  moveStudent,
  regroupedSheet,
  setGroupPinned,
  setStudentPinned,
  withRoster,
} from "#src/client/features/groups/results/group-adjust";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { sampleStudent as student } from "./sample-students";

const groupsOf = (...sizes: number[]) => {
  let next = 0;
  return sizes.map((size) => Array.from({ length: size }, () => student(next++)));
};
const ids = (groups: readonly (readonly SheetStudent[])[]) => groups.map((g) => g.map((s) => s.id));
const sheetOf = (groups: SheetStudent[][], pinned?: string[]): GroupSheet => ({
  classId: "c1",
  className: "Period 3",
  createdAt: "2026-01-02T00:00:00.000Z",
  method: "diverse",
  balanceOn: [],
  groups,
  attributes: DEFAULT_ATTRIBUTES,
  score: { score: 0, lowerBound: 0, exact: true },
  ...(pinned ? { pinned } : {}),
});

describe("moving a student by hand", () => {
  it("takes the student out of their group and adds them at the end of the other", () => {
    const groups = groupsOf(3, 3, 2);
    const moved = moveStudent(groups, "s1", 2);
    expect(moved && ids(moved)).toEqual([
      ["s0", "s2"],
      ["s3", "s4", "s5"],
      ["s6", "s7", "s1"],
    ]);
    expect(ids(groups)).toEqual([
      ["s0", "s1", "s2"],
      ["s3", "s4", "s5"],
      ["s6", "s7"],
    ]);
  });

  it("changes nothing for the same group, an unknown student or a group that is not there", () => {
    const groups = groupsOf(2, 2);
    expect(moveStudent(groups, "s0", 0)).toBeNull();
    expect(moveStudent(groups, "nobody", 1)).toBeNull();
    expect(moveStudent(groups, "s0", 2)).toBeNull();
    expect(moveStudent(groups, "s0", -1)).toBeNull();
  });

  it("keeps a group it empties, so every group keeps its number", () => {
    const moved = moveStudent(groupsOf(2, 1, 2), "s2", 0);
    expect(moved && ids(moved)).toEqual([["s0", "s1", "s2"], [], ["s3", "s4"]]);
  });

  it("places every student exactly once after any series of moves", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(11), fc.nat(3)), { maxLength: 30 }), (moves) => {
        let groups = groupsOf(3, 3, 3, 3);
        for (const [i, to] of moves) groups = moveStudent(groups, `s${i}`, to) ?? groups;
        const placed = groups.flat().map((s) => s.id);
        expect(placed.sort()).toEqual(
          groupsOf(12)[0]
            ?.map((s) => s.id)
            .sort(),
        );
        const last = moves.at(-1);
        if (last) expect(findStudent(groups, `s${last[0]}`)?.group).toBe(last[1]);
      }),
    );
  });

  it("scores the moved groups again: a move that unbalances them shows a worse score", () => {
    // Colours Red, Yellow, Green, Purple in each group: the best balance.
    const sheet = sheetOf([
      [student(0), student(1), student(2), student(3)],
      [student(4), student(5), student(6), student(7)],
    ]);
    const best = regroupedSheet(sheet, sheet.groups, DEFAULT_ATTRIBUTES);
    const moved = moveStudent(sheet.groups, "s0", 1);
    if (!moved) throw new Error("no move");
    const worse = regroupedSheet(sheet, moved, DEFAULT_ATTRIBUTES);
    expect(worse.score.score).toBeGreaterThan(best.score.score);
    expect(ids(worse.groups)[1]).toContain("s0");
  });

  it("marks a saved grouping moved by hand as changed, so it is not printed under its name alone", () => {
    const saved = { ...sheetOf(groupsOf(2, 2)), saved: { id: "g1", name: "Groups, Tuesday" } };
    expect(savedName(saved.saved)).toBe("Groups, Tuesday");
    const moved = moveStudent(saved.groups, "s0", 1);
    if (!moved) throw new Error("no move");
    const next = regroupedSheet(saved, moved, DEFAULT_ATTRIBUTES);
    expect(next.saved).toEqual({ id: "g1", name: "Groups, Tuesday", changed: true });
    expect(savedName(next.saved as NonNullable<GroupSheet["saved"]>)).toBe(
      "Groups, Tuesday (changed)",
    );
    // A sheet that was never saved stays so.
    expect(
      regroupedSheet(sheetOf(groupsOf(2, 2)), moved, DEFAULT_ATTRIBUTES).saved,
    ).toBeUndefined();
  });

  it("words the move and each group choice as the menu shows them", () => {
    expect(movedText("Ava", 2)).toBe("Ava moved to Group 3.");
    expect(groupChoice([1, 4], 1)).toBe("Group 2 (4 students)");
    expect(groupChoice([1, 4], 0)).toBe("Group 1 (1 student)");
  });
});

describe("pins", () => {
  it("pins and unpins one student", () => {
    const sheet = sheetOf(groupsOf(2, 2));
    const pinned = setStudentPinned(sheet, "s1", true);
    expect(isPinned(pinned, "s1")).toBe(true);
    expect(isPinned(pinned, "s0")).toBe(false);
    expect(isPinned(setStudentPinned(pinned, "s1", false), "s1")).toBe(false);
    expect(setStudentPinned(pinned, "s1", true).pinned).toEqual(["s1"]);
  });

  it("pins a whole group as all its current members, and unpins them all", () => {
    const sheet = sheetOf(groupsOf(2, 3), ["s0"]);
    expect(isGroupPinned(sheet, 1)).toBe(false);
    const pinned = setGroupPinned(sheet, 1, true);
    expect(isGroupPinned(pinned, 1)).toBe(true);
    expect([...(pinned.pinned ?? [])].sort()).toEqual(["s0", "s2", "s3", "s4"]);
    const unpinned = setGroupPinned(pinned, 1, false);
    expect(unpinned.pinned).toEqual(["s0"]);
    expect(isGroupPinned(sheetOf([[], []], []), 0)).toBe(false);
  });

  it("keeps a moved student pinned, now in the new group, for Regenerate", () => {
    const sheet = setGroupPinned(sheetOf(groupsOf(2, 2)), 0, true);
    const moved = moveStudent(sheet.groups, "s1", 1);
    if (!moved) throw new Error("no move");
    const after = { ...sheet, groups: moved };
    expect(isPinned(after, "s1")).toBe(true);
    expect(isGroupPinned(after, 1)).toBe(false);
    expect(pinsOf(after)).toEqual(
      new Map([
        ["s0", 0],
        ["s1", 1],
      ]),
    );
  });
});

describe("withRoster (the last run with the class as it is now)", () => {
  const groups = groupsOf(3, 2);
  const sheet = sheetOf(groups);
  const all = groups.flat();

  it("leaves the last run as it is while everyone is still in the class or the roster is unknown", () => {
    expect(withRoster(sheet, all, DEFAULT_ATTRIBUTES)).toBe(sheet);
    expect(withRoster(sheet, [...all, student(99)], DEFAULT_ATTRIBUTES)).toBe(sheet);
    expect(withRoster(sheet, undefined, DEFAULT_ATTRIBUTES)).toBe(sheet);
    expect(withRoster(null, all, DEFAULT_ATTRIBUTES)).toBeNull();
  });

  it("drops the students deleted since, keeping the groups' numbers, and scores again", () => {
    const gone = new Set([all[0]?.id, all[3]?.id, all[4]?.id]);
    const shown = withRoster(
      sheet,
      all.filter((s) => !gone.has(s.id)),
      DEFAULT_ATTRIBUTES,
    );
    expect(shown && ids(shown.groups)).toEqual([[all[1]?.id, all[2]?.id], []]);
    expect(shown?.score).toEqual(
      regroupedSheet(sheet, shown?.groups ?? [], DEFAULT_ATTRIBUTES).score,
    );
  });

  it("shows the names and attributes edited since, and scores again with them", () => {
    const first = all[0] as SheetStudent;
    const edited = { ...first, name: "Renamed", color: "Crimson", class_id: "c1" };
    const shown = withRoster(sheet, [edited, ...all.slice(1)], DEFAULT_ATTRIBUTES);
    expect(shown?.groups[0]?.[0]).toEqual({ ...first, name: "Renamed", color: "Crimson" });
    expect(shown && ids(shown.groups)).toEqual(ids(groups));
    expect(shown?.score).toEqual(
      regroupedSheet(sheet, shown?.groups ?? [], DEFAULT_ATTRIBUTES).score,
    );
  });

  it("keeps a saved grouping opened here as it was taught", () => {
    const opened = { ...sheet, saved: { id: "g1", name: "Monday" } };
    expect(withRoster(opened, all.slice(1), DEFAULT_ATTRIBUTES)).toBe(opened);
  });
});
