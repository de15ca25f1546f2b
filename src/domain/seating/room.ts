/**
 * A room's seats and its checks. Each cell a piece of furniture covers is a seat, named
 * "<furniture id>:<n>". Tags are derived from where the seat is, then the teacher's overrides win:
 *
 * - **front**: the seats of the furniture nearest the board (the first row of desks or tables);
 * - **aisle**: a seat with a free cell beside it, along its desk's side (the end of a row or of a
 *   table, next to a walkway);
 * - **door**: a seat within DOOR_REACH cells of the door (either way, diagonals included).
 *
 * `closed` in an override takes a seat out of the room (a missing chair; a table of 6 with one
 * closed is a table of 5).
 */
import { footprint, isKind, ROTATIONS, seatCells, sideStep } from "./furniture";
import {
  type Furniture,
  MAX_GRID,
  MAX_SEATS,
  type Room,
  type RoomError,
  SEAT_TAGS,
  type Seat,
  type SeatTag,
} from "./room-types";

export const DOOR_REACH = 2;

/** Rows between a cell and the board (0 against it). */
export function rowOf(room: Pick<Room, "board" | "width" | "depth">, x: number, y: number): number {
  switch (room.board) {
    case "top":
      return y;
    case "bottom":
      return room.depth - 1 - y;
    case "left":
      return x;
    case "right":
      return room.width - 1 - x;
  }
}

const seatId = (f: Furniture, n: number) => `${f.id}:${n}`;

/** Every cell covered by furniture (closed seats included: the furniture is still there). */
function coveredCells(room: Room): Set<string> {
  const covered = new Set<string>();
  for (const f of room.furniture) for (const c of seatCells(f)) covered.add(`${c.x},${c.y}`);
  return covered;
}

/** The room's open seats with their tags, furniture in the order given. */
export function roomSeats(room: Room): Seat[] {
  const covered = coveredCells(room);
  const free = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < room.width && y < room.depth && !covered.has(`${x},${y}`);
  const overrides = room.overrides ?? {};
  const firstRow = Math.min(
    ...room.furniture.map((f) => Math.min(...seatCells(f).map((c) => rowOf(room, c.x, c.y)))),
  );
  const seats: Seat[] = [];
  for (const f of room.furniture) {
    const cells = seatCells(f);
    const front = Math.min(...cells.map((c) => rowOf(room, c.x, c.y))) === firstRow;
    const { dx, dy } = sideStep(f.rotation);
    cells.forEach((c, n) => {
      const id = seatId(f, n);
      const override = overrides[id] ?? {};
      if (override.closed) return;
      const door = room.door;
      const derived: Record<SeatTag, boolean> = {
        front,
        aisle: free(c.x + dx, c.y + dy) || free(c.x - dx, c.y - dy),
        door:
          door != null && Math.max(Math.abs(door.x - c.x), Math.abs(door.y - c.y)) <= DOOR_REACH,
      };
      const tags = SEAT_TAGS.filter((tag) => override[tag] ?? derived[tag]);
      seats.push({
        id,
        furniture: f.id,
        kind: f.kind,
        rotation: f.rotation,
        x: c.x,
        y: c.y,
        row: rowOf(room, c.x, c.y),
        tags,
      });
    });
  }
  return seats;
}

const isInt = (v: unknown): v is number => Number.isInteger(v);

/** What is wrong with a room, as data; empty when it is valid. */
export function validateRoom(room: Room): RoomError[] {
  const errors: RoomError[] = [];
  const { width, depth } = room;
  if (
    !isInt(width) ||
    !isInt(depth) ||
    width < 1 ||
    depth < 1 ||
    width > MAX_GRID ||
    depth > MAX_GRID
  ) {
    return [{ code: "grid-size", width, depth, max: MAX_GRID }];
  }
  const ids = new Set<string>();
  const owner = new Map<string, string>();
  const reported = new Set<string>();
  const allSeats = new Set<string>();
  let closed = 0;
  for (const f of room.furniture) {
    if (typeof f.id !== "string" || f.id === "" || ids.has(f.id)) {
      errors.push({ code: "duplicate-furniture", furniture: String(f.id) });
      continue;
    }
    ids.add(f.id);
    if (!isKind(f.kind) || !ROTATIONS.includes(f.rotation) || !isInt(f.x) || !isInt(f.y)) {
      errors.push({ code: "bad-furniture", furniture: f.id });
      continue;
    }
    const [w, d] = footprint(f);
    if (f.x < 0 || f.y < 0 || f.x + w > width || f.y + d > depth) {
      errors.push({ code: "off-grid", furniture: f.id });
      continue;
    }
    seatCells(f).forEach((c, n) => {
      const id = seatId(f, n);
      allSeats.add(id);
      if (room.overrides?.[id]?.closed) closed++;
      const key = `${c.x},${c.y}`;
      const other = owner.get(key);
      if (other === undefined) owner.set(key, f.id);
      else if (!reported.has(`${other}|${f.id}`)) {
        reported.add(`${other}|${f.id}`);
        errors.push({ code: "overlap", furniture: [other, f.id], x: c.x, y: c.y });
      }
    });
  }
  const door = room.door;
  if (door != null) {
    const inside = isInt(door.x) && isInt(door.y) && door.x >= 0 && door.y >= 0;
    const onEdge = door.x === 0 || door.y === 0 || door.x === width - 1 || door.y === depth - 1;
    if (!inside || !onEdge || door.x >= width || door.y >= depth) {
      errors.push({ code: "door-off-wall", x: door.x, y: door.y });
    }
  }
  for (const id of Object.keys(room.overrides ?? {})) {
    if (!allSeats.has(id)) errors.push({ code: "unknown-seat", seat: id });
  }
  const seats = allSeats.size - closed;
  if (seats > MAX_SEATS) errors.push({ code: "too-many-seats", seats, max: MAX_SEATS });
  if (seats === 0) errors.push({ code: "no-seats" });
  return errors;
}
