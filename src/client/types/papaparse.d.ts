/**
 * The part of Papa Parse's API the browser build uses (`parseStudentCsv` in
 * src/domain/csv/import.ts), for tsconfig.client.json only (its `paths` maps "papaparse" here).
 * @types/papaparse starts with `/// <reference types="node" />`, which would give the whole
 * client program Node's globals and `node:` modules (decision 0016). Copied from
 * @types/papaparse 5.5.2; tests/unit/client/browser-type-shims.test.ts checks it still agrees.
 */

export interface ParseConfig {
  /** The delimiting character(s); auto-detected when left out. */
  delimiter?: string | undefined;
  newline?: "\r" | "\n" | "\r\n" | undefined;
  quoteChar?: string | undefined;
  /** Skip lines that are empty (true) or hold only whitespace ("greedy"). */
  skipEmptyLines?: boolean | "greedy" | undefined;
}

export interface ParseError {
  type: "Quotes" | "Delimiter" | "FieldMismatch";
  code:
    | "MissingQuotes"
    | "UndetectableDelimiter"
    | "TooFewFields"
    | "TooManyFields"
    | "InvalidQuotes";
  message: string;
  /** Row index of the parsed data where the error is. */
  row?: number | undefined;
  index?: number | undefined;
}

export interface ParseMeta {
  delimiter: string;
  linebreak: string;
  aborted: boolean;
  fields?: string[] | undefined;
  truncated: boolean;
  cursor: number;
}

export interface ParseResult<T> {
  data: T[];
  errors: ParseError[];
  meta: ParseMeta;
}

/** Parses a string synchronously. */
export function parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
