/**
 * How a paste's columns are read (paste-import.ts): by a header row naming them, or by their
 * count when there is none.
 */
import { ATTRIBUTE_NAMES, type AttributeName, type AttributeSet } from "../students/attributes";

/** How the paste was read: its columns, in order, as the preview explains them. */
export type PasteColumn = "name" | "first name" | "last name" | AttributeName | null;

const NAME_HEADERS = new Set(["name", "student", "student name", "full name", "names"]);

export function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

/** The columns named by a header row, or null when the row is not a header. */
export function headerColumns(
  record: readonly string[],
  attributes: AttributeSet,
): PasteColumn[] | null {
  const cells = record.map((cell) => cell.trim().toLocaleLowerCase("en-US"));
  const columns = cells.map((cell): PasteColumn => {
    if (NAME_HEADERS.has(cell)) return "name";
    if (cell === "first name" || cell === "first" || cell === "given name") return "first name";
    if (cell === "last name" || cell === "last" || cell === "surname" || cell === "family name")
      return "last name";
    for (const attribute of ATTRIBUTE_NAMES) {
      if (cell === attribute || cell === attributes[attribute].displayName.toLocaleLowerCase()) {
        return attribute;
      }
    }
    return null;
  });
  const named = columns.includes("name");
  const split = columns.includes("first name") && columns.includes("last name");
  if (!named && !split) return null;
  // Each column once: a second "name" or "color" column is ignored.
  return columns.map((column, i) =>
    column !== null && columns.indexOf(column) < i ? null : column,
  );
}

/** The columns of a paste without a header: names, first and last names, or the CSV columns. */
export function positionalColumns(records: readonly string[][]): PasteColumn[] {
  let widest = 0;
  for (const record of records) {
    let width = record.length;
    while (width > 0 && (record[width - 1] as string).trim() === "") width--;
    widest = Math.max(widest, width);
  }
  if (widest <= 1) return ["name"];
  if (
    widest === 2 &&
    records.every((record) => isBlank(record) || !/^\s*[0-9]+\s*$/.test(record[1] ?? ""))
  ) {
    return ["first name", "last name"];
  }
  return ["name", "number", "color", "element", "shape"];
}
