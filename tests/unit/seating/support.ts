/** Helpers for the seating tests (used by *.test.ts only). */
import { pick, type Random, seededRandom } from "#src/domain/random";
import { type Preset, presetRoom } from "#src/domain/seating/presets";
import type { Room } from "#src/domain/seating/room-types";
import type { SeatStudent } from "#src/domain/seating/seating-types";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";

const A = DEFAULT_ATTRIBUTES;

export function pupils(n: number, seed: number, names: readonly string[] = []): SeatStudent[] {
  const r: Random = seededRandom(seed);
  return Array.from({ length: n }, (_, i) => ({
    id: names[i] ?? `s${i}`,
    number: 1 + r.int(4),
    color: pick(A.color.options, r),
    element: pick(A.element.options, r),
    shape: pick(A.shape.options, r),
  }));
}

export function preset(p: Preset): Room {
  const result = presetRoom(p);
  if (!result.ok) throw new Error(`preset failed: ${JSON.stringify(result.errors)}`);
  return result.room;
}

/** Six tables of 6 with one chair closed at each: six tables of 5. */
export function sixTablesOfFive(): Room {
  const room = preset({ kind: "tables", tables: 6, seats: 6 });
  return {
    ...room,
    overrides: Object.fromEntries(room.furniture.map((f) => [`${f.id}:5`, { closed: true }])),
  };
}

/** Student id → seat id, from a chart. */
export function seatsOf(chart: Readonly<Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(chart).map(([seat, id]) => [id, seat]));
}
