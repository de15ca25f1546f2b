import { describe, expect, it } from "vitest";
import type { GroupingMethod } from "#src/domain/grouping/groups";
import { partnerHistory, repeatedPairIndices } from "#src/domain/grouping/partners";
import { type PlanStudent, planGroups } from "#src/domain/grouping/plan";
import { groupQuality } from "#src/domain/grouping/quality";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { randomClass } from "../../../support/domain";

function pupils(n: number, seed: number): PlanStudent[] {
  return randomClass(n, seed).map((s) => ({ ...s, id: `s${s.id}`, name: `Student ${s.id}` }));
}

/** Pairs of ids sharing a group, as "a|b" with a < b. */
function pairs(groups: readonly (readonly string[])[]): Set<string> {
  const out = new Set<string>();
  for (const group of groups) {
    for (const a of group) for (const b of group) if (a < b) out.add(`${a}|${b}`);
  }
  return out;
}

/** Rounds of New partners, each round's groups becoming history for the next. */
function rounds(method: GroupingMethod, count: number, seed: number) {
  const students = pupils(30, seed);
  const past: string[][][] = [];
  const repeats: number[] = [];
  for (let round = 0; round < count; round++) {
    const result = planGroups(students, {
      method,
      sizes: { mode: "per-group", size: 5 },
      pastGroupings: past,
      random: seededRandom(seed * 100 + round),
    });
    if (!result.ok) throw new Error("no groups");
    const ids = result.groups.map((g) => g.map((s) => s.id));
    // The reported repeated pairs are exactly the pairs that met in an earlier round.
    const before = new Set(past.flatMap((grouping) => [...pairs(grouping)]));
    const expected = [...pairs(ids)].filter((p) => before.has(p)).sort();
    const reported = result.repeatedPairs
      .map(([a, b]) => (a < b ? `${a}|${b}` : `${b}|${a}`))
      .sort();
    expect(reported).toEqual(expected);
    repeats.push(reported.length);
    past.push(ids);
  }
  return repeats;
}

describe("new partners", () => {
  it("counts past meetings of the selected students only", () => {
    const index = new Map(["a", "b", "c"].map((id, i) => [id, i]));
    const h = partnerHistory(index, 3, [
      [["a", "b", "x"], ["c"]],
      [
        ["a", "b"],
        ["c", "y"],
      ],
    ]);
    expect(h).not.toBeNull();
    const partnersOf = (i: number) =>
      h
        ? [...h.partners.subarray(h.offsets[i], h.offsets[i + 1])].map((j, p) => [
            j,
            h.counts[(h.offsets[i] as number) + p],
          ])
        : [];
    expect(partnersOf(0)).toEqual([[1, 2]]);
    expect(partnersOf(2)).toEqual([]);
    expect(repeatedPairIndices(h, Int32Array.from([0, 0, 0]))).toEqual([[0, 1]]);
    expect(partnerHistory(index, 3, [[["a"], ["x", "y"]]])).toBeNull();
  });

  it("30 students in fives over 5 rounds: no repeat in round 2, at most 6 in all", () => {
    for (const seed of [1, 2, 3]) {
      const repeats = rounds("random", 5, seed);
      expect(repeats[0]).toBe(0);
      expect(repeats[1]).toBe(0);
      expect(repeats.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6);
    }
  });

  it("avoids past partners with the balancing methods too, keeping balance close", () => {
    for (const method of ["diverse", "same-category"] as const) {
      let withHistory = 0;
      let without = 0;
      for (const seed of [1, 2, 3, 4]) {
        const students = pupils(30, seed);
        const options = { method, sizes: { mode: "per-group", size: 5 } } as const;
        const first = planGroups(students, { ...options, random: seededRandom(seed) });
        if (!first.ok) throw new Error("no groups");
        const past = [first.groups.map((g) => g.map((s) => s.id))];
        const met = pairs(past[0] as string[][]);
        const again = (groups: PlanStudent[][]) =>
          [...pairs(groups.map((g) => g.map((s) => s.id)))].filter((p) => met.has(p)).length;
        const plain = planGroups(students, { ...options, random: seededRandom(seed + 50) });
        const avoid = planGroups(students, {
          ...options,
          pastGroupings: past,
          random: seededRandom(seed + 50),
        });
        if (!plain.ok || !avoid.ok) throw new Error("no groups");
        without += again(plain.groups);
        withHistory += again(avoid.groups);
        if (method === "diverse") {
          const q = groupQuality(avoid.groups, DEFAULT_ATTRIBUTES);
          expect(q.score).toBeLessThanOrEqual(q.lowerBound * 1.25 + 1e-9);
        }
      }
      // Same-category groups equal values together, so the same students meet again by design.
      if (method === "diverse") expect(withHistory).toBeLessThan(without);
      else expect(withHistory).toBeLessThanOrEqual(without);
    }
  });
});
