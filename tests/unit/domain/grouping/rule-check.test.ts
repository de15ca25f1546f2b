import { describe, expect, it } from "vitest";
import { countRepeatedPairs, repeatedPairs, ruleCheck } from "#src/domain/grouping/rule-check";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { seededRandom, shuffled } from "#src/domain/random";

const names = new Map([
  ["a", "Ava"],
  ["b", "Ben"],
  ["c", "Cy"],
  ["d", "Dee"],
  ["e", "Eve"],
]);

describe("ruleCheck", () => {
  const rules: GroupRule[] = [
    { kind: "keep-apart", studentIds: ["a", "b"] },
    { kind: "keep-together", studentIds: ["c", "d"] },
    { kind: "keep-apart", studentIds: ["a", "c", "e"] },
  ];

  it("is empty when the grouping keeps every rule", () => {
    expect(ruleCheck([["a"], ["c", "d", "b"], ["e"]], rules, names)).toEqual([]);
  });

  it("names the rules a move by hand breaks", () => {
    const breaks = ruleCheck(
      [
        ["a", "b", "c"],
        ["d", "e"],
      ],
      rules,
      names,
    );
    expect(breaks.map((x) => x.rule)).toEqual([0, 1, 2]);
    expect(breaks[0]).toEqual({
      rule: 0,
      kind: "keep-apart",
      groups: [["a", "b"]],
      message: "Ava and Ben are in the same group (keep apart)",
    });
    expect(breaks[1]).toEqual({
      rule: 1,
      kind: "keep-together",
      groups: [["c"], ["d"]],
      message: "Cy and Dee are split over 2 groups (keep together)",
    });
    expect(breaks[2]?.groups).toEqual([["a", "c"]]);
  });

  it("ignores students not in the grouping (absent today)", () => {
    expect(ruleCheck([["a", "c"], ["e"]], rules.slice(0, 2), names)).toEqual([]);
    // A keep-apart set of three with only two present, in one group: broken.
    expect(ruleCheck([["a", "e"], ["b"]], rules, names).map((x) => x.rule)).toEqual([2]);
  });

  it("takes a lookup function and falls back for unknown names", () => {
    const [broken] = ruleCheck([["a", "b"]], rules, (id) => (id === "a" ? "Ava" : undefined));
    expect(broken?.message).toBe("Ava and a student are in the same group (keep apart)");
  });
});

describe("repeatedPairs", () => {
  const past = [
    [
      ["a", "b", "x"],
      ["c", "d"],
    ],
    [
      ["a", "e"],
      ["b", "c"],
    ],
  ];

  it("lists each pair of group mates who met before, once", () => {
    const pairs = repeatedPairs(
      [
        ["a", "b", "e"],
        ["c", "d"],
      ],
      [...past, past[0] ?? []],
    );
    expect(pairs).toEqual([
      ["a", "b"],
      ["a", "e"],
      ["c", "d"],
    ]);
    expect(
      countRepeatedPairs(
        [
          ["a", "b", "e"],
          ["c", "d"],
        ],
        past,
      ),
    ).toBe(3);
  });

  it("counts a pair after past groups of one selected student (dropped) are read", () => {
    const history = [[["a", "gone"], ["c"]], [["a", "b"]]];
    expect(repeatedPairs([["a", "b"]], history)).toEqual([["a", "b"]]);
  });

  it("is zero without past groupings or when nobody meets again", () => {
    expect(countRepeatedPairs([["a", "b"]], [])).toBe(0);
    expect(countRepeatedPairs([["a", "c"], ["b", "d"], ["e"]], past)).toBe(0);
  });

  it("matches a brute-force count on random groupings", () => {
    const ids = Array.from({ length: 24 }, (_, i) => `s${i}`);
    const random = seededRandom(7);
    const chunk = (list: string[]) => [0, 6, 12, 18].map((s) => list.slice(s, s + 6));
    const history = [chunk(shuffled(ids, random)), chunk(shuffled(ids, random))];
    const met = new Set<string>();
    for (const grouping of history)
      for (const g of grouping) for (const x of g) for (const y of g) met.add(`${x}|${y}`);
    for (let trial = 0; trial < 20; trial++) {
      const now = chunk(shuffled(ids, random));
      let expected = 0;
      for (const g of now)
        for (const x of g) for (const y of g) if (x < y && met.has(`${x}|${y}`)) expected++;
      expect(countRepeatedPairs(now, history)).toBe(expected);
    }
  });
});
