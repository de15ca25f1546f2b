/**
 * The CSV import dialog's state (docs/product.md#students, docs/product.md#validation, docs/product.md#csv-import), pure so it is unit-tested: the chosen file,
 * the balanced checkbox, the parse and upload phases with their progress, and the parse result.
 */
import type { ImportedStudent, Notice } from "#src/domain/csv/import";
import type { ImportInput } from "#src/domain/schemas/students";
import type { ParsePhase } from "./csv-protocol";

export type ImportPhase = "idle" | ParsePhase | "ready" | "uploading";

export interface ParsedFile {
  students: ImportedStudent[];
  errors: string[];
  rowCount: number;
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
}

export type CsvImportAction =
  | { type: "choose"; fileName: string }
  | { type: "progress"; phase: ParsePhase; fraction: number | null }
  | { type: "parsed"; parsed: ParsedFile }
  | { type: "failed"; problem: Notice }
  | { type: "balanced"; on: boolean }
  | { type: "uploading" }
  | { type: "uploadFailed" };

export function initialCsvImport(balanced: boolean): CsvImportState {
  return { fileName: null, balanced, phase: "idle", progress: null, parsed: null, problem: null };
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
    case "uploading":
      return { ...state, phase: "uploading", progress: null };
    case "uploadFailed":
      return { ...state, phase: "ready" };
  }
}

export function isBusy(state: CsvImportState): boolean {
  return state.phase === "reading" || state.phase === "parsing" || state.phase === "uploading";
}

/** How many students "Import N Students" would write. */
export function importCount(state: CsvImportState): number {
  return state.parsed?.students.length ?? 0;
}

export function importButtonText(count: number): string {
  return `Import ${count.toLocaleString("en-US")} ${count === 1 ? "Student" : "Students"}`;
}

/** What the progress indicator says, or null when nothing is running. */
export function progressText(state: CsvImportState): string | null {
  switch (state.phase) {
    case "reading":
      return "Reading the file...";
    case "parsing":
      return "Checking the rows...";
    case "uploading":
      return `Importing ${importCount(state).toLocaleString("en-US")} students...`;
    default:
      return null;
  }
}

/** The one bulk request's body: the valid rows without their row numbers. */
export function importBody(parsed: ParsedFile, balanced: boolean): ImportInput {
  return {
    balanced,
    rows: parsed.students.map(({ name, number, color, element, shape }) => ({
      name,
      number,
      color,
      element,
      shape,
    })),
  };
}
