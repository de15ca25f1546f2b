/**
 * Furniture shapes: the cells a piece covers once rotated, one seat per cell, and the axis along
 * which its seats sit side by side (across the desk's front, whichever way it is turned).
 */
import type { Furniture, FurnitureKind, Rotation } from "./room-types";

/** Width × depth at rotation 0. */
export const KIND_SIZE: Readonly<Record<FurnitureKind, readonly [number, number]>> = {
  desk: [1, 1],
  pair: [2, 1],
  "table-4": [2, 2],
  "table-6": [3, 2],
};

export const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

export const isKind = (kind: unknown): kind is FurnitureKind =>
  typeof kind === "string" && Object.hasOwn(KIND_SIZE, kind);

/** Width and depth on the grid once rotated. */
export function footprint(f: Pick<Furniture, "kind" | "rotation">): [number, number] {
  const [w, d] = KIND_SIZE[f.kind];
  return f.rotation === 90 || f.rotation === 270 ? [d, w] : [w, d];
}

/**
 * The cells of the piece's seats, seat 0 first. Seats are numbered along the piece's own front
 * row first, so a piece turned round numbers them from its other corner.
 */
export function seatCells(f: Furniture): { x: number; y: number }[] {
  const [w, d] = KIND_SIZE[f.kind];
  const cells: { x: number; y: number }[] = [];
  for (let j = 0; j < d; j++) {
    for (let i = 0; i < w; i++) {
      // (i, j) in the piece's own frame, turned clockwise by its rotation.
      switch (f.rotation) {
        case 0:
          cells.push({ x: f.x + i, y: f.y + j });
          break;
        case 90:
          cells.push({ x: f.x + d - 1 - j, y: f.y + i });
          break;
        case 180:
          cells.push({ x: f.x + w - 1 - i, y: f.y + d - 1 - j });
          break;
        case 270:
          cells.push({ x: f.x + j, y: f.y + w - 1 - i });
          break;
      }
    }
  }
  return cells;
}

/** The unit step along which a piece's seats sit side by side. */
export function sideStep(rotation: Rotation): { dx: number; dy: number } {
  return rotation === 90 || rotation === 270 ? { dx: 0, dy: 1 } : { dx: 1, dy: 0 };
}
