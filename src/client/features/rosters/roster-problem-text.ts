/**
 * The OneRoster reader's refusals and skipped rows (data, from the worker: problems.ts) in the
 * teacher's language.
 */
import { plural, t } from "@lingui/core/macro";
import { listSeparator, numberText } from "#src/client/i18n/format";
import type { Notice } from "#src/domain/csv/import";
import type { RosterProblem, RosterSkip } from "#src/domain/roster/problems";
import type { NameProblem } from "#src/domain/students/student";
import { MAX_NAME } from "#src/domain/text-rules";

/** A refusal as its title and sentence. */
export function rosterProblemNotice(problem: RosterProblem): Notice {
  switch (problem.code) {
    case "no-file-chosen":
      return {
        title: t`No File Chosen`,
        message: t`Choose the OneRoster export (.zip) or its CSV files.`,
      };
    case "zip-with-others":
      return {
        title: t`Invalid File`,
        message: t`Choose the zip on its own, or the CSV files from inside it, not both.`,
      };
    case "no-roster-csv":
      return {
        title: t`Invalid File`,
        message: t`None of these files is classes.csv, users.csv or enrollments.csv. Choose the OneRoster export (.zip) or those CSV files.`,
      };
    case "file-too-large": {
      const { file } = problem;
      return {
        title: t`File Too Large`,
        message: t`${file} is larger than 64 MB, which no class roster needs. Ask for an export of your school or classes only.`,
      };
    }
    case "zip-too-large":
      return {
        title: t`File Too Large`,
        message: t`The OneRoster zip is larger than 20 MB. Ask for an export of your school or classes only.`,
      };
    case "zip-unreadable":
      return {
        title: t`Invalid File`,
        message: t`This file isn't a zip that can be read. Choose the OneRoster export (.zip) or its CSV files.`,
      };
    case "zip-bomb":
      return {
        title: t`File Too Large`,
        message: t`A file in this zip unpacks to more than 64 MB, which no class roster needs. Nothing was read.`,
      };
    default:
      return { title: t`Invalid Roster`, message: csvProblemText(problem) };
  }
}

type CsvProblem = Exclude<
  RosterProblem,
  | { code: "no-file-chosen" | "zip-with-others" | "no-roster-csv" | "file-too-large" }
  | { code: `zip-${string}` }
>;

function csvProblemText(problem: CsvProblem): string {
  const { file } = problem;
  switch (problem.code) {
    case "missing-file":
      return t`The export has no ${file}. A OneRoster export holds classes.csv, users.csv and enrollments.csv.`;
    case "open-quote": {
      const { row } = problem;
      return t`${file}, row ${row}: a quote is never closed.`;
    }
    case "missing-columns": {
      const count = problem.columns.length;
      const columns = problem.columns.join(listSeparator());
      return plural(count, {
        one: `${file} is missing the column ${columns}.`,
        other: `${file} is missing the columns ${columns}.`,
      });
    }
    case "no-rows":
      return t`${file} has no rows below its header.`;
    case "too-many-rows": {
      const { max } = problem;
      const number = numberText(max);
      return plural(max, {
        one: `${file} has more than ${number} row.`,
        other: `${file} has more than ${number} rows.`,
      });
    }
    case "duplicate-id": {
      const { id, first, second } = problem;
      return t`${file} has the sourcedId "${id}" twice (rows ${first} and ${second}).`;
    }
  }
}

/** A skipped row, a sentence. */
export function skipText(skip: RosterSkip): string {
  switch (skip.code) {
    case "unusable-name":
      return unusableNameText(skip.row, skip.problem);
    case "unknown-enrollments": {
      const { count } = skip;
      const number = numberText(count);
      return plural(count, {
        one: `${number} enrollment of a class or user not in the export.`,
        other: `${number} enrollments of a class or user not in the export.`,
      });
    }
    case "more": {
      const { count } = skip;
      const number = numberText(count);
      return t`and ${plural(count, { one: `${number} more.`, other: `${number} more.` })}`;
    }
  }
}

/** A student of users.csv left out for their name, by the rule it breaks. */
function unusableNameText(row: number, problem: NameProblem): string {
  switch (problem) {
    case "required":
      return t`users.csv, row ${row}: the name is required.`;
    case "too-long": {
      const max = MAX_NAME;
      return t`users.csv, row ${row}: the name must be at most ${max} characters.`;
    }
    case "nul":
      return t`users.csv, row ${row}: the name must not contain a NUL character.`;
    case "control":
      return t`users.csv, row ${row}: the name must not contain control characters.`;
  }
}
