import { t } from "@lingui/core/macro";
import type { RoomLayout } from "#src/domain/schemas/seating";
import { presetRoom } from "#src/domain/seating/presets";
import { DEFAULT_OPTIONS, type StudentAttributes } from "#src/domain/students/attributes";

/** What a memory source starts with (ids optional: made up when missing). */
export interface MemorySeed {
  classes: { id: string; name: string; description?: string | null }[];
  students: (Partial<StudentAttributes> & { id?: string; class_id: string; name: string })[];
  /** Rooms (seat layouts) ready in a class. */
  rooms?: { id?: string; class_id: string; name: string; layout: RoomLayout }[];
}

export const SAMPLE_CLASS_ID = "sample";
/** The Sample Class's name and description, in the language the demo starts in. */
export const sampleClassName = () => t`Sample Class`;
const sampleClassDescription = () => t`Example class to show the interface`;
export const SAMPLE_ROOM_ID = "sample-room";
/** The Sample Class's room: six tables of 4, three to a row (24 seats for its 20 students). */
function sampleRoom(): RoomLayout {
  const made = presetRoom({ kind: "tables", tables: 6, seats: 4, perRow: 3 });
  if (!made.ok) throw new Error("the sample room's preset is not a room");
  return { ...made.room, furniture: [...made.room.furniture] } as RoomLayout;
}

const FIRST_NAMES = [
  "Ava",
  "Ben",
  "Chloe",
  "Diego",
  "Emma",
  "Finn",
  "Grace",
  "Hiro",
  "Isla",
  "Jamal",
  "Kai",
  "Lena",
  "Mateo",
  "Nora",
  "Omar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sam",
  "Zoe",
] as const;

/**
 * The Sample Class of docs/product.md#data: 20 students, numbers cycling 1-4, and a room of
 * tables of 4 ready to seat them. In each block of four students
 * every colour, element and shape appears once, shifted by a different step per attribute, so
 * each value is held by exactly 5 students and the combinations vary.
 */
export function sampleSeed(): MemorySeed {
  const value = (options: readonly string[], i: number, step: number) =>
    options[(i + step * Math.floor(i / 4)) % options.length] ?? null;
  return {
    classes: [
      {
        id: SAMPLE_CLASS_ID,
        name: sampleClassName(),
        description: sampleClassDescription(),
      },
    ],
    students: FIRST_NAMES.map((name, i) => ({
      id: `sample-student-${i + 1}`,
      class_id: SAMPLE_CLASS_ID,
      name,
      number: (i % 4) + 1,
      color: value(DEFAULT_OPTIONS.color, i, 1),
      element: value(DEFAULT_OPTIONS.element, i, 2),
      shape: value(DEFAULT_OPTIONS.shape, i, 3),
    })),
    rooms: [
      { id: SAMPLE_ROOM_ID, class_id: SAMPLE_CLASS_ID, name: t`Classroom`, layout: sampleRoom() },
    ],
  };
}

/** No classes at all (a new teacher's start). */
export const emptySeed = (): MemorySeed => ({ classes: [], students: [] });
