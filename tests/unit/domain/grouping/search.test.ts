import { describe, expect, it } from "vitest";
import { encodeClass } from "#src/domain/grouping/codes";
import { createGroups, groupSizes } from "#src/domain/grouping/groups";
import { groupQuality, scaledScore } from "#src/domain/grouping/quality";
import { seededRandom } from "#src/domain/random";
import { ATTRIBUTE_NAMES, DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { randomClass } from "../../../support/domain";

const A = DEFAULT_ATTRIBUTES;

/** The best possible score, by trying every split (small classes only). */
function optimum(students: ReturnType<typeof randomClass>, sizes: number[]): number {
  const encoded = encodeClass(students, A);
  const groups: number[][] = sizes.map(() => []);
  let best = Number.POSITIVE_INFINITY;
  const place = (i: number) => {
    if (i === students.length) {
      best = Math.min(best, scaledScore(encoded, groups));
      return;
    }
    const triedEmpty = new Set<number>();
    groups.forEach((group, g) => {
      const size = sizes[g] as number;
      if (group.length >= size || (group.length === 0 && triedEmpty.has(size))) return;
      if (group.length === 0) triedEmpty.add(size);
      group.push(i);
      place(i + 1);
      group.pop();
    });
  };
  place(0);
  return best / students.length;
}

describe("diverse grouping", () => {
  it.each([
    [10, 2],
    [10, 3],
    [10, 4],
    [11, 3],
    [12, 4],
  ])("finds the best possible split of %i students into %i groups", (n, k) => {
    for (let seed = 1; seed <= 4; seed++) {
      const students = randomClass(n, 100 * n + seed);
      const groups = createGroups(students, {
        method: "diverse",
        count: k,
        random: seededRandom(seed),
      });
      const best = optimum(students, groupSizes(n, k));
      expect(groupQuality(groups, A).score).toBeCloseTo(best, 9);
    }
  });

  it.each([40, 60, 100, 250, 500, 1000])(
    "comes within 5%% of the lower bound for %i students",
    (n) => {
      for (const k of [2, 3, 4, 6, 10, 20]) {
        for (let seed = 1; seed <= 3; seed++) {
          const students = randomClass(n, 7 * n + seed);
          const groups = createGroups(students, {
            method: "diverse",
            count: k,
            random: seededRandom(seed),
          });
          const q = groupQuality(groups, A);
          expect(q.score, `n=${n} k=${k} seed=${seed}`).toBeLessThanOrEqual(
            q.lowerBound * 1.05 + 1e-9,
          );
        }
      }
    },
  );

  it("mixes far better than grouping by the same category", () => {
    const students = randomClass(120, 3);
    const diverse = createGroups(students, {
      method: "diverse",
      count: 6,
      random: seededRandom(1),
    });
    const same = createGroups(students, { method: "same-category", attribute: "color", count: 6 });
    expect(groupQuality(diverse, A).score * 5).toBeLessThan(groupQuality(same, A).score);
  });
});

describe("balanced grouping", () => {
  it("balances only the chosen attributes, within 5% of their bound", () => {
    for (const balanceOn of [["color"], ["number", "shape"], ATTRIBUTE_NAMES] as const) {
      for (const n of [40, 150, 600]) {
        const students = randomClass(n, n);
        const groups = createGroups(students, {
          method: "balanced",
          balanceOn,
          count: 5,
          random: seededRandom(n),
        });
        const q = groupQuality(groups, A, balanceOn);
        expect(q.score).toBeLessThanOrEqual(q.lowerBound * 1.05 + 1e-9);
      }
    }
  });

  it("with nothing chosen is a plain random split", () => {
    const students = randomClass(30, 8);
    const groups = createGroups(students, {
      method: "balanced",
      balanceOn: [],
      count: 4,
      random: seededRandom(3),
    });
    expect(groups.map((g) => g.length)).toEqual([8, 8, 8, 6]);
  });
});
