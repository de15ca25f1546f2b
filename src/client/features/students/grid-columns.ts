/** Cards per row of the student grid for the list's width in CSS pixels. */
export function gridColumns(width: number): number {
  if (width >= 1000) return 4;
  if (width >= 720) return 3;
  if (width >= 480) return 2;
  return 1;
}

/** The students of virtual row `row` when each row holds `columns` cards. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): T[] {
  return items.slice(row * columns, (row + 1) * columns);
}

export function rowCount(items: number, columns: number): number {
  return Math.ceil(items / Math.max(1, columns));
}
