/**
 * Writing CSV text, and the spreadsheet formula-injection guard (OWASP "CSV injection"): a cell
 * that starts with =, +, -, @, tab or carriage return is prefixed with an apostrophe so a
 * spreadsheet shows it as text. A cell that starts with apostrophes followed by one of those
 * characters gets one more, so the importer, which strips exactly one leading apostrophe in that
 * situation, gets every name back unchanged.
 */
export const CSV_COLUMNS = ["name", "number", "color", "element", "shape"] as const;

const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/** One field, quoted when it holds a comma, quote or line break, or starts/ends with a space. */
export function csvField(value: string | number | null): string {
  const text = value === null ? "" : escapeFormula(String(value));
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines joined with CRLF (RFC 4180), ending with one. */
export function csvText(rows: readonly (readonly (string | number | null)[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
