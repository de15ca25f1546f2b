import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { seededRandom } from "#src/domain/random";
import { chartBreaks, roomView } from "#src/domain/seating/breaks";
import { placeStudents } from "#src/domain/seating/place";
import type { Furniture, Room, SeatTag } from "#src/domain/seating/room-types";
import { pupils } from "./support";

const piece = (id: string, kind: Furniture["kind"], x: number, y: number): Furniture => ({
  id,
  kind,
  x,
  y,
  rotation: 0,
});

/** Rooms of 5 or 6 seats: tables, pairs, and runs of desks with and without an aisle. */
const ROOMS: Room[] = [
  {
    width: 6,
    depth: 3,
    board: "top",
    door: { x: 5, y: 2 },
    furniture: [
      piece("p", "pair", 0, 0),
      piece("q", "pair", 3, 0),
      piece("a", "desk", 0, 2),
      piece("b", "desk", 1, 2),
    ],
  },
  {
    width: 5,
    depth: 3,
    board: "top",
    door: { x: 0, y: 2 },
    furniture: [piece("t", "table-4", 0, 0), piece("a", "desk", 3, 0), piece("b", "desk", 4, 0)],
  },
  {
    width: 4,
    depth: 3,
    board: "top",
    door: { x: 3, y: 0 },
    furniture: [
      piece("a", "desk", 0, 0),
      piece("b", "desk", 1, 0),
      piece("c", "desk", 2, 0),
      piece("d", "desk", 0, 2),
      piece("e", "desk", 2, 2),
      piece("f", "desk", 3, 2),
    ],
  },
  { width: 3, depth: 2, board: "top", furniture: [piece("t", "table-6", 0, 0)] },
  {
    width: 5,
    depth: 1,
    board: "left",
    furniture: ["a", "b", "c", "d", "e"].map((id, i) => piece(id, "desk", i, 0)),
  },
];

/** Every way to seat the students (ids) in the seats (ids): one chart at a time. */
function* charts(
  students: string[],
  seats: string[],
  chart: Record<string, string> = {},
): Generator<Record<string, string>> {
  if (students.length === 0) {
    yield chart;
    return;
  }
  const [first, ...rest] = students as [string, ...string[]];
  for (const seat of seats) {
    if (chart[seat] !== undefined) continue;
    chart[seat] = first;
    yield* charts(rest, seats, chart);
    delete chart[seat];
  }
}

const problems = fc.record({
  room: fc.nat(ROOMS.length - 1),
  n: fc.integer({ min: 2, max: 6 }),
  rules: fc.array(
    fc.record({
      kind: fc.constantFrom("keep-apart" as const, "keep-together" as const),
      members: fc.uniqueArray(fc.nat(5), { minLength: 2, maxLength: 3 }),
    }),
    { maxLength: 4 },
  ),
  needs: fc.array(fc.tuple(fc.nat(5), fc.constantFrom<SeatTag>("front", "aisle", "door")), {
    maxLength: 3,
  }),
  pins: fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 2 }),
});

describe("placeStudents on rooms small enough to try every chart", () => {
  it("places exactly when some chart keeps everything, and a conflict named before searching is never wrong", () => {
    fc.assert(
      fc.property(problems, (p) => {
        const room = ROOMS[p.room] as Room;
        const view = roomView(room);
        const seats = view.seats.map((s) => s.id);
        const n = Math.min(p.n, seats.length);
        const ids = pupils(n, 1).map((s) => s.id);
        const rules: GroupRule[] = p.rules.map((r) => ({
          kind: r.kind,
          studentIds: r.members.map((i) => `s${i}`),
        }));
        const needs = new Map<string, SeatTag[]>();
        for (const [i, tag] of p.needs)
          if (i < n) needs.set(`s${i}`, [...(needs.get(`s${i}`) ?? []), tag]);
        const pinned = new Map<string, string>();
        for (const [i, s] of p.pins)
          if (i < n) pinned.set(`s${i}`, seats[s % seats.length] as string);
        const context = { rules, needs, pinned };
        let feasible = false;
        for (const chart of charts(ids, seats)) {
          if (chartBreaks(view, chart, context).length === 0) {
            feasible = true;
            break;
          }
        }
        const result = placeStudents(room, pupils(n, 1), { ...context, random: seededRandom(7) });
        if (feasible) {
          expect(result.ok, JSON.stringify(!result.ok && result.conflicts)).toBe(true);
          if (result.ok) expect(chartBreaks(view, result.chart, context)).toEqual([]);
        } else {
          expect(result.ok).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });
});
