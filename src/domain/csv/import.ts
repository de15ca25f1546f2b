/**
 * CSV import rules (docs/product.md#validation, docs/product.md#limits, docs/product.md#csv-import) on top of Papa Parse. Takes the file's text (the browser
 * reads the File; the server re-validates the rows it receives with `validateStudent`).
 *
 * - "Row N" is the spreadsheet row: the header is the first row that isn't blank (usually row 1),
 *   and a quoted line break does not start a new row. Blank rows are skipped without an error
 *   (they still count for numbering), before the header too.
 * - The header needs a name column; the attribute columns are named by key (number, color, element,
 *   shape) or by the teacher's name for the attribute, in any case, and may be left out.
 * - Cells are trimmed and matched forgivingly (match-value.ts, forgiving-row.ts): only a row
 *   without a valid name is refused.
 * - One apostrophe is removed at each point where `exportStudentsCsv` added one (the start of a
 *   cell and after a separator inside it; see format.ts).
 * - With balancing on, the attributes a row leaves empty, unknown or without a column get balanced
 *   values over the class's counts plus the batch (balance-missing.ts); the preview shows them and
 *   the server assigns them again when the rows are sent.
 */
import type { MessageDescriptor } from "@lingui/core";
import Papa from "papaparse";
import { defaultRandom, type Random } from "../random";
import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
} from "../students/attributes";
import type { AttributeCounts } from "../students/balance";
import { importNameProblem } from "../students/student";
import { nameProblemMessage, valueErrorMessage } from "../students/student-messages";
import { balanceMissing } from "./balance-missing";
import { forgivingRow, type ImportedStudent } from "./forgiving-row";
import { unescapeFormula } from "./format";
import { headerColumns, separatorOf } from "./header";
import { FILE_TOO_LARGE, MISSING_NAME_COLUMN, type Notice, TOO_MANY_ROWS } from "./notices";
import type { RowMessage } from "./row-message";

export type { Correction, ImportedStudent } from "./forgiving-row";
export {
  FILE_TOO_LARGE,
  MISSING_NAME_COLUMN,
  NO_STUDENTS_TO_IMPORT,
  type Notice,
  type NoticeCode,
  type ParserErrorCode,
  TOO_MANY_ROWS,
} from "./notices";

export const MAX_CSV_BYTES = 10 * 1024 * 1024;
export const MAX_CSV_ROWS = 100_000;

export interface CsvImportOptions {
  attributes?: AttributeSet;
  /** Balanced mode: the class's current counts (see `countValues`). */
  balanced?: { counts: AttributeCounts; random?: Random } | null;
}

export type CsvImportResult =
  | {
      ok: true;
      students: ImportedStudent[];
      errors: RowMessage[];
      rowCount: number;
      /** The attributes the file has no column for (balanced or left empty). */
      missingColumns?: AttributeName[];
    }
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

export function parseStudentCsv(text: string, options: CsvImportOptions = {}): CsvImportResult {
  const attributes = options.attributes ?? DEFAULT_ATTRIBUTES;
  if (text.length > MAX_CSV_BYTES || utf8Length(text) > MAX_CSV_BYTES) {
    return { ok: false, error: FILE_TOO_LARGE };
  }
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(input, {
    delimiter: separatorOf(input, attributes),
    skipEmptyLines: false,
  });
  const quoteError = parsed.errors.find((error) => error.type === "Quotes");
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    return {
      ok: false,
      error: {
        title: "Parse Error",
        message: `Row ${row}: ${quoteError.message}`,
        code: "unclosed-quote",
        row,
        parserCode: quoteError.code,
        detail: quoteError.message,
      },
    };
  }
  const records = parsed.data;
  let first = 0;
  while (first < records.length - 1 && isBlank(records[first] as string[])) first++;
  const columns = headerColumns(records[first] ?? [], attributes);
  if (!columns.includes("name")) {
    return { ok: false, error: MISSING_NAME_COLUMN };
  }
  const missingColumns = ATTRIBUTE_NAMES.filter((name) => !columns.includes(name));
  const at = {
    name: columns.indexOf("name"),
    number: columns.indexOf("number"),
    color: columns.indexOf("color"),
    element: columns.indexOf("element"),
    shape: columns.indexOf("shape"),
  };
  let rowCount = 0;
  for (let r = first + 1; r < records.length; r++) {
    if (!isBlank(records[r] as string[])) rowCount++;
  }
  if (rowCount > MAX_CSV_ROWS) return { ok: false, error: TOO_MANY_ROWS };

  const balanced = options.balanced ?? null;
  const students: ImportedStudent[] = [];
  const errors: RowMessage[] = [];
  for (let r = first + 1; r < records.length; r++) {
    const record = records[r] as string[];
    if (isBlank(record)) continue;
    const cell = (at: number) => (at < 0 ? undefined : unescapeFormula(record[at] ?? "").trim());
    const cells = {
      name: cell(at.name) ?? "",
      number: cell(at.number),
      color: cell(at.color),
      element: cell(at.element),
      shape: cell(at.shape),
    };
    const student = forgivingRow(cells, r + 1, attributes, balanced !== null);
    if (Array.isArray(student)) errors.push(...student);
    else students.push(student);
  }
  assignImported(students, attributes, balanced);
  return { ok: true, students, errors, rowCount, missingColumns };
}

/** A row's cells, trimmed: the name and the four attribute cells as text. */
export type RowCells = Record<"name" | AttributeName, string>;

/**
 * One pasted row checked strictly (docs/product.md#validation): the student, or its messages
 * ("Row N: ...", without the name). In balanced mode the attribute cells are ignored: all four are balanced.
 */
export function importedRow(
  cells: RowCells,
  row: number,
  attributes: AttributeSet,
  balanced: boolean,
): ImportedStudent | RowMessage[] {
  const student: ImportedStudent = {
    name: cells.name,
    number: null,
    color: cells.color || null,
    element: cells.element || null,
    shape: cells.shape || null,
    row,
  };
  const problems: MessageDescriptor[] = [];
  const name = importNameProblem(student.name);
  if (name) problems.push(nameProblemMessage(name));
  if (!balanced) {
    const number = parseNumberCell(cells.number);
    for (const attribute of ATTRIBUTE_NAMES) {
      const value = attribute === "number" ? number : student[attribute];
      const error = valueErrorMessage(attributes[attribute], value);
      if (error) problems.push(error);
    }
    if (typeof number === "number") student.number = number;
  }
  if (balanced && problems.length === 0) student.balance = [...ATTRIBUTE_NAMES];
  return problems.length > 0 ? problems.map((problem) => ({ row, problem })) : student;
}

/** Balanced mode: even values for the attributes each student leaves to balance. */
export function assignImported(
  students: ImportedStudent[],
  attributes: AttributeSet,
  balanced: CsvImportOptions["balanced"],
): void {
  if (!balanced) return;
  balanceMissing(
    attributes,
    balanced.counts,
    students,
    (_, i) => students[i]?.balance ?? [],
    balanced.random ?? defaultRandom,
  );
}
