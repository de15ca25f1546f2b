/**
 * Reading an exported CSV the way spreadsheets may (used by the CSV export tests): with `,`, `;`
 * or TAB as the separator, honouring quotes (RFC 4180) or ignoring them.
 */
import Papa from "papaparse";

/** A formula cell: =, +, - or @ first, after any white space or quotes a program may drop. */
export const FORMULA_CELL = /^[\s"]*[=+\-@]/;

/** The separators of comma, semicolon (German, French, Dutch Excel) and tab locales. */
export const SEPARATORS = [",", ";", "\t"] as const;

/** Cells as a spreadsheet that honours quotes reads them with `separator` (RFC 4180 rules). */
export function quotedCells(text: string, separator: string): string[] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: separator,
    newline: "\r\n",
  });
  return result.data.flat();
}

/** Cells as a program that ignores quotes reads them: every separator and line break splits. */
export function naiveCells(text: string, separator: string): string[] {
  return text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\n|\r/)
    .flatMap((line) => line.split(separator))
    .map((cell) => cell.replace(/^[ "]+/, ""));
}

/**
 * Every cell a spreadsheet could run as a formula, read with each separator, quotes honoured
 * or not, e.g. `["; naive: =1+2"]` (empty when the file is safe).
 */
export function formulaCells(text: string): string[] {
  return SEPARATORS.flatMap((separator) => {
    const shown = JSON.stringify(separator);
    return [
      ...quotedCells(text, separator)
        .filter((cell) => FORMULA_CELL.test(cell))
        .map((cell) => `${shown} quoted: ${cell}`),
      ...naiveCells(text, separator)
        .filter((cell) => FORMULA_CELL.test(cell))
        .map((cell) => `${shown} naive: ${cell}`),
    ];
  });
}
