/**
 * Who the Randomizer puts on the wheel in each mode, and that the wheel it
 * builds never lets an absent student win (200 seeded spins through the app's draw path).
 */

import { i18n } from "@lingui/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { studentItems, type WheelItem } from "#src/client/features/randomizer/wheel-items";
import {
  EMPTY_ABSENT,
  EMPTY_NOBODY,
  EMPTY_RESET,
  emptyWheelHint,
  offReasonText,
  studentsOn,
  wheelLineup,
} from "#src/client/features/randomizer/wheel-lineup";
import { seededRandom } from "#src/domain/random";
import type { StudentDto } from "#src/domain/schemas/students";
import { chanceToBePicked, drawSeveral } from "#src/domain/wheel/picking";
import { rotationAt, SPIN_MS, spinTarget, winnerIndex } from "#src/domain/wheel/spin";

const student = (id: string, name: string): StudentDto => ({
  id,
  name,
  number: null,
  color: null,
  element: null,
  shape: null,
  class_id: "c1",
  created_at: "2026-11-25T08:00:00.000Z",
  updated_at: "2026-11-25T08:00:00.000Z",
  version: 1,
});

const roster = ["Ann", "Ben", "Cleo", "Dev", "Eve"].map((name, i) => student(`s${i + 1}`, name));
const extra: WheelItem = { id: "extra-1", name: "Free choice", isStudent: false };
const names = (items: readonly WheelItem[]) => items.map((item) => item.name);
const none = new Set<string>();
const base = { items: [...studentItems(roster), extra], roster, absent: none, removed: none };

describe("the wheel's line-up", () => {
  it("Equal chance: every present student and the extras, absent ones listed with the reason", () => {
    const lineup = wheelLineup({ ...base, mode: "equal", absent: new Set(["s2"]), history: [] });
    expect(names(lineup.on)).toEqual(["Ann", "Cleo", "Dev", "Eve", "Free choice"]);
    expect(lineup.students).toBe(4);
    expect(lineup.off).toEqual([{ id: "student-s2", name: "Ben", reason: "absent", picks: 0 }]);
    expect(offReasonText(lineup.off[0] as never)).toBe("Absent today");
  });

  it("Everyone gets a turn: only the least-picked present students; absent ones don't hold it up", () => {
    const history = [{ student_id: "s1" }, { student_id: "s3" }, { student_id: "s1" }];
    const lineup = wheelLineup({ ...base, mode: "turns", absent: new Set(["s5"]), history });
    expect(names(lineup.on)).toEqual(["Ben", "Dev", "Free choice"]);
    expect(lineup.off.map((o) => [o.name, o.reason, o.picks])).toEqual([
      ["Ann", "picked", 2],
      ["Cleo", "picked", 1],
      ["Eve", "absent", 0],
    ]);
    expect(offReasonText(lineup.off[0] as never)).toBe(
      "Picked twice: back once everyone has had a turn",
    );
    // Once every present student has had as many turns, everyone is back.
    const evened = [
      ...history,
      ...["s2", "s4", "s2", "s4", "s3"].map((id) => ({ student_id: id })),
    ];
    const all = wheelLineup({ ...base, mode: "turns", absent: new Set(["s5"]), history: evened });
    expect(names(all.on)).toEqual(["Ann", "Ben", "Cleo", "Dev", "Free choice"]);
  });

  it("Remove the winner: this sitting's winners, students and extras, are off until Reset", () => {
    const removed = new Set(["student-s2", "extra-1"]);
    const lineup = wheelLineup({ ...base, mode: "remove", history: [], removed });
    expect(names(lineup.on)).toEqual(["Ann", "Cleo", "Dev", "Eve"]);
    expect(lineup.off.map((o) => [o.name, o.reason])).toEqual([
      ["Ben", "removed"],
      ["Free choice", "removed"],
    ]);
    // The same set means nothing in another mode.
    expect(wheelLineup({ ...base, mode: "equal", history: [], removed }).on).toHaveLength(6);
  });

  it("a student taken off by hand is listed as such, and doesn't hold up Everyone gets a turn", () => {
    const items = [...studentItems(roster.slice(1)), extra];
    const lineup = wheelLineup({ ...base, items, mode: "turns", history: [{ student_id: "s2" }] });
    expect(names(lineup.on)).toEqual(["Cleo", "Dev", "Eve", "Free choice"]);
    expect(lineup.off.map((o) => [o.name, o.reason])).toEqual([
      ["Ann", "hand"],
      ["Ben", "picked"],
    ]);
  });

  it("shows each entry's real chance: its share of the wheel, times the winners per spin", () => {
    expect(chanceToBePicked(18, 1)).toBeCloseTo(1 / 18);
    expect(chanceToBePicked(18, 3)).toBeCloseTo(3 / 18);
    expect(chanceToBePicked(2, 10)).toBe(1);
    expect(chanceToBePicked(0, 1)).toBe(0);
  });

  it("the absent student never wins across 200 seeded spins (1 and 3 winners each)", () => {
    const absent = new Set(["s3"]);
    const random = seededRandom(16);
    const won = new Map<string, number>();
    let rotation = 0;
    for (let spin = 0; spin < 200; spin++) {
      const { on } = wheelLineup({ ...base, mode: "equal", absent, history: [] });
      const order = drawSeveral(on.length, spin % 2 === 0 ? 1 : 3, random);
      const target = spinTarget(rotation, order[0] as number, on.length, random).rotation;
      rotation = rotationAt(rotation, target, SPIN_MS);
      const first = winnerIndex(rotation, on.length);
      expect(first).toBe(order[0]);
      for (const index of [first, ...order.slice(1)]) {
        const name = on[index]?.name as string;
        won.set(name, (won.get(name) ?? 0) + 1);
      }
    }
    expect(won.has("Cleo")).toBe(false);
    expect([...won.keys()].sort()).toEqual(["Ann", "Ben", "Dev", "Eve", "Free choice"]);
  });
});

