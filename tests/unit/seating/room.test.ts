import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { footprint, seatCells } from "#src/domain/seating/furniture";
import { neighbourGraph, neighbourPairs } from "#src/domain/seating/neighbours";
import { presetRoom } from "#src/domain/seating/presets";
import { roomSeats, validateRoom } from "#src/domain/seating/room";
import type { Furniture, Room } from "#src/domain/seating/room-types";
import { preset } from "./support";

const desk = (
  id: string,
  x: number,
  y: number,
  rotation: Furniture["rotation"] = 0,
): Furniture => ({
  id,
  kind: "desk",
  x,
  y,
  rotation,
});
const room = (furniture: Furniture[], extra: Partial<Room> = {}): Room => ({
  width: 10,
  depth: 8,
  board: "top",
  furniture,
  ...extra,
});
/** Neighbour pairs as seat ids, "a|b". */
const pairs = (r: Room) => {
  const seats = roomSeats(r);
  return neighbourPairs(neighbourGraph(seats)).map(([s, t]) => `${seats[s]?.id}|${seats[t]?.id}`);
};
const tagged = (r: Room, tag: string) =>
  roomSeats(r)
    .filter((s) => s.tags.includes(tag as "front"))
    .map((s) => s.id);

describe("furniture", () => {
  it("covers its rotated footprint with one seat a cell, for every kind and rotation", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("desk", "pair", "table-4", "table-6" as const),
        fc.constantFrom(0, 90, 180, 270 as const),
        fc.nat(5),
        fc.nat(5),
        (kind, rotation, x, y) => {
          const f = { id: "f", kind, rotation, x, y } as Furniture;
          const [w, d] = footprint(f);
          const cells = seatCells(f);
          expect(new Set(cells.map((c) => `${c.x},${c.y}`)).size).toBe(w * d);
          for (const c of cells) {
            expect(c.x >= x && c.x < x + w && c.y >= y && c.y < y + d).toBe(true);
          }
        },
      ),
    );
  });
});

describe("neighbours", () => {
  it("are single desks side by side in a row, not one behind the other, not diagonal", () => {
    const r = room([desk("a", 0, 0), desk("b", 1, 0), desk("c", 0, 1), desk("d", 2, 1)]);
    expect(pairs(r)).toEqual(["a:0|b:0"]);
  });

  it("are not across an aisle", () => {
    expect(pairs(room([desk("a", 0, 0), desk("b", 2, 0)]))).toEqual([]);
  });

  it("are everyone at one table, and the two of a pair, but not the next pair", () => {
    const r = room([
      { id: "t", kind: "table-4", x: 0, y: 0, rotation: 0 },
      { id: "p", kind: "pair", x: 3, y: 0, rotation: 0 },
      { id: "q", kind: "pair", x: 5, y: 0, rotation: 0 },
    ]);
    expect(pairs(r).sort()).toEqual(
      [
        "t:0|t:1",
        "t:0|t:2",
        "t:0|t:3",
        "t:1|t:2",
        "t:1|t:3",
        "t:2|t:3",
        "p:0|p:1",
        "q:0|q:1",
      ].sort(),
    );
  });

  it("run along a desk's own side when turned: the arms of a U", () => {
    const r = room([desk("a", 0, 0, 90), desk("b", 0, 1, 90), desk("c", 1, 2), desk("d", 1, 1)]);
    // a and b sit side by side down the arm; c is diagonal to b; d is beside b but turned another way.
    expect(pairs(r)).toEqual(["a:0|b:0"]);
  });

  it("make tables cliques and runs of desks paths, with their independence", () => {
    const g = neighbourGraph(roomSeats(preset({ kind: "rows", rows: 2, columns: 5 })));
    expect(g.parts.map((p) => p.length)).toEqual([5, 5]);
    expect(g.independent).toEqual([3, 3]);
    const t = neighbourGraph(roomSeats(preset({ kind: "tables", tables: 4, seats: 6 })));
    expect(t.independent).toEqual([1, 1, 1, 1]);
  });
});

describe("neighbours in the presets", () => {
  it("are tables (cliques) and runs of desks (paths), never across the U's corners or from the inner row", () => {
    const g = neighbourGraph(roomSeats(preset({ kind: "horseshoe", sides: 6, back: 8, inner: 4 })));
    expect(g.parts.map((p) => p.length)).toEqual([6, 6, 8, 4]);
    expect(g.independent).toEqual([3, 3, 4, 2]);
  });

  it("make every neighbourhood a clique or a path, whatever the counts", () => {
    const presets = fc.oneof(
      fc.record({
        kind: fc.constant("rows" as const),
        rows: fc.integer({ min: 1, max: 6 }),
        columns: fc.integer({ min: 1, max: 10 }),
        aisleEvery: fc.nat(5),
      }),
      fc.record({
        kind: fc.constant("pairs" as const),
        rows: fc.integer({ min: 1, max: 6 }),
        pairs: fc.integer({ min: 1, max: 5 }),
      }),
      fc.record({
        kind: fc.constant("tables" as const),
        tables: fc.integer({ min: 1, max: 10 }),
        seats: fc.constantFrom(4 as const, 6 as const),
      }),
      fc.record({
        kind: fc.constant("u-shape" as const),
        sides: fc.integer({ min: 1, max: 10 }),
        back: fc.integer({ min: 1, max: 12 }),
      }),
    );
    fc.assert(
      fc.property(presets, (p) => {
        const made = presetRoom(p);
        if (!made.ok) return;
        const seats = roomSeats(made.room);
        const g = neighbourGraph(seats);
        g.parts.forEach((members, k) => {
          const degrees = members.map((i) => (g.adjacent[i] as number[]).length);
          const edges = degrees.reduce((a, b) => a + b, 0) / 2;
          const clique = edges === (members.length * (members.length - 1)) / 2;
          const path = edges === members.length - 1 && degrees.every((d) => d <= 2);
          expect(clique || path).toBe(true);
          expect(g.independent[k]).toBe(clique ? 1 : Math.ceil(members.length / 2));
          // Tables and pairs are one piece of furniture; desks in a run share a row.
          const pieces = new Set(members.map((i) => seats[i]?.furniture));
          if (seats[members[0] as number]?.kind !== "desk") expect(pieces.size).toBe(1);
        });
      }),
    );
  });
});

