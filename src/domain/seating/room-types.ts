/**
 * A room (a seat layout) as a teacher draws it: furniture on a grid of cells, the board along one
 * wall, an optional door, and the teacher's own seat tags. Everything here is plain data (it is
 * stored and sent as JSON); room.ts derives the seats and checks a room, neighbours.ts links them.
 */

/** The most seats one room holds. */
export const MAX_SEATS = 60;
/** The largest grid side, in cells. */
export const MAX_GRID = 40;

export type FurnitureKind = "desk" | "pair" | "table-4" | "table-6";
export type Rotation = 0 | 90 | 180 | 270;
/** The wall the board is on: the front of the room. */
export type BoardWall = "top" | "bottom" | "left" | "right";
export type SeatTag = "front" | "aisle" | "door";
export const SEAT_TAGS: readonly SeatTag[] = ["front", "aisle", "door"];

/**
 * One piece of furniture. `x`, `y` is the cell of its top-left corner once rotated; every cell it
 * covers is one seat. A desk is 1×1, a pair 2×1, a table of 4 2×2 and a table of 6 3×2 (width ×
 * depth at rotation 0); 90 and 270 turn it a quarter, swapping width and depth.
 */
export interface Furniture {
  /** Unique in the room; seats are named after it ("t3:0", "t3:1", ...). */
  id: string;
  kind: FurnitureKind;
  x: number;
  y: number;
  rotation: Rotation;
}

/** A teacher's change to one seat's derived tags; `closed` takes the seat out (a missing chair). */
export interface SeatOverride {
  front?: boolean;
  aisle?: boolean;
  door?: boolean;
  closed?: boolean;
}

export interface Room {
  /** Grid size in cells. */
  width: number;
  depth: number;
  board: BoardWall;
  /** A cell on the edge of the grid where the door is. */
  door?: { x: number; y: number } | null;
  furniture: readonly Furniture[];
  /** Seat id → the teacher's override of its tags. */
  overrides?: Readonly<Record<string, SeatOverride>>;
}

/** A seat of a room, with its tags (derived, then the teacher's overrides). */
export interface Seat {
  id: string;
  furniture: string;
  kind: FurnitureKind;
  rotation: Rotation;
  x: number;
  y: number;
  /** Rows from the board: 0 for a seat against it. */
  row: number;
  tags: readonly SeatTag[];
}

/** Why a room is not valid, as data (the page says it in its language). */
export type RoomError =
  | { code: "grid-size"; width: number; depth: number; max: number }
  | { code: "too-many-seats"; seats: number; max: number }
  | { code: "no-seats" }
  | { code: "duplicate-furniture"; furniture: string }
  | { code: "bad-furniture"; furniture: string }
  | { code: "off-grid"; furniture: string }
  | { code: "overlap"; furniture: [string, string]; x: number; y: number }
  | { code: "door-off-wall"; x: number; y: number }
  | { code: "unknown-seat"; seat: string }
  /** A preset's count out of range (presets.ts). */
  | { code: "preset-counts"; preset: string; field: string };
