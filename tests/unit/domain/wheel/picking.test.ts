/**
 * Who is on the wheel in each mode, and several winners per spin.
 * Draws go through the app's one path (pickWinner -> spinTarget -> last frame -> winnerIndex).
 */

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Random, seededRandom } from "#src/domain/random";
import {
  drawSeveral,
  fewestPicks,
  MAX_PICKS,
  maxPicks,
  pickCounts,
  turnEligible,
  whyNotOnWheel,
} from "#src/domain/wheel/picking";
import { pickWinner, rotationAt, SPIN_MS, spinTarget, winnerIndex } from "#src/domain/wheel/spin";
import { chiSquareCritical, chiSquareExpected, chiSquareUniform } from "../../../support/domain";

const ids = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

/** One spin as the Randomizer runs it: draw, land, read the winner under the pointer. */
function spin(entries: number, random: Random, from = 0): number {
  const drawn = pickWinner(entries, random);
  const target = spinTarget(from, drawn, entries, random).rotation;
  return winnerIndex(rotationAt(from, target, SPIN_MS), entries);
}

describe("pick counts and Everyone gets a turn", () => {
  it("counts each student's picks, 0 for the never picked, ignoring others", () => {
    const history = [
      { student_id: "a" },
      { student_id: "b" },
      { student_id: "a" },
      { student_id: "x" },
    ];
    expect([...pickCounts(history, ["a", "b", "c"])]).toEqual([
      ["a", 2],
      ["b", 1],
      ["c", 0],
    ]);
  });

  it("puts only the present students with the fewest picks on the wheel, then everyone again", () => {
    const counts = new Map([
      ["a", 1],
      ["b", 0],
      ["c", 1],
      ["d", 0],
    ]);
    expect(turnEligible(["a", "b", "c", "d"], counts)).toEqual(["b", "d"]);
    // d is absent today: among those present, b alone has had no turn.
    expect(turnEligible(["a", "b", "c"], counts)).toEqual(["b"]);
    expect(turnEligible(["a", "c"], counts)).toEqual(["a", "c"]);
    expect(turnEligible([], counts)).toEqual([]);
    expect(fewestPicks([], counts)).toBe(0);
  });

  it("says why someone is off the wheel: absent first, then picked (turns) or removed", () => {
    const counts = new Map([
      ["a", 2],
      ["b", 1],
    ]);
    const base = { absent: new Set(["a"]), counts, fewest: 1, removed: new Set(["b"]) };
    expect(whyNotOnWheel("a", { ...base, mode: "turns" })).toBe("absent");
    expect(whyNotOnWheel("a", { ...base, absent: new Set(), mode: "turns" })).toBe("picked");
    expect(whyNotOnWheel("b", { ...base, mode: "turns" })).toBeNull();
    expect(whyNotOnWheel("b", { ...base, mode: "remove" })).toBe("removed");
    expect(whyNotOnWheel("b", { ...base, mode: "equal" })).toBeNull();
    expect(whyNotOnWheel("a", { ...base, absent: new Set(), mode: "equal" })).toBeNull();
  });

  it("over 10 lessons with absences nobody is picked again before every present student once", () => {
    const random = seededRandom(2026);
    const students = ids(20);
    const history: { student_id: string }[] = [];
    let violations = 0;
    let draws = 0;
    for (let lesson = 0; lesson < 10; lesson++) {
      // 0-4 students away each lesson.
      const away = new Set(students.filter(() => random.int(100) < 10));
      const present = students.filter((id) => !away.has(id));
      for (let pick = 0; pick < 12; pick++) {
        const counts = pickCounts(history, students);
        const eligible = turnEligible(present, counts);
        const winner = eligible[spin(eligible.length, random)] as string;
        if ((counts.get(winner) ?? 0) !== fewestPicks(present, counts)) violations++;
        expect(away.has(winner)).toBe(false);
        history.push({ student_id: winner });
        draws++;
      }
    }
    expect(draws).toBe(120);
    expect(violations).toBe(0);
    const final = [...pickCounts(history, students).values()];
    // 120 picks over 20 students: with absences, no one is more than 2 turns ahead of another.
    expect(Math.max(...final) - Math.min(...final)).toBeLessThanOrEqual(2);
  });

  it("within a round, every eligible student is equally likely to come next (chi-square)", () => {
    const random = seededRandom(77);
    const present = ids(6);
    // b and d had their turn: four are left, each should come next a quarter of the time.
    const counts = new Map(present.map((id) => [id, id === "s2" || id === "s4" ? 1 : 0]));
    const eligible = turnEligible(present, counts);
    expect(eligible).toEqual(["s1", "s3", "s5", "s6"]);
    const tally = [0, 0, 0, 0];
    for (let i = 0; i < 20_000; i++) {
      const at = spin(eligible.length, random, i * 13);
      tally[at] = (tally[at] ?? 0) + 1;
    }
    expect(chiSquareUniform(tally)).toBeLessThan(chiSquareCritical(3));
  });
});

describe("several winners from one spin", () => {
  it("allows 1 to 10 and never more than the entries", () => {
    expect(maxPicks(0)).toBe(0);
    expect(maxPicks(3)).toBe(3);
    expect(maxPicks(40)).toBe(MAX_PICKS);
    expect(() => drawSeveral(3, 4)).toThrow(RangeError);
    expect(() => drawSeveral(30, 11)).toThrow(RangeError);
    expect(() => drawSeveral(30, 0)).toThrow(RangeError);
  });

  it("never names anyone twice (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (entries, wanted, seed) => {
          const n = Math.min(entries, wanted);
          const winners = drawSeveral(entries, n, seededRandom(seed));
          expect(winners).toHaveLength(n);
          expect(new Set(winners).size).toBe(n);
          for (const w of winners) expect(w).toBeLessThan(entries);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("every ordered pair of 2 from 4 is equally likely (chi-square over 24,000 draws)", () => {
    const random = seededRandom(404);
    const tally = new Map<string, number>();
    for (let i = 0; i < 24_000; i++) {
      const key = drawSeveral(4, 2, random).join(">");
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    expect(tally.size).toBe(12);
    expect(chiSquareUniform([...tally.values()])).toBeLessThan(chiSquareCritical(11));
  });

  it("weighted: the first winner follows the weights, the second the weights left", () => {
    const random = seededRandom(9);
    const first = [0, 0, 0];
    const secondAfterHeavy = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) {
      const [a, b] = drawSeveral([1, 2, 3], 2, random) as [number, number];
      first[a] = (first[a] ?? 0) + 1;
      if (a === 2) secondAfterHeavy[b] = (secondAfterHeavy[b] ?? 0) + 1;
    }
    // 1:2:3 for the first; after the heaviest, 1:2 between the other two.
    expect(chiSquareExpected(first, [1 / 6, 2 / 6, 3 / 6])).toBeLessThan(chiSquareCritical(2));
    expect(secondAfterHeavy[2]).toBe(0);
    const ratio = (secondAfterHeavy[1] as number) / (secondAfterHeavy[0] as number);
    expect(ratio).toBeGreaterThan(1.8);
    expect(ratio).toBeLessThan(2.2);
  });
});
