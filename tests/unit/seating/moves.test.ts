import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { chartBreaks, checkMove, roomView } from "#src/domain/seating/breaks";
import { preset } from "./support";

// Rows of 4 single desks, 2 rows: r1d1..r1d4 in front, r2d1..r2d4 behind (not neighbours).
const room = preset({ kind: "rows", rows: 2, columns: 4 });
const chart = {
  "r1d1:0": "Aisha",
  "r1d2:0": "Chloe",
  "r1d3:0": "Ben",
  "r1d4:0": "Dev",
  "r2d1:0": "Ema",
  "r2d2:0": "Finn",
};
const rules: GroupRule[] = [
  { kind: "keep-apart", studentIds: ["Aisha", "Ben"] },
  { kind: "keep-together", studentIds: ["Ema", "Finn"] },
];
const needs = new Map([["Dev", ["front" as const]]]);
const pinned = new Map([["Chloe", "r1d2:0"]]);
const context = { rules, needs, pinned };

describe("checkMove", () => {
  it("starts from a chart that breaks nothing", () => {
    expect(chartBreaks(roomView(room), chart, context)).toEqual([]);
  });

  it("lists a keep-apart rule a swap breaks, and the pin it moves", () => {
    const result = checkMove(room, chart, { kind: "swap", seats: ["r1d2:0", "r1d1:0"] }, context);
    expect(result).toMatchObject({
      ok: true,
      chart: { "r1d1:0": "Chloe", "r1d2:0": "Aisha" },
      broken: [
        { kind: "keep-apart", rule: 0, pairs: [["Aisha", "Ben"]] },
        { kind: "pin", student: "Chloe", seat: "r1d2:0" },
      ],
    });
  });

  it("lists a keep-together rule split and a need unmet by a move to an empty seat", () => {
    const result = checkMove(
      room,
      chart,
      { kind: "move", student: "Finn", seat: "r2d4:0" },
      context,
    );
    expect(result.ok && result.broken).toEqual([
      { kind: "keep-together", rule: 1, parts: [["Ema"], ["Finn"]] },
    ]);
    const back = checkMove(room, chart, { kind: "move", student: "Dev", seat: "r2d4:0" }, context);
    expect(back.ok && back.broken).toEqual([
      { kind: "need", student: "Dev", need: "front", seat: "r2d4:0" },
    ]);
    expect(back.ok && back.chart["r1d4:0"]).toBe(undefined);
  });

  it("moving onto a taken seat swaps the two students", () => {
    const result = checkMove(
      room,
      chart,
      { kind: "move", student: "Ema", seat: "r1d4:0" },
      context,
    );
    expect(result.ok && result.chart).toMatchObject({ "r1d4:0": "Ema", "r2d1:0": "Dev" });
  });

  it("says what a move newly breaks, apart from what was broken before", () => {
    const broken = { ...chart, "r1d2:0": "Ben", "r1d3:0": "Chloe" }; // Aisha beside Ben already
    const result = checkMove(
      room,
      broken,
      { kind: "move", student: "Finn", seat: "r2d4:0" },
      context,
    );
    expect(result.ok && result.newlyBroken).toEqual([
      { kind: "keep-together", rule: 1, parts: [["Ema"], ["Finn"]] },
    ]);
    expect(result.ok && result.broken.map((b) => b.kind)).toEqual([
      "keep-apart",
      "keep-together",
      "pin",
    ]);
  });

  it("refuses a seat or a student that isn't there", () => {
    expect(
      checkMove(room, chart, { kind: "move", student: "Zed", seat: "r1d1:0" }, context),
    ).toEqual({
      ok: false,
      error: "unknown-student",
    });
    expect(checkMove(room, chart, { kind: "swap", seats: ["r1d1:0", "r9d9:0"] }, context)).toEqual({
      ok: false,
      error: "unknown-seat",
    });
  });

  it("keeps everyone seated exactly once, whatever the moves", () => {
    const seats = roomView(room).seats.map((s) => s.id);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 20 }), (moves) => {
        let now: Readonly<Record<string, string>> = chart;
        for (const [a, b] of moves) {
          const result = checkMove(
            room,
            now,
            { kind: "swap", seats: [seats[a] as string, seats[b] as string] },
            context,
          );
          if (!result.ok) throw new Error(result.error);
          now = result.chart;
          expect(result.broken).toEqual(chartBreaks(roomView(room), now, context));
        }
        expect(Object.values(now).sort()).toEqual(Object.values(chart).sort());
      }),
    );
  });
});
