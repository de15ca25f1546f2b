/**
 * Why a OneRoster export is refused, as data: the page words it in the teacher's language
 * (src/client/features/rosters/roster-problem-text.ts). The export is read in a Web Worker,
 * where no language is active, so the reader says what is wrong and the page says it.
 */
import type { NameProblem } from "../students/student";

export type RosterProblem =
  // Choosing the files (before anything is read).
  | { code: "no-file-chosen" }
  | { code: "zip-with-others" }
  | { code: "no-roster-csv" }
  | { code: "file-too-large"; file: string }
  // The zip.
  | { code: "zip-too-large" }
  | { code: "zip-unreadable" }
  | { code: "zip-bomb" }
  // The CSV files.
  | { code: "missing-file"; file: string }
  | { code: "open-quote"; file: string; row: number }
  | { code: "missing-columns"; file: string; columns: string[] }
  | { code: "no-rows"; file: string }
  | { code: "too-many-rows"; file: string; max: number }
  | { code: "duplicate-id"; file: string; id: string; first: number; second: number };

/** A row the reader skipped, as data (worded by the page, as `RosterProblem`). */
export type RosterSkip =
  /** `problem`: the rule of the students' names it breaks (worded by the page). */
  | { code: "unusable-name"; row: number; problem: NameProblem }
  | { code: "unknown-enrollments"; count: number }
  /** The skips past the first 50. */
  | { code: "more"; count: number };
