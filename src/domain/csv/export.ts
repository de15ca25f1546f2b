/** The CSV template, the import preview and the class export (docs/product.md#csv-import). */

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  type AttributeSet,
  DEFAULT_ATTRIBUTES,
  type StudentAttributes,
  valueAt,
} from "../students/attributes";
import { CSV_COLUMNS, csvText } from "./format";

export const PREVIEW_ROWS = 10;
const TEMPLATE_NAMES = ["Alex Johnson", "Maria Garcia"];

/** The Download Template text: the header and two example rows using the teacher's options. */
export function csvTemplate(attributes: AttributeSet = DEFAULT_ATTRIBUTES): string {
  const example = (name: string, i: number) => [
    name,
    valueAt(attributes.number, i),
    valueAt(attributes.color, i),
    valueAt(attributes.element, i),
    valueAt(attributes.shape, i),
  ];
  return csvText([CSV_COLUMNS]) + csvText(TEMPLATE_NAMES.map(example), true);
}

export interface CsvPreview<T> {
  rows: T[];
  /** How many rows are not shown. */
  remaining: number;
  /** "and N more" (the count as digits alone), or null when every row is shown. */
  moreText: MessageDescriptor | null;
}

/** The first 10 rows, and "and N more" for the rest. */
export function csvPreview<T>(rows: readonly T[], limit: number = PREVIEW_ROWS): CsvPreview<T> {
  const remaining = Math.max(0, rows.length - limit);
  return {
    rows: rows.slice(0, limit),
    remaining,
    moreText: remaining > 0 ? msg`and ${remaining} more` : null,
  };
}

/**
 * A class's students as CSV, in the import's own format (so the file imports again unchanged),
 * every text field quoted and spreadsheet formulas neutralised wherever a cell could start, for
 * `,`, `;` and TAB separators alike (see format.ts). Starts with a UTF-8 byte-order mark by default so
 * spreadsheet programs read accented names correctly; the importer skips it.
 */
export function exportStudentsCsv(
  students: readonly (StudentAttributes & { name: string })[],
  options: { bom?: boolean } = {},
): string {
  const rows = students.map((s) => [s.name, s.number, s.color, s.element, s.shape]);
  const body = csvText([CSV_COLUMNS]) + csvText(rows, true);
  return (options.bom ?? true) ? `\uFEFF${body}` : body;
}

/** A class name as a safe file-name part: "Période 3 / Math!" is "periode-3-math" ("class" if none). */
export function classSlug(className: string): string {
  const slug = className
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "class";
}

/** A safe download name for a class export, e.g. "period-3-students.csv". */
export function exportFileName(className: string): string {
  return `${classSlug(className)}-students.csv`;
}
