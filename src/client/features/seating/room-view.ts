/**
 * Where a room's cells are drawn. The room is a physical layout: it is never mirrored (not even
 * in a right-to-left language). The students' view turns it so the board is at the top, as seen
 * from the back of the room; the teacher's view is the same turned round, the board at the
 * bottom, as seen from the board. Seats are numbered in the students' view, front row first,
 * then from the left, so "seat 1" is the same seat in either view.
 */
import { footprint } from "#src/domain/seating/furniture";
import { roomSeats } from "#src/domain/seating/room";
import type { Furniture, Room, Seat } from "#src/domain/seating/room-types";

export type ChartView = "students" | "teacher";

/** A cell as drawn: its column and row on the screen, and the grid's size there. */
export interface Drawn {
  col: number;
  row: number;
}

type Frame = Pick<Room, "board" | "width" | "depth">;

/** The grid's size as drawn (a board on a side wall turns the room a quarter). */
export function drawnSize(room: Frame): { cols: number; rows: number } {
  const side = room.board === "left" || room.board === "right";
  return side ? { cols: room.depth, rows: room.width } : { cols: room.width, rows: room.depth };
}

/** Cell (x, y) of the room in the given view. */
export function drawnCell(room: Frame, view: ChartView, x: number, y: number): Drawn {
  let at: Drawn;
  switch (room.board) {
    case "top":
      at = { col: x, row: y };
      break;
    case "bottom":
      at = { col: room.width - 1 - x, row: room.depth - 1 - y };
      break;
    case "left":
      at = { col: room.depth - 1 - y, row: x };
      break;
    case "right":
      at = { col: y, row: room.width - 1 - x };
      break;
  }
  if (view === "students") return at;
  const { cols, rows } = drawnSize(room);
  return { col: cols - 1 - at.col, row: rows - 1 - at.row };
}

/** A piece's box as drawn: first column and row, and how many of each it spans. */
export function drawnBox(
  room: Frame,
  view: ChartView,
  f: Furniture,
): { col: number; row: number; cols: number; rows: number } {
  const [w, d] = footprint(f);
  const a = drawnCell(room, view, f.x, f.y);
  const b = drawnCell(room, view, f.x + w - 1, f.y + d - 1);
  return {
    col: Math.min(a.col, b.col),
    row: Math.min(a.row, b.row),
    cols: Math.abs(a.col - b.col) + 1,
    rows: Math.abs(a.row - b.row) + 1,
  };
}

/** The room's open seats in reading order (students' view: front row first, then across). */
export function seatsInOrder(room: Room): Seat[] {
  const at = (s: Seat) => drawnCell(room, "students", s.x, s.y);
  return roomSeats(room).sort((a, b) => at(a).row - at(b).row || at(a).col - at(b).col);
}

/** Seat id → its number (1, 2, ...) in reading order. */
export function seatNumbers(room: Room): Map<string, number> {
  return new Map(seatsInOrder(room).map((s, i) => [s.id, i + 1]));
}

/** Furniture id → its number among its kind (desks, pairs, tables) in reading order. */
export function furnitureNumbers(room: Room): Map<string, number> {
  const sorted = [...room.furniture]
    .filter((f) => Number.isInteger(f.x) && Number.isInteger(f.y))
    .sort((a, b) => {
      const p = drawnCell(room, "students", a.x, a.y);
      const q = drawnCell(room, "students", b.x, b.y);
      return p.row - q.row || p.col - q.col;
    });
  const counts = new Map<string, number>();
  const numbers = new Map<string, number>();
  for (const f of sorted) {
    const group = f.kind.startsWith("table") ? "table" : f.kind;
    const n = (counts.get(group) ?? 0) + 1;
    counts.set(group, n);
    numbers.set(f.id, n);
  }
  return numbers;
}
