/**
 * Writing CSV text, and the spreadsheet formula-injection guard (OWASP "CSV injection").
 *
 * A spreadsheet may split a line on `,`, `;` (the default in German, French and Dutch Excel) or
 * TAB, so every place where a cell could begin is guarded, not only the field's first character:
 * the start of the field and the point right after any `,`, `;`, TAB, CR or LF inside it. Where
 * such a point is followed by =, +, -, @, TAB or CR (after any white space, quotes or apostrophes), an
 * apostrophe is put in front so a spreadsheet shows text. The importer removes exactly one
 * apostrophe at each such point, so every name comes back unchanged (a name that already holds
 * an apostrophe there gets one more on export).
 *
 * Every text field of the data rows is also quoted, so a spreadsheet that honours quotes keeps a
 * name with separators in one cell whatever its separator.
 */
export const CSV_COLUMNS = ["name", "number", "color", "element", "shape"] as const;

/** A point where a spreadsheet may start a cell: the field's start or after a separator. */
const CELL_START = "(?<=^|[,;\\t\\r\\n])";
/** A formula start, after any apostrophes, white space and quotes. */
const FORMULA_AHEAD = "(?='*(?:[^\\S\\t\\r\\n]|\")*[=+\\-@\\t\\r])";
const ESCAPE = new RegExp(CELL_START + FORMULA_AHEAD, "g");
const UNESCAPE = new RegExp(`${CELL_START}'${FORMULA_AHEAD}`, "g");

export function escapeFormula(cell: string): string {
  return cell.replace(ESCAPE, "'");
}

export function unescapeFormula(cell: string): string {
  return cell.replace(UNESCAPE, "");
}

/** One field; `quote`: always quoted (text), else only when it needs it (numbers, header). */
export function csvField(value: string | number | null, quote = false): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : escapeFormula(value);
  return (quote && typeof value === "string") || /[",;\t\r\n]|^\s|\s$/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** Lines joined with CRLF (RFC 4180), ending with one; `quoteText`: every text field quoted. */
export function csvText(
  rows: readonly (readonly (string | number | null)[])[],
  quoteText = false,
): string {
  return rows
    .map((row) => `${row.map((cell) => csvField(cell, quoteText)).join(",")}\r\n`)
    .join("");
}
