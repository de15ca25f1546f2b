/**
 * The room editor's changes, each a new room: add, move, turn and remove furniture, mark the
 * board and the door, resize the grid, set a seat's tags. Moves and turns that would leave the
 * grid are refused (null); overlaps are allowed on the way (a piece moved by keys passes over
 * another) and shown as the room's errors until cleared.
 */
import { footprint, seatCells } from "#src/domain/seating/furniture";
import {
  type BoardWall,
  type Furniture,
  type FurnitureKind,
  MAX_GRID,
  type Room,
  type Rotation,
  type SeatOverride,
  type SeatTag,
} from "#src/domain/seating/room-types";

export const EMPTY_ROOM: Room = { width: 8, depth: 6, board: "top", furniture: [] };

/** Open seats of a room: every covered cell, less closed seats. */
export function seatCount(room: Room): number {
  const closed = Object.values(room.overrides ?? {}).filter((o) => o.closed).length;
  return room.furniture.reduce((n, f) => n + seatCells(f).length, 0) - closed;
}

const fits = (room: Room, f: Furniture) => {
  const [w, d] = footprint(f);
  return f.x >= 0 && f.y >= 0 && f.x + w <= room.width && f.y + d <= room.depth;
};

function covered(room: Room, except?: string): Set<string> {
  const cells = new Set<string>();
  for (const f of room.furniture) {
    if (f.id !== except) for (const c of seatCells(f)) cells.add(`${c.x},${c.y}`);
  }
  return cells;
}

const isFree = (room: Room, f: Furniture) => {
  const taken = covered(room, f.id);
  return fits(room, f) && seatCells(f).every((c) => !taken.has(`${c.x},${c.y}`));
};

function withPiece(room: Room, piece: Furniture): Room {
  return { ...room, furniture: room.furniture.map((f) => (f.id === piece.id ? piece : f)) };
}

/** A new id for a piece: "f1", "f2", ... not yet in the room. */
function freshId(room: Room): string {
  const ids = new Set(room.furniture.map((f) => f.id));
  let n = room.furniture.length + 1;
  while (ids.has(`f${n}`)) n++;
  return `f${n}`;
}

/** Adds a piece at the first free place (reading the grid row by row); null when none is free. */
export function addFurniture(room: Room, kind: FurnitureKind): { room: Room; id: string } | null {
  const id = freshId(room);
  for (let y = 0; y < room.depth; y++) {
    for (let x = 0; x < room.width; x++) {
      const piece: Furniture = { id, kind, x, y, rotation: 0 };
      if (isFree(room, piece))
        return { room: { ...room, furniture: [...room.furniture, piece] }, id };
    }
  }
  return null;
}

/** Moves a piece to (x, y); null when it would leave the grid. */
export function moveFurniture(room: Room, id: string, x: number, y: number): Room | null {
  const piece = room.furniture.find((f) => f.id === id);
  if (!piece) return null;
  const moved = { ...piece, x, y };
  return fits(room, moved) ? withPiece(room, moved) : null;
}

/** Turns a piece a quarter clockwise about its corner; null when it would leave the grid. */
export function rotateFurniture(room: Room, id: string): Room | null {
  const piece = room.furniture.find((f) => f.id === id);
  if (!piece) return null;
  const turned = { ...piece, rotation: ((piece.rotation + 90) % 360) as Rotation };
  return fits(room, turned) ? withPiece(room, turned) : null;
}

/** Removes a piece and its seats' settings. */
export function removeFurniture(room: Room, id: string): Room {
  const overrides = Object.fromEntries(
    Object.entries(room.overrides ?? {}).filter(([seat]) => !seat.startsWith(`${id}:`)),
  );
  return { ...room, furniture: room.furniture.filter((f) => f.id !== id), overrides };
}

export function setBoard(room: Room, board: BoardWall): Room {
  return { ...room, board };
}

/** Puts the door on a wall at a place along it (clamped to the wall), or takes it away. */
export function setDoor(room: Room, wall: BoardWall | null, along = 0): Room {
  if (wall === null) return { ...room, door: null };
  const across = wall === "top" || wall === "bottom" ? room.width : room.depth;
  const at = Math.max(0, Math.min(across - 1, along));
  const door = {
    top: { x: at, y: 0 },
    bottom: { x: at, y: room.depth - 1 },
    left: { x: 0, y: at },
    right: { x: room.width - 1, y: at },
  }[wall];
  return { ...room, door };
}

/** The wall the door is on and its place along it (a corner counts as top or bottom). */
export function doorPlace(room: Room): { wall: BoardWall; along: number } | null {
  const door = room.door;
  if (!door) return null;
  if (door.y === 0) return { wall: "top", along: door.x };
  if (door.y === room.depth - 1) return { wall: "bottom", along: door.x };
  if (door.x === 0) return { wall: "left", along: door.y };
  return { wall: "right", along: door.y };
}

/** A new grid size (1 to MAX_GRID each way); furniture left outside shows as an error. */
export function resize(room: Room, width: number, depth: number): Room {
  const clamp = (n: number) => Math.max(1, Math.min(MAX_GRID, Math.round(n) || 1));
  const next = { ...room, width: clamp(width), depth: clamp(depth) };
  const place = doorPlace(room);
  return place ? setDoor(next, place.wall, place.along) : next;
}

/** Sets one of a seat's tags (or closes it); a value equal to the derived one is still kept. */
export function setSeatFlag(room: Room, seat: string, flag: SeatTag | "closed", on: boolean): Room {
  const current: SeatOverride = room.overrides?.[seat] ?? {};
  const next: SeatOverride = { ...current, [flag]: on };
  if (flag === "closed" && !on) delete next.closed;
  const overrides = { ...(room.overrides ?? {}) };
  if (Object.keys(next).length === 0) delete overrides[seat];
  else overrides[seat] = next;
  return { ...room, overrides };
}
