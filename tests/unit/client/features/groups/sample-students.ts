import type { SheetStudent } from "#src/client/features/groups/model/group-sheet";

const COLORS = ["Red", "Yellow", "Green", "Purple"];

/** Student `i` of the groups tests: "Student i", number and color by i, all Fire and Square. */
export const sampleStudent = (i: number): SheetStudent => ({
  id: `s${i}`,
  name: `Student ${i}`,
  number: (i % 4) + 1,
  color: COLORS[i % 4] ?? null,
  element: "Fire",
  shape: "Square",
});

/** Students 0 to n - 1. */
export const sampleRoster = (n: number): SheetStudent[] =>
  Array.from({ length: n }, (_, i) => sampleStudent(i));
