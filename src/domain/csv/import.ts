/**
 * CSV import rules (docs/product.md#validation, docs/product.md#limits, docs/product.md#csv-import) on top of Papa Parse. Takes the file's text (the browser
 * reads the File; the server re-validates the rows it receives with `validateStudent`).
 *
 * - "Row N" is the spreadsheet row: the header is the first row that isn't blank (usually row 1),
 *   and a quoted line break does not start a new row. Blank rows are skipped without an error
 *   (they still count for numbering), before the header too.
 * - Cells are trimmed; values are then matched case-sensitively. The number cell must be an
 *   integer 1..N (N = number options) or empty.
 * - One apostrophe is removed at each point where `exportStudentsCsv` added one (the start of a
 *   cell and after a separator inside it; see format.ts).
 * - In balanced mode the attribute cells are ignored and the valid rows get balanced values over
 *   the class's counts plus the rows before them.
 */
import Papa from "papaparse";
import { defaultRandom, type Random } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
  valueError,
} from "../students/attributes";
import { type AttributeCounts, assignBalanced } from "../students/balance";
import { importNameError } from "../students/student";
import { CSV_COLUMNS, unescapeFormula } from "./format";

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 100_000;

/** A message for a toast: title and description. */
export interface Notice {
  title: string;
  message: string;
}

export const NO_STUDENTS_TO_IMPORT: Notice = {
  title: "No Students to Import",
  message: "Please upload a valid CSV file first",
};
export const FILE_TOO_LARGE: Notice = {
  title: "File Too Large",
  message: "The CSV file is larger than 10 MB. Split it into smaller files.",
};
export const TOO_MANY_ROWS: Notice = {
  title: "Too Many Rows",
  message: "The CSV file has more than 100,000 students. Split it into smaller files.",
};

export interface ImportedStudent extends StudentAttributes {
  name: string;
  /** The spreadsheet row it came from (header = 1). */
  row: number;
}

export interface CsvImportOptions {
  attributes?: AttributeSet;
  /** Balanced mode: the class's current counts (see `countValues`). */
  balanced?: { counts: AttributeCounts; random?: Random } | null;
}

export type CsvImportResult =
  | { ok: true; students: ImportedStudent[]; errors: string[]; rowCount: number }
  | { ok: false; error: Notice };

/**
 * The size check made before reading. The name is not checked: a CSV named .txt or
 * without an extension is taken, and a file that isn't CSV is refused by its content
 * (`checkCsvContent`, content.ts), whatever its name.
 */
export function checkCsvFile(file: { name: string; size?: number }): Notice | null {
  if (file.size !== undefined && file.size > MAX_CSV_BYTES) return FILE_TOO_LARGE;
  return null;
}

/** UTF-8 size of a string. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function parseNumberCell(cell: string): number | string | null {
  if (cell === "") return null;
  return /^[0-9]{1,9}$/.test(cell) ? Number(cell) : cell;
}

/**
 * The header row's separator: a comma, or the semicolon (German, French, Dutch Excel) or tab of a
 * spreadsheet saved in another locale when only that one splits it into every required column.
 */
function separatorOf(input: string): string {
  const header = headerLine(input);
  const names = (separator: string) =>
    header.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, "").trim().toLowerCase());
  return [",", ";", "\t"].find((sep) => CSV_COLUMNS.every((c) => names(sep).includes(c))) ?? ",";
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

export function parseStudentCsv(text: string, options: CsvImportOptions = {}): CsvImportResult {
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  if (text.length > MAX_CSV_BYTES || utf8Length(text) > MAX_CSV_BYTES) {
    return { ok: false, error: FILE_TOO_LARGE };
  }
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(input, {
    delimiter: separatorOf(input),
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((error) => error.type === "Quotes");
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    return {
      ok: false,
      error: { title: "Parse Error", message: `Row ${row}: ${quoteError.message}` },
    };
  }
  const records = parsed.data;
  let first = 0;
  while (first < records.length - 1 && isBlank(records[first] as string[])) first++;
  const header = (records[first] ?? []).map((cell) => cell.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: { title: "Parse Error", message: `Missing required columns: ${missing.join(", ")}` },
    };
  }
  const at = CSV_COLUMNS.map((column) => header.indexOf(column));
  let rowCount = 0;
  for (let r = first + 1; r < records.length; r++) {
    if (!isBlank(records[r] as string[])) rowCount++;
  }
  if (rowCount > MAX_CSV_ROWS) return { ok: false, error: TOO_MANY_ROWS };

  const balanced = options.balanced ?? null;
  const students: ImportedStudent[] = [];
  const errors: string[] = [];
  for (let r = first + 1; r < records.length; r++) {
    const record = records[r] as string[];
    if (isBlank(record)) continue;
    const cell = (column: number) => unescapeFormula(record[at[column] as number] ?? "").trim();
    const row = r + 1;
    const student = importedRow(
      { name: cell(0), number: cell(1), color: cell(2), element: cell(3), shape: cell(4) },
      row,
      attributes,
      balanced !== null,
    );
    if (Array.isArray(student)) errors.push(...student);
    else students.push(student);
  }
  assignImported(students, attributes, balanced);
  return { ok: true, students, errors, rowCount };
}

/** A row's cells, trimmed: the name and the four attribute cells as text. */
export type RowCells = Record<"name" | AttributeName, string>;

/**
 * One imported row checked as CSV import checks it (docs/product.md#validation): the student, or its messages as
 * "Row N: ...". In balanced mode the attribute cells are ignored (assigned afterwards).
 */
export function importedRow(
  cells: RowCells,
  row: number,
  attributes: AttributeSet,
  balanced: boolean,
): ImportedStudent | string[] {
  const student: ImportedStudent = {
    name: cells.name,
    number: null,
    color: cells.color || null,
    element: cells.element || null,
    shape: cells.shape || null,
    row,
  };
  const problems: string[] = [];
  const name = importNameError(student.name);
  if (name) problems.push(name);
  if (!balanced) {
    const number = parseNumberCell(cells.number);
    for (const attribute of ATTRIBUTE_NAMES) {
      const value = attribute === "number" ? number : student[attribute];
      const error = valueError(attributes[attribute], value);
      if (error) problems.push(error);
    }
    if (typeof number === "number") student.number = number;
  }
  return problems.length > 0 ? problems.map((p) => `Row ${row}: ${p}`) : student;
}

/** Balanced mode: even values for the imported students over the class's counts. */
export function assignImported(
  students: ImportedStudent[],
  attributes: AttributeSet,
  balanced: CsvImportOptions["balanced"],
): void {
  if (!balanced) return;
  const values = assignBalanced(
    attributes,
    balanced.counts,
    students.length,
    balanced.random ?? defaultRandom,
  );
  students.forEach((student, i) => {
    Object.assign(student, values[i]);
  });
}
