import { describe, expect, it } from "vitest";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { seededRandom } from "#src/domain/random";
import { chartBreaks, roomView } from "#src/domain/seating/breaks";
import { placeStudents } from "#src/domain/seating/place";
import type { Furniture, Room, SeatTag } from "#src/domain/seating/room-types";
import type { SeatingOptions } from "#src/domain/seating/seating-types";
import { preset, pupils, seatsOf, sixTablesOfFive } from "./support";

const apart = (...ids: string[]): GroupRule => ({ kind: "keep-apart", studentIds: ids });
const together = (...ids: string[]): GroupRule => ({ kind: "keep-together", studentIds: ids });
const NAMES = ["Aisha", "Ben", "Chloe", "Dev", "Ema", "Finn", "Gia", "Hal"];

function conflicts(room: Room, n: number, options: SeatingOptions) {
  const result = placeStudents(room, pupils(n, 1, NAMES), { random: seededRandom(1), ...options });
  if (result.ok) throw new Error("placed, but a conflict was expected");
  return result;
}

describe("conflicts found before searching", () => {
  const tables = sixTablesOfFive(); // 30 seats, 15 of them front (the first row of tables)

  it("names more students than seats, which nothing can place", () => {
    expect(conflicts(tables, 31, {})).toEqual({
      ok: false,
      conflicts: [{ code: "too-many-students", students: 31, seats: 30 }],
      canPlaceAnyway: false,
    });
  });

  it("names an invalid room", () => {
    const room: Room = { width: 2, depth: 2, board: "top", furniture: [] };
    expect(conflicts(room, 2, {}).conflicts).toEqual([
      { code: "invalid-room", errors: [{ code: "no-seats" }] },
    ]);
  });

  it("names the students who need door seats when there are fewer such seats", () => {
    const room = { ...tables, door: { x: 0, y: 0 } }; // the door reaches t1's five open seats
    const needs = new Map(NAMES.slice(0, 6).map((id) => [id, ["door" as const]]));
    expect(conflicts(room, 28, { needs }).conflicts).toEqual([
      {
        code: "need-seats",
        needs: ["door"],
        students: ["Aisha", "Ben", "Chloe", "Dev", "Ema", "Finn"],
        seats: ["t1:0", "t1:1", "t1:2", "t1:3", "t1:4"],
      },
    ]);
  });

  it("names each shortage of tagged seats once, however many students it leaves over", () => {
    const room = { ...tables, door: { x: 0, y: 4 } }; // the door reaches t4 (at the back); t1-t3 are front
    const needs = new Map<string, SeatTag[]>();
    for (const s of pupils(7, 1, NAMES)) needs.set(s.id, ["door"]);
    for (let i = 10; i < 26; i++) needs.set(`s${i}`, ["front"]);
    const found = conflicts(room, 28, { needs }).conflicts;
    expect(
      found.map((c) => c.code === "need-seats" && [c.needs, c.students.length, c.seats.length]),
    ).toEqual([
      [["door"], 7, 5],
      [["front"], 16, 15],
    ]);
  });

  it("says when the search finds no chart though no bound rules it out, and can place anyway", () => {
    // Two pairs of desks, four students: Aisha kept apart from all three has no one to sit by.
    const room = preset({ kind: "pairs", rows: 1, pairs: 2 });
    const rules = [apart("Aisha", "Ben"), apart("Aisha", "Chloe"), apart("Aisha", "Dev")];
    expect(conflicts(room, 4, { rules })).toEqual({
      ok: false,
      conflicts: [
        { code: "not-found", rules: [expect.any(Number)], students: ["Aisha", expect.any(String)] },
      ],
      canPlaceAnyway: true,
    });
    const anyway = placeStudents(room, pupils(4, 1, NAMES), {
      rules,
      placeAnyway: true,
      random: seededRandom(1),
    });
    expect(anyway.ok && anyway.broken).toEqual([
      { kind: "keep-apart", rule: expect.any(Number), pairs: [["Aisha", expect.any(String)]] },
    ]);
  });

  it("names a pin on a seat without the needed tag, and pins on no seat or the same seat", () => {
    const pinned = new Map([
      ["Aisha", "t5:0"],
      ["Ben", "nowhere:0"],
      ["Chloe", "t1:0"],
      ["Dev", "t1:0"],
    ]);
    const needs = new Map([["Aisha", ["front" as const]]]);
    expect(conflicts(tables, 20, { pinned, needs }).conflicts).toEqual([
      { code: "pin-unknown-seat", student: "Ben", seat: "nowhere:0" },
      { code: "pin-same-seat", students: ["Chloe", "Dev"], seat: "t1:0" },
      { code: "pin-breaks-need", student: "Aisha", seat: "t5:0", need: "front" },
    ]);
  });

  it("names students kept together who outnumber the largest table", () => {
    const rules = [
      together("Aisha", "Ben", "Chloe"),
      apart("Finn", "Gia"),
      together("Chloe", "Dev", "Ema", "Finn"),
    ];
    expect(conflicts(tables, 20, { rules }).conflicts).toEqual([
      {
        code: "together-too-large",
        rules: [0, 2],
        students: ["Aisha", "Ben", "Chloe", "Dev", "Ema", "Finn"],
        largest: 5,
      },
    ]);
  });

  it("names two students kept apart and together at tables, where together means neighbours", () => {
    const rules = [together("Aisha", "Ben", "Chloe"), apart("Chloe", "Aisha")];
    expect(conflicts(tables, 20, { rules }).conflicts).toEqual([
      { code: "apart-and-together", rules: [1, 0], students: ["Chloe", "Aisha"] },
    ]);
  });

  it("lets a row of desks keep three together with the ends apart", () => {
    const rows = preset({ kind: "rows", rows: 3, columns: 5 });
    const rules = [together("Aisha", "Ben", "Chloe"), apart("Chloe", "Aisha")];
    const result = placeStudents(rows, pupils(12, 1, NAMES), { rules, random: seededRandom(2) });
    expect(result.ok).toBe(true);
    if (result.ok) expect(chartBreaks(roomView(rows), result.chart, { rules })).toEqual([]);
  });

  it("names students who must all be apart, more than a room of tables can separate", () => {
    const room = preset({ kind: "tables", tables: 3, seats: 4 });
    expect(
      conflicts(room, 12, { rules: [apart("Aisha", "Ben", "Chloe", "Dev")] }).conflicts,
    ).toEqual([
      { code: "apart-too-many", rules: [0], students: ["Aisha", "Ben", "Chloe", "Dev"], most: 3 },
    ]);
    // Pairs of rules that link every two of four students: the web, not any one rule, is too much.
    const web = [
      apart("Aisha", "Ben", "Chloe"),
      apart("Aisha", "Dev"),
      apart("Ben", "Dev"),
      apart("Chloe", "Dev"),
      apart("Ema", "Finn"),
    ];
    expect(conflicts(room, 12, { rules: web }).conflicts).toEqual([
      {
        code: "apart-too-many",
        rules: [0, 1, 2, 3],
        students: ["Aisha", "Ben", "Chloe", "Dev"],
        most: 3,
      },
    ]);
  });

  it("names pins that put students kept apart side by side, and kept together apart", () => {
    const pinned = new Map([
      ["Aisha", "t1:0"],
      ["Ben", "t1:1"],
      ["Chloe", "t2:0"],
      ["Dev", "t3:0"],
    ]);
    const rules = [apart("Aisha", "Ben"), together("Chloe", "Dev")];
    expect(conflicts(tables, 20, { rules, pinned }).conflicts).toEqual([
      { code: "pins-break-together", rules: [1], students: ["Chloe", "Dev"] },
      { code: "pins-break-apart", rule: 0, students: ["Aisha", "Ben"] },
    ]);
  });
});

