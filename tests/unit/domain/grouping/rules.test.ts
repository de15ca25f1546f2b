import { describe, expect, it } from "vitest";
import { checkRules } from "#src/domain/grouping/check";
import { type PlanStudent, planGroups } from "#src/domain/grouping/plan";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { Said } from "#src/domain/grouping/said";
import { seededRandom } from "#src/domain/random";
import { randomClass } from "../../../support/domain";
import { english } from "../../../support/english";

const NAMES = ["Ava", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu"];

/** A class whose first students are called Ava, Ben, Cy, ... and have ids "0", "1", ... */
function named(n: number): PlanStudent[] {
  return randomClass(n, 5).map((s) => ({
    ...s,
    id: String(s.id),
    name: NAMES[s.id] ?? `S${s.id}`,
  }));
}

const apart = (...ids: number[]): GroupRule => ({
  kind: "keep-apart",
  studentIds: ids.map(String),
});
const together = (...ids: number[]): GroupRule => ({
  kind: "keep-together",
  studentIds: ids.map(String),
});
const messages = (
  students: PlanStudent[],
  sizes: number[],
  rules: GroupRule[],
  pins?: Map<string, number>,
) => checkRules(students, sizes, rules, pins).map((p) => english(p.message));

describe("checkRules", () => {
  const kids = named(20);

  it("names a keep-apart set larger than the number of groups", () => {
    expect(messages(kids, [5, 5, 5, 5], [apart(0, 1, 2, 3, 4, 5)])).toEqual([
      "Keep apart Ava, Ben, Cy, Dee, Eli, Fay: 6 students can't be in different groups when there are only 4 groups.",
    ]);
  });

  it("names a keep-together set larger than a group", () => {
    const problems = checkRules(named(16), [4, 4, 4, 4], [apart(0, 1), together(0, 1, 2, 3, 4)]);
    expect(problems.map((p) => ({ ...p, message: english(p.message) }))).toEqual([
      {
        rules: [1],
        pins: [],
        undecided: false,
        message:
          "Keep together Ava, Ben, Cy, Dee, Eli: 5 students can't share a group of at most 4.",
      },
      expect.objectContaining({ rules: [0, 1] }),
    ]);
  });

  it("merges keep-together sets that share a student", () => {
    expect(messages(kids, [5, 5, 5, 5], [together(0, 1, 2), together(2, 3, 4, 5)])).toEqual([
      "Keep together Ava, Ben, Cy, Dee, Eli, Fay (2 rules that share students): 6 students can't share a group of at most 5.",
    ]);
  });

  it("names students kept apart and (through other students) kept together", () => {
    const problems = checkRules(kids, [5, 5, 5, 5], [together(0, 1), together(1, 2), apart(0, 2)]);
    expect(problems.map((p) => ({ ...p, message: english(p.message) }))).toEqual([
      {
        rules: [2, 0, 1],
        pins: [],
        undecided: false,
        message:
          "Keep apart Ava, Cy: Ava and Cy are also kept together (Ava, Ben, Cy), so they can't be apart.",
      },
    ]);
  });

  it("finds rules that can't hold together, by search", () => {
    // Four blocks of three into three groups of four: each group holds one block at most.
    const rules = [together(0, 1, 2), together(3, 4, 5), together(6, 7, 8), together(9, 10, 11)];
    const problems = checkRules(named(12), [4, 4, 4], rules);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.undecided).toBe(false);
    expect(english(problems[0]?.message as Said)).toMatch(
      /^These rules can't all hold in groups of 4, 4, 4: Keep together Ava, Ben, Cy;/,
    );
  });

  it("ignores students not selected and rules left with fewer than two of them", () => {
    const present = kids.slice(0, 8); // 12..19 are absent today
    expect(
      messages(present, [2, 2, 2, 2], [apart(0, 12, 13, 14, 15, 16), together(1, 17, 18)]),
    ).toEqual([]);
    expect(messages(present, [2, 2, 2, 2], [apart(0, 1, 2, 3, 4, 19)])).toEqual([
      "Keep apart Ava, Ben, Cy, Dee, Eli: 5 students can't be in different groups when there are only 4 groups.",
    ]);
  });

  it("reports pins that contradict rules or the group sizes", () => {
    const pins = new Map([
      ["0", 0],
      ["1", 0],
      ["2", 1],
      ["3", 7],
    ]);
    const problems = checkRules(
      kids,
      [5, 5, 5, 5],
      [apart(0, 1), together(2, 4), together(4, 5)],
      pins,
    );
    expect(problems.map((p) => english(p.message))).toEqual([
      "Dee is pinned to group 8, but there are 4 groups.",
      "Keep apart Ava, Ben: Ava and Ben are both pinned to group 1.",
    ]);
    expect(
      messages(
        kids,
        [5, 5, 5, 5],
        [together(2, 4)],
        new Map([
          ["2", 0],
          ["4", 1],
        ]),
      ),
    ).toEqual(["Cy is pinned to group 1 and Eli to group 2, but they are kept together."]);
    const crowd = new Map([0, 1, 2, 3].map((i) => [String(i), 0]));
    expect(messages(kids, [5, 5, 5, 5], [together(3, 9, 10)], crowd)).toEqual([
      "Group 1 holds 5 students, but 6 are pinned to it (with the students kept together with them).",
    ]);
  });

  it("planGroups returns the problems instead of groups", () => {
    const result = planGroups(kids, {
      method: "diverse",
      sizes: { mode: "groups", count: 4 },
      rules: [apart(0, 1, 2, 3, 4, 5)],
      random: seededRandom(1),
    });
    expect(result).toEqual({ ok: false, problems: [expect.objectContaining({ rules: [0] })] });
  });
});

