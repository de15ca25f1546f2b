/**
 * The CSV header (docs/product.md#csv-import): which column holds the name and which the
 * attributes, and the separator a spreadsheet saved the file with.
 */
import { ATTRIBUTE_NAMES, type AttributeName, type AttributeSet } from "../students/attributes";

/** Per column of the file: "name", an attribute, or null (ignored). */
export type Column = "name" | AttributeName | null;

/** The header's cells as columns: by key or by the teacher's name for the attribute, any case. */
export function headerColumns(cells: readonly string[], attributes: AttributeSet): Column[] {
  const key = (text: string) => text.trim().replace(/^"|"$/g, "").trim().toLowerCase();
  const taken = new Set<Column>();
  return cells.map((cell) => {
    const text = key(cell);
    const column: Column =
      text === "name"
        ? "name"
        : (ATTRIBUTE_NAMES.find(
            (name) => text === name || text === attributes[name].displayName.trim().toLowerCase(),
          ) ?? null);
    if (column === null || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/**
 * The header row's separator: a comma, or the semicolon (German, French, Dutch Excel) or tab of a
 * spreadsheet saved in another locale when that one splits it into more known columns, the name
 * among them.
 */
export function separatorOf(input: string, attributes: AttributeSet): string {
  const header = headerLine(input);
  const known = (separator: string) => {
    const columns = headerColumns(header.split(separator), attributes);
    return columns.includes("name") ? columns.filter((c) => c !== null).length : 0;
  };
  let best = ",";
  for (const separator of [";", "\t"]) if (known(separator) > known(best)) best = separator;
  return best;
}

/** The header's line: the first with a letter or digit (blank lines above it are skipped). */
function headerLine(input: string): string {
  const line = /([^\r\n]*)(?:\r\n|\n|\r|$)/y;
  while (line.lastIndex < input.length) {
    const text = line.exec(input)?.[1] ?? "";
    if (/[\p{L}\p{N}]/u.test(text)) return text;
  }
  return "";
}
