/**
 * The CSV import dialog's state (docs/product.md#students, docs/product.md#validation, docs/product.md#csv-import), pure so it is unit-tested: the chosen file,
 * the balanced checkbox, the parse and upload phases with their progress, and the parse result.
 */
import { plural, t } from "@lingui/core/macro";
import { numberText } from "#src/client/i18n/format";
import type { ImportedStudent, Notice } from "#src/domain/csv/import";
import type { RowMessage } from "#src/domain/csv/messages";
import type { ImportInput } from "#src/domain/schemas/students";
import type { AttributeName } from "#src/domain/students/attributes";
import { shortNames } from "#src/domain/students/initials";
import type { ParsePhase } from "./csv-protocol";

export type ImportPhase = "idle" | ParsePhase | "ready" | "uploading";

export interface ParsedFile {
  students: ImportedStudent[];
  errors: RowMessage[];
  rowCount: number;
  /** The attributes the file has no column for. */
  missingColumns?: AttributeName[];
}

export interface CsvImportState {
  fileName: string | null;
  balanced: boolean;
  phase: ImportPhase;
  /** 0..1 while reading; null when the amount of work is unknown. */
  progress: number | null;
  parsed: ParsedFile | null;
  /** Why the file could not be used (also shown as a toast). */
  problem: Notice | null;
  /** The rows with corrections the teacher chose to leave out (spreadsheet row numbers). */
  leftOut: readonly number[];
}

export type CsvImportAction =
  | { type: "choose"; fileName: string }
  | { type: "progress"; phase: ParsePhase; fraction: number | null }
  | { type: "parsed"; parsed: ParsedFile }
  | { type: "failed"; problem: Notice }
  | { type: "balanced"; on: boolean }
  | { type: "leaveOut"; row: number; out: boolean }
  | { type: "uploading" }
  | { type: "uploadFailed" };

export function initialCsvImport(balanced: boolean): CsvImportState {
  return {
    fileName: null,
    balanced,
    phase: "idle",
    progress: null,
    parsed: null,
    problem: null,
    leftOut: [],
  };
}

export function csvImportReducer(state: CsvImportState, action: CsvImportAction): CsvImportState {
  switch (action.type) {
    case "choose":
      return {
        ...state,
        fileName: action.fileName,
        phase: "reading",
        progress: 0,
        parsed: null,
        problem: null,
        leftOut: [],
      };
    case "progress":
      if (state.phase !== "reading" && state.phase !== "parsing") return state;
      return { ...state, phase: action.phase, progress: action.fraction };
    case "parsed":
      return { ...state, phase: "ready", progress: null, parsed: action.parsed, problem: null };
    case "failed":
      return { ...state, phase: "idle", progress: null, parsed: null, problem: action.problem };
    case "balanced":
      return { ...state, balanced: action.on };
    case "leaveOut": {
      const others = state.leftOut.filter((row) => row !== action.row);
      return { ...state, leftOut: action.out ? [...others, action.row] : others };
    }
    case "uploading":
      return { ...state, phase: "uploading", progress: null };
    case "uploadFailed":
      return { ...state, phase: "ready" };
  }
}

export function isBusy(state: CsvImportState): boolean {
  return state.phase === "reading" || state.phase === "parsing" || state.phase === "uploading";
}

/** The students "Import N Students" would write: the parsed ones less those left out. */
export function studentsToImport(state: CsvImportState): ImportedStudent[] {
  const students = state.parsed?.students ?? [];
  if (state.leftOut.length === 0) return students;
  const out = new Set(state.leftOut);
  return students.filter((student) => !out.has(student.row));
}

/** How many students "Import N Students" would write. */
export function importCount(state: CsvImportState): number {
  return studentsToImport(state).length;
}

export function importButtonText(count: number): string {
  const n = numberText(count);
  return t`Import ${plural(count, { one: `${n} Student`, other: `${n} Students` })}`;
}

/** What the progress indicator says, or null when nothing is running. */
export function progressText(state: CsvImportState): string | null {
  switch (state.phase) {
    case "reading":
      return t`Reading the file...`;
    case "parsing":
      return t`Checking the rows...`;
    case "uploading": {
      const count = importCount(state);
      const n = numberText(count);
      return t`Importing ${plural(count, { one: `${n} student`, other: `${n} students` })}...`;
    }
    default:
      return null;
  }
}

/**
 * The one bulk request's body: the valid rows without their row numbers, the attributes left to
 * balance sent empty (the server balances them over the class as it is then).
 */
export function importBody(
  { students }: { students: readonly ImportedStudent[] },
  balanced: boolean,
  lastInitials = false,
): ImportInput {
  return {
    balanced,
    // Sent only when ticked: the names are short already, the server keeps them so.
    ...(lastInitials ? { last_initials: true } : {}),
    rows: students.map(({ name, number, color, element, shape, balance }) => {
      const row = { name, number, color, element, shape };
      if (balanced) for (const attribute of balance ?? []) row[attribute] = null;
      return row;
    }),
  };
}

/**
 * The parse with first names and last initials only when `on` (docs/decisions/0057-last-initials.md):
 * the preview shows, and the import sends, "Maya P.", kept apart from the class's `existing` names.
 */
export function withInitials<T extends { students: readonly ImportedStudent[] }>(
  parsed: T,
  on: boolean,
  existing: readonly string[],
): T {
  if (!on) return parsed;
  const names = shortNames(
    parsed.students.map((s) => s.name),
    existing,
  );
  return {
    ...parsed,
    students: parsed.students.map((s, i) => ({ ...s, name: names[i] ?? s.name })),
  };
}
