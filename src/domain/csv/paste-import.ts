/**
 * Paste a list: one name per line, or rows copied from a spreadsheet (cells
 * separated by tabs), with or without a header row. The rows then go through the CSV import's
 * checks (import.ts): the same messages, the same balanced assignment, one bulk request.
 *
 * - "Row N" is the line of the paste (a cell holding a line break, quoted by the spreadsheet,
 *   stays one row).
 * - A header is the first non-blank row when one of its cells names the name column ("name",
 *   "student", "student name", "full name", or "first name" with "last name"). Its other cells are
 *   matched to the attributes by key (number, color, element, shape) or by the teacher's display
 *   name; other columns are ignored.
 * - Without a header, a row is its name alone, or the five CSV columns in order (name, number,
 *   color, element, shape); two columns whose second is never a number are first and last names.
 * - Blank rows are reported, and repeated names (in the paste, or already in the class) are left
 *   out and reported unless the teacher keeps them: never silently kept.
 */
import Papa from "papaparse";
import type { Random } from "../random";
import { type AttributeSet, DEFAULT_ATTRIBUTES } from "../students/attributes";
import type { AttributeCounts } from "../students/balance";
import { nameKey } from "../students/student";
import {
  assignImported,
  FILE_TOO_LARGE,
  type ImportedStudent,
  importedRow,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
  type Notice,
  utf8Length,
} from "./import";
import { headerColumns, isBlank, type PasteColumn, positionalColumns } from "./paste-columns";
import type { RowMessage } from "./row-message";

export const NOTHING_PASTED: Notice = {
  title: "Nothing to Import",
  message: "Paste one name per line, or rows copied from a spreadsheet.",
  code: "nothing-pasted",
};
export const PASTE_TOO_LARGE: Notice = {
  ...FILE_TOO_LARGE,
  message: "The pasted text is larger than 10 MB. Paste it in smaller parts.",
  code: "paste-too-large",
};
export const PASTE_TOO_MANY_ROWS: Notice = {
  title: "Too Many Rows",
  message: "The paste has more than 100,000 students. Paste it in smaller parts.",
  code: "paste-too-many-rows",
};

/** A name left out because it repeats one above it or one already in the class. */
export interface RepeatedName {
  row: number;
  name: string;
  /** The row of the paste it repeats, or null: a student already in the class. */
  firstRow: number | null;
}

export type { PasteColumn } from "./paste-columns";

export interface PasteImportOptions {
  attributes?: AttributeSet;
  /** Balanced mode: the class's current counts (see `countValues`). */
  balanced?: { counts: AttributeCounts; random?: Random } | null;
  /** Names of the students already in the class (repeats of them are left out too). */
  existingNames?: readonly string[];
  /** Keep repeated names instead of leaving them out. */
  keepRepeats?: boolean;
}

export type PasteImportResult =
  | {
      ok: true;
      students: ImportedStudent[];
      errors: RowMessage[];
      /** Rows with a student (valid or not), repeats included. */
      rowCount: number;
      header: boolean;
      columns: PasteColumn[];
      blankRows: number[];
      repeats: RepeatedName[];
    }
  | { ok: false; error: Notice };

export function parsePastedStudents(
  text: string,
  options: PasteImportOptions = {},
): PasteImportResult {
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  if (text.length > MAX_CSV_BYTES || utf8Length(text) > MAX_CSV_BYTES) {
    return { ok: false, error: PASTE_TOO_LARGE };
  }
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Spreadsheets copy cells as tab-separated text, quoting a cell that holds a line break. A
  // paste without a tab is one name per line: read as is, quotes and commas kept.
  const records: string[][] = input.includes("\t")
    ? Papa.parse<string[]>(input, { delimiter: "\t", skipEmptyLines: false }).data
    : input.split(/\r\n|\r|\n/).map((line) => [line]);
  while (records.length > 0 && isBlank(records[records.length - 1] as string[])) records.pop();
  const firstRow = records.findIndex((record) => !isBlank(record));
  if (firstRow < 0) return { ok: false, error: NOTHING_PASTED };

  const named = headerColumns(records[firstRow] as string[], attributes);
  const header = named !== null;
  const dataStart = header ? firstRow + 1 : 0;
  const data = records.slice(dataStart);
  const columns = named ?? positionalColumns(data);
  const at = (column: PasteColumn) => columns.indexOf(column);

  const blankRows: number[] = [];
  let rowCount = 0;
  for (let r = dataStart; r < records.length; r++) {
    if (isBlank(records[r] as string[])) {
      if (r > firstRow) blankRows.push(r + 1);
    } else rowCount++;
  }
  if (rowCount === 0) return { ok: false, error: NOTHING_PASTED };
  if (rowCount > MAX_CSV_ROWS) return { ok: false, error: PASTE_TOO_MANY_ROWS };

  const balanced = options.balanced ?? null;
  const seen = new Map<string, number | null>();
  if (!options.keepRepeats) {
    for (const name of options.existingNames ?? []) seen.set(nameKey(name), null);
  }
  const students: ImportedStudent[] = [];
  const errors: RowMessage[] = [];
  const repeats: RepeatedName[] = [];
  for (let r = dataStart; r < records.length; r++) {
    const record = records[r] as string[];
    if (isBlank(record)) continue;
    const row = r + 1;
    const cell = (column: PasteColumn) => {
      const i = at(column);
      return i < 0 ? "" : (record[i] ?? "").trim();
    };
    const name =
      at("name") >= 0
        ? cell("name").replace(/\s+/g, " ")
        : `${cell("first name")} ${cell("last name")}`.trim().replace(/\s+/g, " ");
    const student = importedRow(
      {
        name,
        number: cell("number"),
        color: cell("color"),
        element: cell("element"),
        shape: cell("shape"),
      },
      row,
      attributes,
      balanced !== null,
    );
    if (Array.isArray(student)) {
      errors.push(...student);
      continue;
    }
    if (!options.keepRepeats) {
      const key = nameKey(name);
      if (seen.has(key)) {
        repeats.push({ row, name, firstRow: seen.get(key) ?? null });
        continue;
      }
      seen.set(key, row);
    }
    students.push(student);
  }
  assignImported(students, attributes, balanced);
  return { ok: true, students, errors, rowCount, header, columns, blankRows, repeats };
}
