import { describe, expect, it } from "vitest";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { seededRandom } from "#src/domain/random";
import { chartBreaks, roomView } from "#src/domain/seating/breaks";
import { neighbourGraph, neighbourPairs } from "#src/domain/seating/neighbours";
import { placeStudents } from "#src/domain/seating/place";
import { roomSeats } from "#src/domain/seating/room";
import type { Room } from "#src/domain/seating/room-types";
import type { PastChart, SeatingResult } from "#src/domain/seating/seating-types";
import { preset, pupils, seatsOf, sixTablesOfFive } from "./support";

const NAMES = ["Aisha", "Ben", "Chloe", "Dev", "Ema"];

function placed(result: SeatingResult) {
  if (!result.ok) throw new Error(`not placed: ${JSON.stringify(result.conflicts)}`);
  return result;
}

/** Neighbour pairs of a chart as "a|b" with a < b. */
function neighbourSet(room: Room, chart: Readonly<Record<string, string>>): Set<string> {
  const seats = roomSeats(room);
  return new Set(
    neighbourPairs(neighbourGraph(seats)).flatMap(([s, t]) => {
      const a = chart[seats[s]?.id as string];
      const b = chart[seats[t]?.id as string];
      return a && b ? [[a, b].sort().join("|")] : [];
    }),
  );
}

describe("placeStudents: six tables of 5 for a class of 28", () => {
  const room = sixTablesOfFive();
  const kids = pupils(28, 7, NAMES);
  const rules: GroupRule[] = [{ kind: "keep-apart", studentIds: ["Aisha", "Ben"] }];
  const options = {
    rules,
    needs: new Map([["Chloe", ["front"] as const]]),
    absent: new Set(["Dev", "Ema"]),
  };

  it("keeps Aisha and Ben apart, Chloe near the front, and the two absent students' seats empty", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const result = placed(placeStudents(room, kids, { ...options, random: seededRandom(seed) }));
      const seat = seatsOf(result.chart);
      const tables = (id: string) => seat.get(id)?.split(":")[0];
      expect(tables("Aisha")).not.toBe(tables("Ben"));
      expect(roomSeats(room).find((s) => s.id === seat.get("Chloe"))?.tags).toContain("front");
      expect(result.emptyToday.sort()).toEqual([seat.get("Dev"), seat.get("Ema")].sort());
      expect(Object.keys(result.chart)).toHaveLength(28);
      expect(new Set(Object.values(result.chart)).size).toBe(28);
      expect(result.broken).toEqual([]);
      expect(result.gapsClosed).toBe(false);
    }
  });

  it("closes the gaps when asked: only the 26 present, at as few part-filled tables as can be", () => {
    const result = placed(
      placeStudents(room, kids, { ...options, closeGaps: true, random: seededRandom(9) }),
    );
    expect(Object.values(result.chart).sort()).toEqual(
      kids
        .map((k) => k.id)
        .filter((id) => id !== "Dev" && id !== "Ema")
        .sort(),
    );
    expect(result.emptyToday).toEqual([]);
    expect(result.gapsClosed).toBe(true);
    const used = new Map<string, number>();
    for (const seat of Object.keys(result.chart)) {
      const table = seat.split(":")[0] as string;
      used.set(table, (used.get(table) ?? 0) + 1);
    }
    // 26 in tables of 5: five full tables and one of 1, the fewest student-beside-empty pairs.
    expect([...used.values()].sort()).toEqual([1, 5, 5, 5, 5, 5]);
  });

  it("gives the same chart for the same seed", () => {
    const a = placeStudents(room, kids, { ...options, random: seededRandom(42) });
    const b = placeStudents(room, kids, { ...options, random: seededRandom(42) });
    expect(a).toEqual(b);
  });
});

