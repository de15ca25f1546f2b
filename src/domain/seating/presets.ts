/**
 * Ready-made rooms, each from its counts; the board is along the top and the teacher can move
 * anything afterwards. A row of desks leaves a free row behind it for the chairs; tables and pairs
 * have a free cell between them (the aisles). The U opens towards the board: an arm of desks
 * down each side (turned to face the middle, so the desks of an arm sit side by side) and a row
 * along the back; the horseshoe adds a row inside the U.
 */
import { validateRoom } from "./room";
import type { Furniture, Room, RoomError } from "./room-types";

export type Preset =
  /** `columns` single desks in each of `rows` rows; an aisle after every `aisleEvery` desks (0: none). */
  | { kind: "rows"; rows: number; columns: number; aisleEvery?: number }
  /** `pairs` pairs of desks in each of `rows` rows. */
  | { kind: "pairs"; rows: number; pairs: number }
  /** `tables` tables of 4 or 6, `perRow` to a row (default: as square as it gets). */
  | { kind: "tables"; tables: number; seats: 4 | 6; perRow?: number }
  /** `sides` desks down each arm, `back` along the back. */
  | { kind: "u-shape"; sides: number; back: number }
  /** A U with a row of `inner` desks inside it (at most `back` − 2; at least 2 desks an arm). */
  | { kind: "horseshoe"; sides: number; back: number; inner: number };

export type PresetResult = { ok: true; room: Room } | { ok: false; errors: RoomError[] };

const count = (v: unknown, min: number): v is number => Number.isInteger(v) && (v as number) >= min;

function desk(id: string, x: number, y: number, rotation: Furniture["rotation"] = 0): Furniture {
  return { id, kind: "desk", x, y, rotation };
}

function rows(r: number, c: number, every: number): Room {
  const aisles = every > 0 ? Math.ceil(c / every) - 1 : 0;
  const furniture: Furniture[] = [];
  for (let row = 0; row < r; row++) {
    for (let col = 0; col < c; col++) {
      const x = col + (every > 0 ? Math.floor(col / every) : 0);
      furniture.push(desk(`r${row + 1}d${col + 1}`, x, row * 2));
    }
  }
  return { width: c + aisles, depth: r * 2 - 1, board: "top", furniture };
}

function pairs(r: number, p: number): Room {
  const furniture: Furniture[] = [];
  for (let row = 0; row < r; row++) {
    for (let i = 0; i < p; i++) {
      furniture.push({
        id: `r${row + 1}p${i + 1}`,
        kind: "pair",
        x: i * 3,
        y: row * 2,
        rotation: 0,
      });
    }
  }
  return { width: p * 3 - 1, depth: r * 2 - 1, board: "top", furniture };
}

function tables(n: number, seats: 4 | 6, perRow: number): Room {
  const w = seats === 4 ? 2 : 3;
  const furniture: Furniture[] = Array.from({ length: n }, (_, t) => ({
    id: `t${t + 1}`,
    kind: seats === 4 ? "table-4" : "table-6",
    x: (t % perRow) * (w + 1),
    y: Math.floor(t / perRow) * 3,
    rotation: 0,
  }));
  const tableRows = Math.ceil(n / perRow);
  return { width: perRow * (w + 1) - 1, depth: tableRows * 3 - 1, board: "top", furniture };
}

function uShape(sides: number, back: number): Room {
  const furniture: Furniture[] = [];
  for (let i = 0; i < sides; i++) {
    furniture.push(desk(`l${i + 1}`, 0, i, 90), desk(`r${i + 1}`, back + 1, i, 270));
  }
  for (let i = 0; i < back; i++) furniture.push(desk(`b${i + 1}`, i + 1, sides));
  return { width: back + 2, depth: sides + 1, board: "top", furniture };
}

/** A room from a preset and its counts, or why the counts make none (checked as any room). */
export function presetRoom(preset: Preset): PresetResult {
  const bad = (field: string): PresetResult => ({
    ok: false,
    errors: [{ code: "preset-counts", preset: preset.kind, field }],
  });
  let room: Room;
  switch (preset.kind) {
    case "rows": {
      const every = preset.aisleEvery ?? 0;
      if (!count(preset.rows, 1)) return bad("rows");
      if (!count(preset.columns, 1)) return bad("columns");
      if (!count(every, 0)) return bad("aisleEvery");
      room = rows(preset.rows, preset.columns, every);
      break;
    }
    case "pairs":
      if (!count(preset.rows, 1)) return bad("rows");
      if (!count(preset.pairs, 1)) return bad("pairs");
      room = pairs(preset.rows, preset.pairs);
      break;
    case "tables": {
      const perRow = preset.perRow ?? Math.ceil(Math.sqrt(preset.tables));
      if (!count(preset.tables, 1)) return bad("tables");
      if (preset.seats !== 4 && preset.seats !== 6) return bad("seats");
      if (!count(perRow, 1)) return bad("perRow");
      room = tables(preset.tables, preset.seats, perRow);
      break;
    }
    case "u-shape":
      if (!count(preset.sides, 1)) return bad("sides");
      if (!count(preset.back, 1)) return bad("back");
      room = uShape(preset.sides, preset.back);
      break;
    case "horseshoe": {
      if (!count(preset.sides, 2)) return bad("sides");
      if (!count(preset.back, 3)) return bad("back");
      if (!count(preset.inner, 1) || preset.inner > preset.back - 2) return bad("inner");
      room = uShape(preset.sides, preset.back);
      const start = 2 + Math.floor((preset.back - 2 - preset.inner) / 2);
      const y = preset.sides - 2;
      const inner = Array.from({ length: preset.inner }, (_, i) => desk(`i${i + 1}`, start + i, y));
      room = { ...room, furniture: [...room.furniture, ...inner] };
      break;
    }
  }
  const errors = validateRoom(room);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, room };
}
