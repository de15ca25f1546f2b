import { t } from "@lingui/core/macro";
import { DEFAULT_OPTIONS, type StudentAttributes } from "#src/domain/students/attributes";

/** What a memory source starts with (ids optional: made up when missing). */
export interface MemorySeed {
  classes: { id: string; name: string; description?: string | null }[];
  students: (Partial<StudentAttributes> & { id?: string; class_id: string; name: string })[];
}

export const SAMPLE_CLASS_ID = "sample";
/** The Sample Class's name and description, in the language the demo starts in. */
export const sampleClassName = () => t`Sample Class`;
const sampleClassDescription = () => t`Example class to show the interface`;

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
 * The Sample Class of docs/product.md#data: 20 students, numbers cycling 1-4. In each block of four students
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
  };
}

/** No classes at all (a new teacher's start). */
export const emptySeed = (): MemorySeed => ({ classes: [], students: [] });