describe("pins and group sizes", () => {
  const seven = named(7);
  const ids = (groups: PlanStudent[][]) => groups.map((g) => g.map((s) => s.name));

  it("7 in 4 groups with two pinned to group 4: group 4 is one of the larger groups", () => {
    // Sizes 2, 2, 2, 1: any group may be the small one, so two pinned to the last group hold.
    const pinned = new Map([
      ["0", 3],
      ["1", 3],
    ]);
    for (const method of ["random", "diverse", "same-category"] as const) {
      for (let seed = 1; seed <= 5; seed++) {
        const result = planGroups(seven, {
          method,
          sizes: { mode: "groups", count: 4 },
          pinned,
          random: seededRandom(seed),
        });
        if (!result.ok) throw new Error(result.problems.map((p) => english(p.message)).join(" "));
        expect(result.groups.map((g) => g.length).sort()).toEqual([1, 2, 2, 2]);
        expect(ids(result.groups)[3]?.sort()).toEqual(["Ava", "Ben"]);
      }
    }
  });

  it("a group pinned full keeps its size when another group takes a larger size", () => {
    // Group 1 pinned whole at 2, group 4 pinned with 2: group 2 or 3 is the small one.
    const result = planGroups(seven, {
      method: "random",
      sizes: { mode: "groups", count: 4 },
      pinned: new Map([
        ["0", 0],
        ["1", 0],
        ["2", 3],
        ["3", 3],
      ]),
      random: seededRandom(3),
    });
    if (!result.ok) throw new Error(result.problems.map((p) => english(p.message)).join(" "));
    expect(ids(result.groups)[0]?.sort()).toEqual(["Ava", "Ben"]);
    expect(ids(result.groups)[3]?.sort()).toEqual(["Cy", "Dee"]);
    expect(result.groups.map((g) => g.length)).toEqual(expect.arrayContaining([2, 2, 2, 1]));
  });

  it("more pinned to a group than any group holds is named, in the singular for one", () => {
    const four = named(4);
    const result = planGroups(four, {
      method: "random",
      sizes: { mode: "groups", count: 4 },
      pinned: new Map([
        ["0", 0],
        ["1", 0],
      ]),
      random: seededRandom(1),
    });
    expect(result.ok ? [] : result.problems.map((p) => english(p.message))).toEqual([
      "Group 1 holds 1 student, but 2 are pinned to it (with the students kept together with them).",
    ]);
  });
});