describe("seat tags", () => {
  it("derives front from the first row, aisle from a free cell beside, door from its reach", () => {
    const r = room(
      [desk("a", 0, 1), desk("b", 1, 1), desk("c", 3, 1), desk("d", 0, 3), desk("e", 6, 6)],
      {
        door: { x: 9, y: 7 },
      },
    );
    expect(tagged(r, "front")).toEqual(["a:0", "b:0", "c:0"]);
    expect(tagged(r, "aisle")).toEqual(["b:0", "c:0", "d:0", "e:0"]);
    expect(tagged(r, "door")).toEqual([]);
    expect(tagged({ ...r, door: { x: 8, y: 7 } }, "door")).toEqual(["e:0"]);
  });

  it("reads the front from the board's wall", () => {
    const r = room([desk("a", 0, 0), desk("b", 9, 7)], { board: "bottom" });
    expect(tagged(r, "front")).toEqual(["b:0"]);
    expect(tagged({ ...r, board: "right" }, "front")).toEqual(["b:0"]);
    expect(tagged({ ...r, board: "left" }, "front")).toEqual(["a:0"]);
  });

  it("lets the teacher's overrides win, and closes seats", () => {
    const r = room([desk("a", 0, 0), { id: "t", kind: "table-6", x: 2, y: 2, rotation: 0 }], {
      overrides: {
        "a:0": { front: false, door: true },
        "t:3": { front: true },
        "t:5": { closed: true },
      },
    });
    const seats = roomSeats(r);
    expect(seats.map((s) => s.id)).toEqual(["a:0", "t:0", "t:1", "t:2", "t:3", "t:4"]);
    expect(tagged(r, "front")).toEqual(["t:3"]);
    expect(tagged(r, "door")).toEqual(["a:0"]);
  });
});

describe("validateRoom", () => {
  it("accepts every preset", () => {
    for (const p of [
      { kind: "rows", rows: 5, columns: 6, aisleEvery: 3 },
      { kind: "pairs", rows: 5, pairs: 3 },
      { kind: "tables", tables: 6, seats: 4 },
      { kind: "tables", tables: 10, seats: 6, perRow: 5 },
      { kind: "u-shape", sides: 6, back: 8 },
      { kind: "horseshoe", sides: 6, back: 8, inner: 6 },
    ] as const) {
      const made = presetRoom(p);
      expect(made.ok, JSON.stringify(p)).toBe(true);
    }
  });

  it("makes presets with the seats their counts say", () => {
    const count = (p: Parameters<typeof preset>[0]) => roomSeats(preset(p)).length;
    expect(count({ kind: "rows", rows: 5, columns: 6 })).toBe(30);
    expect(count({ kind: "pairs", rows: 4, pairs: 3 })).toBe(24);
    expect(count({ kind: "tables", tables: 7, seats: 4 })).toBe(28);
    expect(count({ kind: "u-shape", sides: 5, back: 6 })).toBe(16);
    expect(count({ kind: "horseshoe", sides: 5, back: 6, inner: 3 })).toBe(19);
  });

  it("names a preset's count out of range, and a preset over 60 seats", () => {
    expect(presetRoom({ kind: "horseshoe", sides: 5, back: 6, inner: 5 })).toEqual({
      ok: false,
      errors: [{ code: "preset-counts", preset: "horseshoe", field: "inner" }],
    });
    expect(presetRoom({ kind: "tables", tables: 0, seats: 4 })).toMatchObject({ ok: false });
    expect(presetRoom({ kind: "tables", tables: 11, seats: 6 })).toEqual({
      ok: false,
      errors: [{ code: "too-many-seats", seats: 66, max: 60 }],
    });
  });

  it("names overlapping furniture, furniture off the grid, and other mistakes", () => {
    const r = room(
      [
        { id: "t", kind: "table-4", x: 0, y: 0, rotation: 0 },
        desk("a", 1, 1),
        desk("b", 10, 0),
        { id: "p", kind: "pair", x: 9, y: 3, rotation: 90 },
        desk("a", 5, 5),
      ],
      { door: { x: 4, y: 4 }, overrides: { "zz:0": { front: true } } },
    );
    expect(validateRoom(r)).toEqual([
      { code: "overlap", furniture: ["t", "a"], x: 1, y: 1 },
      { code: "off-grid", furniture: "b" },
      { code: "duplicate-furniture", furniture: "a" },
      { code: "door-off-wall", x: 4, y: 4 },
      { code: "unknown-seat", seat: "zz:0" },
    ]);
    expect(validateRoom({ ...room([]), width: 41 })).toEqual([
      { code: "grid-size", width: 41, depth: 8, max: 40 },
    ]);
    expect(validateRoom(room([]))).toEqual([{ code: "no-seats" }]);
  });
});
