import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeClass } from "#src/domain/grouping/codes";
import { createGroups, type GroupingMethod } from "#src/domain/grouping/groups";
import { placeUnits } from "#src/domain/grouping/place";
import { type PlanOptions, type PlanStudent, planGroups } from "#src/domain/grouping/plan";
import { groupQuality } from "#src/domain/grouping/quality";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { ruleModel } from "#src/domain/grouping/rules";
import { groupSizesFor } from "#src/domain/grouping/sizes";
import { type Random, seededRandom, shuffled } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { chiSquareCritical, chiSquareUniform, randomClass } from "../../../support/domain";
import { english } from "../../../support/english";

const METHODS: GroupingMethod[] = ["random", "same-category", "diverse", "balanced"];

function pupils(n: number, seed: number): PlanStudent[] {
  return randomClass(n, seed).map((s) => ({ ...s, id: `s${s.id}`, name: `Student ${s.id}` }));
}

function ok<T>(result: ReturnType<typeof planGroups<T & PlanStudent>>) {
  if (!result.ok) throw new Error(result.problems.map((p) => english(p.message)).join("\n"));
  return result;
}

/** A random subset of `items` of a size in [min, max]. */
function some<T>(items: readonly T[], min: number, max: number, random: Random): T[] {
  const size = Math.min(items.length, min + random.int(max - min + 1));
  return shuffled(items, random).slice(0, size);
}

/**
 * Rules and pins that hold by construction: a random reference grouping into the planned sizes,
 * keep-together sets inside one of its groups, keep-apart sets across its groups, pins to the
 * group a student has there; plus ids of absent students sprinkled in.
 */
function satisfiable(students: readonly PlanStudent[], sizes: readonly number[], random: Random) {
  const order = shuffled(students, random);
  let start = 0;
  const reference = sizes.map((size) => {
    start += size;
    return order.slice(start - size, start).map((s) => s.id);
  });
  const rules: GroupRule[] = [];
  const pinned = new Map<string, number>();
  for (let r = random.int(6); r > 0; r--) {
    const absent = random.int(3) === 0 ? ["absent-1"] : [];
    if (random.int(2) === 0) {
      const group = reference[random.int(reference.length)] as string[];
      if (group.length >= 2) {
        rules.push({
          kind: "keep-together",
          studentIds: [...some(group, 2, 4, random), ...absent],
        });
      }
    } else if (reference.length >= 2) {
      const from = some(reference, 2, 4, random).map(
        (group) => group[random.int(group.length)] as string,
      );
      rules.push({ kind: "keep-apart", studentIds: [...from, ...absent] });
    }
  }
  for (let p = random.int(4); p > 0; p--) {
    const g = random.int(reference.length);
    const group = reference[g] as string[];
    pinned.set(group[random.int(group.length)] as string, g);
  }
  return { rules, pinned };
}

function checkHolds(
  groups: PlanStudent[][],
  rules: readonly GroupRule[],
  pinned: Map<string, number>,
) {
  const groupOf = new Map<string, number>();
  groups.forEach((group, g) => {
    for (const s of group) groupOf.set(s.id, g);
  });
  for (const rule of rules) {
    const gs = rule.studentIds.filter((id) => groupOf.has(id)).map((id) => groupOf.get(id));
    if (rule.kind === "keep-together") expect(new Set(gs).size).toBeLessThanOrEqual(1);
    else expect(new Set(gs).size).toBe(gs.length);
  }
  for (const [id, g] of pinned) expect(groupOf.get(id)).toBe(g);
}