describe("placing anyway", () => {
  it("seats everyone, keeps the pins, and lists each rule it breaks", () => {
    const room = sixTablesOfFive();
    const rules = [together("Aisha", "Ben", "Chloe"), apart("Chloe", "Aisha"), apart("Dev", "Ema")];
    const pinned = new Map([["Dev", "t4:2"]]);
    const result = placeStudents(room, pupils(28, 1, NAMES), {
      rules,
      pinned,
      placeAnyway: true,
      random: seededRandom(3),
    });
    if (!result.ok) throw new Error("not placed");
    expect(new Set(Object.values(result.chart)).size).toBe(28);
    expect(seatsOf(result.chart).get("Dev")).toBe("t4:2");
    // One of the two conflicting rules breaks; the rule that can hold holds.
    expect(result.broken).toHaveLength(1);
    expect(result.broken).toEqual(chartBreaks(roomView(room), result.chart, { rules, pinned }));
    expect([0, 1]).toContain((result.broken[0] as { rule: number }).rule);
  });

  it("drops a pin that names no seat, or a seat pinned already, and lists it", () => {
    const pinned = new Map([
      ["Aisha", "t1:0"],
      ["Ben", "t1:0"],
      ["Chloe", "nowhere:0"],
    ]);
    const result = placeStudents(sixTablesOfFive(), pupils(28, 1, NAMES), {
      pinned,
      placeAnyway: true,
      random: seededRandom(1),
    });
    if (!result.ok) throw new Error("not placed");
    expect(result.chart["t1:0"]).toBe("Aisha");
    expect(result.broken).toEqual([
      { kind: "pin", student: "Ben", seat: "t1:0" },
      { kind: "pin", student: "Chloe", seat: "nowhere:0" },
    ]);
  });

  it("breaks as few need seats as it must", () => {
    const room: Room = {
      width: 6,
      depth: 3,
      board: "top",
      furniture: Array.from(
        { length: 6 },
        (_, i): Furniture => ({ id: `d${i}`, kind: "desk", x: i, y: (i % 2) * 2, rotation: 0 }),
      ),
    };
    const needs = new Map(NAMES.slice(0, 5).map((id) => [id, ["front" as const]]));
    const result = placeStudents(room, pupils(6, 1, NAMES), {
      needs,
      placeAnyway: true,
      random: seededRandom(1),
    });
    if (!result.ok) throw new Error("not placed");
    expect(result.broken.map((b) => b.kind)).toEqual(["need", "need"]);
  });
});