describe("the header's count: the students the next spin can pick", () => {
  const count = (input: Partial<Parameters<typeof wheelLineup>[0]>) =>
    wheelLineup({ ...base, mode: "equal", history: [], ...input }).students;

  it("leaves out absent students in every mode, and never counts the extras", () => {
    const absent = new Set(["s2", "s4"]);
    expect(count({ absent })).toBe(3);
    expect(count({ absent, mode: "turns" })).toBe(3);
    expect(count({ absent, mode: "remove" })).toBe(3);
    expect(count({ items: [extra] })).toBe(0);
  });

  it("Everyone gets a turn: leaves out those who had their turn, until everyone present has", () => {
    const absent = new Set(["s5"]);
    const picked = (...ids: string[]) => ids.map((id) => ({ student_id: id }));
    expect(count({ mode: "turns", absent, history: picked("s1") })).toBe(3);
    expect(count({ mode: "turns", absent, history: picked("s1", "s2", "s3") })).toBe(1);
    // The absent student's missing turn doesn't keep the others off.
    expect(count({ mode: "turns", absent, history: picked("s1", "s2", "s3", "s4") })).toBe(4);
    expect(count({ mode: "turns", history: picked("s1", "s2", "s3", "s4") })).toBe(1);
  });

  it("Remove the winner: leaves out this sitting's winners, and a removed extra changes nothing", () => {
    const removed = new Set(["student-s1", "student-s3", "extra-1"]);
    expect(count({ mode: "remove", removed })).toBe(3);
    expect(count({ mode: "remove", removed, absent: new Set(["s2"]) })).toBe(2);
    // Reset's line-up (nobody removed) counts them again; so does another mode.
    expect(count({ mode: "remove" })).toBe(5);
    expect(count({ mode: "equal", removed })).toBe(5);
  });

  it("doesn't count a student deleted since the wheel was edited (they can't be picked)", () => {
    const gone = student("s9", "Gone");
    const items = [...studentItems([...roster, gone]), extra];
    const lineup = wheelLineup({ ...base, items, mode: "equal", history: [] });
    expect(names(lineup.on)).not.toContain("Gone");
    expect(lineup.students).toBe(5);
  });

  it("is always the number of different students among the next spin's entries (any mode, roll, history)", () => {
    const ids = roster.map((s) => s.id);
    fc.assert(
      fc.property(
        fc.constantFrom("equal", "turns", "remove" as const),
        fc.subarray(ids),
        fc.array(fc.constantFrom(...ids), { maxLength: 12 }),
        fc.subarray([...ids.map((id) => `student-${id}`), "extra-1"]),
        fc.subarray(ids),
        (mode, absentIds, picks, removedIds, handOff) => {
          const absent = new Set(absentIds);
          const items = base.items.filter((i) => !i.student || !handOff.includes(i.student.id));
          const history = picks.map((id) => ({ student_id: id }));
          const lineup = wheelLineup({
            ...base,
            items,
            mode,
            absent,
            history,
            removed: new Set(removedIds),
          });
          expect(lineup.students).toBe(studentsOn(lineup.on));
          expect(lineup.students).toBe(lineup.on.filter((i) => i.student).length);
          // Everyone counted can be picked: present, on the wheel, not removed this sitting.
          for (const item of lineup.on) {
            if (!item.student) continue;
            expect(absent.has(item.student.id)).toBe(false);
            expect(handOff).not.toContain(item.student.id);
            if (mode === "remove") expect(removedIds).not.toContain(item.id);
          }
          // And everyone present on the wheel is counted or listed off it with a reason.
          const present = ids.filter((id) => !absent.has(id) && !handOff.includes(id));
          const offIds = new Set(lineup.off.map((o) => o.id));
          for (const id of present) {
            const on = lineup.on.some((i) => i.student?.id === id);
            expect(on || offIds.has(`student-${id}`)).toBe(true);
          }
        },
      ),
      { seed: 16, numRuns: 300 },
    );
  });
});

describe("the empty wheel's words agree with what Reset does", () => {
  const everyone = new Set(roster.map((s) => s.id));

  it("everyone absent: the roll brings them back, not Reset (which keeps absent students off)", () => {
    const input = { ...base, items: studentItems(roster), mode: "equal" as const, history: [] };
    const hint = emptyWheelHint({ ...input, absent: everyone });
    expect(hint).toBe(i18n._(EMPTY_ABSENT));
    expect(hint).not.toContain("Reset");
    // Reset's wheel would still be empty.
    expect(wheelLineup({ ...input, absent: everyone }).on).toEqual([]);
  });

  it("the present ones removed by hand or as winners: Reset puts them back, and says so", () => {
    const removed = new Set(["student-s1", "student-s2"]);
    const absent = new Set(["s3", "s4", "s5"]);
    const history: { student_id: string }[] = [];
    expect(emptyWheelHint({ ...base, items: [], mode: "equal", absent, history })).toBe(
      i18n._(EMPTY_RESET),
    );
    expect(emptyWheelHint({ ...base, mode: "remove", absent, removed, history })).toBe(
      i18n._(EMPTY_RESET),
    );
  });

  it("a class with no students: only an item fills it", () => {
    expect(emptyWheelHint({ ...base, items: [], roster: [], mode: "equal", history: [] })).toBe(
      i18n._(EMPTY_NOBODY),
    );
  });
});