describe("placeStudents", () => {
  it("seats nobody in an empty class, and closes the gaps when the absent can't all keep a seat", () => {
    const room = preset({ kind: "pairs", rows: 2, pairs: 2 }); // 8 seats
    expect(placeStudents(room, [], { random: seededRandom(1) })).toMatchObject({
      ok: true,
      chart: {},
    });
    const kids = pupils(10, 2);
    const result = placed(
      placeStudents(room, kids, { absent: new Set(["s0", "s1", "s2"]), random: seededRandom(1) }),
    );
    expect(result.gapsClosed).toBe(true);
    expect(Object.values(result.chart).sort()).toEqual(["s3", "s4", "s5", "s6", "s7", "s8", "s9"]);
    expect(result.emptyToday).toEqual([]);
  });

  it("keeps pins and keep-together rules", () => {
    const room = preset({ kind: "rows", rows: 4, columns: 6, aisleEvery: 3 });
    const kids = pupils(20, 3);
    const rules: GroupRule[] = [
      { kind: "keep-together", studentIds: ["s0", "s1", "s2"] },
      { kind: "keep-together", studentIds: ["s5", "s6"] },
      { kind: "keep-apart", studentIds: ["s0", "s5", "s9"] },
    ];
    const pinned = new Map([
      ["s5", "r2d4:0"],
      ["s9", "r1d1:0"],
    ]);
    for (const seed of [1, 2, 3]) {
      const result = placed(
        placeStudents(room, kids, { rules, pinned, random: seededRandom(seed) }),
      );
      const seat = seatsOf(result.chart);
      expect(seat.get("s5")).toBe("r2d4:0");
      expect(seat.get("s9")).toBe("r1d1:0");
      expect(chartBreaks(roomView(room), result.chart, { rules, pinned })).toEqual([]);
    }
  });

  it("finds the one chart that keeps everything when the careful start leads into a dead end", () => {
    // Five desks in a row, the board on the left: only the first desk is at the front. Ava is
    // pinned to the middle desk, kept together with Ben and Eve (a chain of neighbours), Eve needs
    // the front, and Dee is kept apart from Ava. Only Eve, Ben, Ava, Cy, Dee in that order holds;
    // a start that grows the trio around Ava's pin puts Eve beside her, off the front.
    const room: Room = {
      width: 5,
      depth: 1,
      board: "left",
      furniture: ["a", "b", "c", "d", "e"].map((id, x) => ({
        id,
        kind: "desk" as const,
        x,
        y: 0,
        rotation: 0 as const,
      })),
    };
    const rules: GroupRule[] = [
      { kind: "keep-together", studentIds: ["s1", "s4", "s0"] },
      { kind: "keep-together", studentIds: ["s4", "s1"] },
      { kind: "keep-apart", studentIds: ["s3", "s0"] },
    ];
    const needs = new Map([["s4", ["front" as const]]]);
    const pinned = new Map([["s0", "c:0"]]);
    for (let seed = 1; seed <= 40; seed++) {
      const result = placed(
        placeStudents(room, pupils(5, 1), { rules, needs, pinned, random: seededRandom(seed) }),
      );
      expect(result.chart).toEqual({
        "a:0": "s4",
        "b:0": "s1",
        "c:0": "s0",
        "d:0": "s2",
        "e:0": "s3",
      });
    }
  });

  it("spreads the chosen attributes across tables", () => {
    const room = preset({ kind: "tables", tables: 6, seats: 4 });
    const kids = pupils(24, 11);
    const sameColour = (chart: Readonly<Record<string, string>>) => {
      const color = new Map(kids.map((k) => [k.id, k.color]));
      return [...neighbourSet(room, chart)].filter((pair) => {
        const [a, b] = pair.split("|");
        return color.get(a as string) === color.get(b as string);
      }).length;
    };
    const mixed = placed(placeStudents(room, kids, { mix: ["color"], random: seededRandom(1) }));
    const plain = [1, 2, 3, 4, 5].map((seed) =>
      sameColour(placed(placeStudents(room, kids, { random: seededRandom(seed) })).chart),
    );
    expect(sameColour(mixed.chart)).toBeLessThan(Math.min(...plain));
  });

  it("finds new neighbours, and every repeat it reports was a neighbour pair before", () => {
    const room = preset({ kind: "pairs", rows: 5, pairs: 3 });
    const kids = pupils(30, 5);
    const past: PastChart[] = [];
    for (let round = 0; round < 4; round++) {
      const result = placed(
        placeStudents(room, kids, { pastCharts: past, random: seededRandom(100 + round) }),
      );
      const before = new Set(past.slice(0, 3).flatMap((p) => [...neighbourSet(p.room, p.seats)]));
      const now = neighbourSet(room, result.chart);
      const repeated = [...now].filter((pair) => before.has(pair));
      expect(result.repeats.map((p) => [...p].sort().join("|")).sort()).toEqual(repeated.sort());
      // 15 pairs from 435: no repeat is needed for the first rounds.
      expect(result.repeats).toEqual([]);
      past.unshift({ room, seats: result.chart });
    }
  });

  it("reports the repeats it can't avoid", () => {
    const room = preset({ kind: "pairs", rows: 1, pairs: 2 });
    const kids = pupils(4, 5);
    const past: PastChart[] = [
      { room, seats: { "r1p1:0": "s0", "r1p1:1": "s1", "r1p2:0": "s2", "r1p2:1": "s3" } },
      { room, seats: { "r1p1:0": "s0", "r1p1:1": "s2", "r1p2:0": "s1", "r1p2:1": "s3" } },
      { room, seats: { "r1p1:0": "s0", "r1p1:1": "s3", "r1p2:0": "s1", "r1p2:1": "s2" } },
    ];
    const result = placed(placeStudents(room, kids, { pastCharts: past, random: seededRandom(1) }));
    expect(result.repeats).toHaveLength(2);
    const fresh = placed(
      placeStudents(room, kids, {
        pastCharts: past,
        newNeighboursFrom: 2,
        random: seededRandom(1),
      }),
    );
    expect(fresh.repeats).toEqual([]);
    expect([...neighbourSet(room, fresh.chart)].sort()).toEqual(["s0|s3", "s1|s2"]);
  });
});
