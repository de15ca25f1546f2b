import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { seededRandom, shuffled } from "#src/domain/random";
import { chartBreaks, roomView } from "#src/domain/seating/breaks";
import { neighbourPairs } from "#src/domain/seating/neighbours";
import { placeStudents } from "#src/domain/seating/place";
import type { Preset } from "#src/domain/seating/presets";
import type { SeatTag } from "#src/domain/seating/room-types";
import type { PastChart } from "#src/domain/seating/seating-types";
import { preset, pupils } from "./support";

const presets = fc.oneof(
  fc.record({
    kind: fc.constant("rows"),
    rows: fc.integer({ min: 2, max: 6 }),
    columns: fc.integer({ min: 3, max: 10 }),
    aisleEvery: fc.integer({ min: 0, max: 4 }),
  }),
  fc.record({
    kind: fc.constant("pairs"),
    rows: fc.integer({ min: 2, max: 6 }),
    pairs: fc.integer({ min: 2, max: 5 }),
  }),
  fc.record({
    kind: fc.constant("tables"),
    tables: fc.integer({ min: 3, max: 10 }),
    seats: fc.constantFrom(4, 6),
  }),
  fc.record({
    kind: fc.constant("u-shape"),
    sides: fc.integer({ min: 2, max: 8 }),
    back: fc.integer({ min: 2, max: 10 }),
  }),
  fc.record({
    kind: fc.constant("horseshoe"),
    sides: fc.integer({ min: 2, max: 8 }),
    back: fc.integer({ min: 4, max: 10 }),
    inner: fc.constant(2),
  }),
) as fc.Arbitrary<Preset>;

/**
 * A seating problem that can hold: rules, needs and pins read off a hidden chart, which keeps
 * them all (keep-together only of two neighbours, so it holds with anyone absent too).
 */
const problems = fc.record({
  preset: presets,
  fill: fc.double({ min: 0.3, max: 1, noNaN: true }),
  seed: fc.nat(1_000_000),
  apart: fc.nat(8),
  together: fc.nat(4),
  needs: fc.nat(5),
  pins: fc.nat(3),
  absent: fc.nat(3),
  closeGaps: fc.boolean(),
  past: fc.nat(3),
});

describe("placeStudents, for any problem that can hold", () => {
  it("seats everyone once, leaves absent seats empty, keeps every pin, rule and need, and reports only real repeats", () => {
    fc.assert(
      fc.property(problems, (p) => {
        const room = preset(p.preset);
        const view = roomView(room);
        const S = view.seats.length;
        const random = seededRandom(p.seed);
        const n = Math.max(2, Math.min(S, Math.round(S * p.fill)));
        const kids = pupils(n, p.seed);
        const ids = kids.map((k) => k.id);
        const hidden = shuffled([...Array(S).keys()], random).slice(0, n); // student i sits at hidden[i]
        const near = (i: number, j: number) =>
          (view.graph.adjacent[hidden[i] as number] as number[]).includes(hidden[j] as number);
        const rules: GroupRule[] = [];
        for (let k = 0; k < p.apart; k++) {
          const members = [random.int(n)];
          for (let tries = 0; tries < 6 && members.length < 3; tries++) {
            const j = random.int(n);
            if (!members.includes(j) && members.every((i) => !near(i, j))) members.push(j);
          }
          if (members.length >= 2)
            rules.push({ kind: "keep-apart", studentIds: members.map((i) => ids[i] as string) });
        }
        for (let k = 0; k < p.together; k++) {
          const i = random.int(n);
          const j = [...Array(n).keys()].find((x) => x !== i && near(i, x));
          if (j !== undefined)
            rules.push({ kind: "keep-together", studentIds: [ids[i] as string, ids[j] as string] });
        }
        const needs = new Map<string, SeatTag[]>();
        for (let k = 0; k < p.needs; k++) {
          const i = random.int(n);
          const tags = view.seats[hidden[i] as number]?.tags ?? [];
          if (tags.length > 0)
            needs.set(ids[i] as string, [tags[random.int(tags.length)] as SeatTag]);
        }
        const pinned = new Map<string, string>();
        for (let k = 0; k < p.pins; k++) {
          const i = random.int(n);
          pinned.set(ids[i] as string, view.seats[hidden[i] as number]?.id as string);
        }
        const absent = new Set(shuffled(ids, random).slice(0, Math.min(p.absent, n - 1)));
        const pastCharts: PastChart[] = Array.from({ length: p.past }, () => {
          const order = shuffled([...Array(S).keys()], random);
          return {
            room,
            seats: Object.fromEntries(
              ids.map((id, i) => [view.seats[order[i] as number]?.id as string, id]),
            ),
          };
        });
        const result = placeStudents(room, kids, {
          rules,
          needs,
          pinned,
          absent,
          closeGaps: p.closeGaps,
          pastCharts,
          random: seededRandom(p.seed + 1),
          workBudget: 20_000,
        });
        if (!result.ok) throw new Error(`not placed: ${JSON.stringify(result.conflicts)}`);
        const seated = Object.values(result.chart);
        const expected = p.closeGaps ? ids.filter((id) => !absent.has(id)) : ids;
        expect(seated.length).toBe(new Set(seated).size);
        expect([...seated].sort()).toEqual([...expected].sort());
        const held = Object.keys(result.chart).filter((seat) =>
          absent.has(result.chart[seat] as string),
        );
        expect(result.emptyToday.sort()).toEqual(held.sort());
        for (const [id, seat] of pinned)
          if (!p.closeGaps || !absent.has(id)) expect(result.chart[seat]).toBe(id);
        expect(result.broken).toEqual([]);
        expect(chartBreaks(view, result.chart, { rules, needs, pinned })).toEqual([]);
        for (const [id, tags] of needs) {
          const seat = Object.keys(result.chart).find((s) => result.chart[s] === id);
          if (seat === undefined) continue;
          for (const tag of tags)
            expect(view.seats[view.seatIndex.get(seat) as number]?.tags).toContain(tag);
        }
        const key = (a: string, b: string) => [a, b].sort().join("|");
        const before = new Set(
          pastCharts.flatMap((chart) =>
            neighbourPairs(view.graph).flatMap(([s, t]) => {
              const a = chart.seats[view.seats[s]?.id as string];
              const b = chart.seats[view.seats[t]?.id as string];
              return a && b ? [key(a, b)] : [];
            }),
          ),
        );
        for (const [a, b] of result.repeats) expect(before.has(key(a, b))).toBe(true);
        const now = neighbourPairs(view.graph).flatMap(([s, t]) => {
          const a = result.chart[view.seats[s]?.id as string];
          const b = result.chart[view.seats[t]?.id as string];
          return a && b && before.has(key(a, b)) ? [key(a, b)] : [];
        });
        expect(result.repeats.length).toBe(now.length);
      }),
      { numRuns: 80 },
    );
  });
});
