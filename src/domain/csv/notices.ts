/**
 * The notices of a CSV import or a paste (docs/product.md#csv-import, docs/product.md#limits):
 * English words for the logs and tests, and a code the client shows them by in the teacher's
 * language (src/client/features/students/notice-text.ts).
 */
import type { ParseError } from "papaparse";

/** What a notice is about: the client shows it in the teacher's language by this code. */
export type NoticeCode =
  | "no-students"
  | "file-too-large"
  | "too-many-rows"
  | "nothing-pasted"
  | "paste-too-large"
  | "paste-too-many-rows"
  | "not-a-csv"
  | "missing-name-column"
  | "unclosed-quote";

/** What Papa Parse found wrong, by its error's `code` (its `message` is English only). */
export type ParserErrorCode = ParseError["code"];

/**
 * A message for a toast: title and description in English, and the code the client translates
 * it by (the CSV worker makes most notices). Without a code (an unexpected failure) the message
 * is shown as it is. `row` is the spreadsheet row of an unclosed quote, `parserCode` what the
 * parser found there, and `detail` the parser's own English words (for the logs).
 */
export interface Notice {
  title: string;
  message: string;
  code?: NoticeCode;
  row?: number;
  parserCode?: ParserErrorCode;
  detail?: string;
}

export const NO_STUDENTS_TO_IMPORT: Notice = {
  title: "No Students to Import",
  message: "Please upload a valid CSV file first",
  code: "no-students",
};
export const FILE_TOO_LARGE: Notice = {
  title: "File Too Large",
  message: "The CSV file is larger than 10 MB. Split it into smaller files.",
  code: "file-too-large",
};
export const TOO_MANY_ROWS: Notice = {
  title: "Too Many Rows",
  message: "The CSV file has more than 100,000 students. Split it into smaller files.",
  code: "too-many-rows",
};
/** The file has no name column. */
export const MISSING_NAME_COLUMN: Notice = {
  title: "Parse Error",
  message: "Missing required columns: name",
  code: "missing-name-column",
};