describe("planGroups", () => {
  it("runs each method exactly as createGroups when no rule, pin or history is in play", () => {
    const students = pupils(20, 3);
    for (const method of METHODS) {
      const planned = ok(
        planGroups(students, {
          method,
          sizes: { mode: "groups", count: 4 },
          random: seededRandom(9),
        }),
      );
      const created = createGroups(students, { method, count: 4, random: seededRandom(9) });
      expect(planned.groups).toEqual(created);
      expect(planned.repeatedPairs).toEqual([]);
    }
  });

  it("keeps every rule and pin, places every student once, sizes within one, with or without past partners (property)", () => {
    for (const method of METHODS) {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 36 }),
          fc.integer({ min: 1, max: 8 }),
          fc.boolean(),
          fc.nat(),
          (n, amount, perGroup, seed) => {
            const random = seededRandom(seed);
            const students = pupils(n, seed);
            const sizes: PlanOptions["sizes"] = perGroup
              ? { mode: "per-group", size: amount + 1 }
              : { mode: "groups", count: amount };
            const { rules, pinned } = satisfiable(students, groupSizesFor(sizes, n), random);
            const ids = [...students.map((s) => s.id), "absent-1", "absent-2"];
            const pastGroupings =
              seed % 2 === 0
                ? []
                : [[ids.filter((_, i) => i % 2 === 0), ids.filter((_, i) => i % 2 === 1)]];
            const result = ok(
              planGroups(students, {
                method,
                sizes,
                rules,
                pinned,
                pastGroupings,
                attribute: "color",
                balanceOn: ["shape", "number"],
                random,
                workBudget: 30_000,
              }),
            );
            expect(result.groups.map((g) => g.length)).toEqual(groupSizesFor(sizes, n));
            expect(
              result.groups
                .flat()
                .map((s) => s.id)
                .sort(),
            ).toEqual(students.map((s) => s.id).sort());
            checkHolds(result.groups, rules, pinned);
          },
        ),
        { numRuns: 25 },
      );
    }
  }, 20_000);

  it("keeps Ava and Ben apart and Cy with Dee in every method, 20 runs each", () => {
    const students = pupils(22, 7);
    const rules: GroupRule[] = [
      { kind: "keep-apart", studentIds: ["s0", "s1"] },
      { kind: "keep-together", studentIds: ["s2", "s3"] },
    ];
    for (const method of METHODS) {
      for (let run = 0; run < 20; run++) {
        const { groups } = ok(
          planGroups(students, {
            method,
            sizes: { mode: "per-group", size: 4 },
            rules,
            random: seededRandom(run),
            workBudget: 100_000,
          }),
        );
        expect(groups.map((g) => g.length)).toEqual([4, 4, 4, 4, 3, 3]);
        checkHolds(groups, rules, new Map());
      }
    }
  });

  it("stays random among the groupings that keep the rules", () => {
    // Six students in pairs, s0 kept apart from s1: s0's partner is one of s2..s5, evenly.
    const students = pupils(6, 1);
    const seen = [0, 0, 0, 0];
    for (let run = 0; run < 800; run++) {
      const { groups } = ok(
        planGroups(students, {
          method: "random",
          sizes: { mode: "per-group", size: 2 },
          rules: [{ kind: "keep-apart", studentIds: ["s0", "s1"] }],
          random: seededRandom(run),
        }),
      );
      const mine = groups.find((g) => g.some((s) => s.id === "s0")) as PlanStudent[];
      const partner = mine.find((s) => s.id !== "s0") as PlanStudent;
      expect(partner.id).not.toBe("s1");
      const at = Number(partner.id.slice(1)) - 2;
      seen[at] = (seen[at] as number) + 1;
    }
    expect(chiSquareUniform(seen)).toBeLessThan(chiSquareCritical(3));
  });

  it("balances within 5% of the lower bound while keeping rules", () => {
    for (const n of [60, 200]) {
      const students = pupils(n, n);
      const random = seededRandom(n);
      const { rules } = satisfiable(
        students,
        groupSizesFor({ mode: "groups", count: 5 }, n),
        random,
      );
      const { groups } = ok(
        planGroups(students, {
          method: "diverse",
          sizes: { mode: "groups", count: 5 },
          rules,
          random,
        }),
      );
      const q = groupQuality(groups, DEFAULT_ATTRIBUTES);
      expect(q.score).toBeLessThanOrEqual(q.lowerBound * 1.05 + 1e-9);
    }
  });

  it("says when the check gave up rather than guessing", () => {
    const students = pupils(12, 1);
    const rules: GroupRule[] = [0, 3, 6, 9].map((i) => ({
      kind: "keep-together",
      studentIds: [`s${i}`, `s${i + 1}`, `s${i + 2}`],
    }));
    const { model } = ruleModel(students, [4, 4, 4], rules);
    expect(placeUnits(model, seededRandom(1), {}, 2).status).toBe("undecided");
    expect(placeUnits(model, seededRandom(1)).status).toBe("impossible");
    expect(encodeClass(students, DEFAULT_ATTRIBUTES).n).toBe(12);
  });
});
