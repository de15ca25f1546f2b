/**
 * Which of the chosen (or dropped) files make the OneRoster export: the zip on its own, or its
 * CSV files (classes.csv, users.csv, enrollments.csv and manifest.csv; the export's other files,
 * such as orgs.csv or courses.csv, are ignored, so a teacher may pick the whole folder). Checked
 * by name and size before anything is read.
 */

import { listSeparator } from "#src/client/i18n/format";
import type { RosterProblem } from "#src/domain/roster/problems";
import {
  MAX_ROSTER_FILE_BYTES,
  MAX_ROSTER_ZIP_BYTES,
  type RosterFileName,
  rosterFileName,
  ZIP_TOO_LARGE,
} from "#src/domain/roster/zip";

export type RosterSelection<F> =
  | { ok: true; kind: "zip"; zip: F }
  | { ok: true; kind: "csv"; files: Partial<Record<RosterFileName, F>> }
  | { ok: false; error: RosterProblem };

// Worded by rosterProblemNotice (roster-problem-text.ts).
export const NO_FILE: RosterProblem = { code: "no-file-chosen" };
export const ZIP_WITH_OTHERS: RosterProblem = { code: "zip-with-others" };
export const NO_ROSTER_CSV: RosterProblem = { code: "no-roster-csv" };

const isZip = (name: string) => /\.zip$/i.test(name.trim());

/** The export in `files` (File objects in the app, anything with a name and size in tests). */
export function chooseRosterFiles<F extends { name: string; size: number }>(
  files: readonly F[],
): RosterSelection<F> {
  if (files.length === 0) return { ok: false, error: NO_FILE };
  const csv: Partial<Record<RosterFileName, F>> = {};
  for (const file of files) {
    const name = rosterFileName(file.name);
    if (name !== null && csv[name] === undefined) csv[name] = file;
  }
  const known = Object.keys(csv).length;
  // One file that isn't a roster CSV is read as a zip whatever its name: the zip reader checks
  // its first bytes and says when it isn't one.
  if (files.length === 1 && known === 0) {
    const zip = files[0] as F;
    if (zip.size > MAX_ROSTER_ZIP_BYTES) return { ok: false, error: ZIP_TOO_LARGE };
    return { ok: true, kind: "zip", zip };
  }
  if (files.some((f) => isZip(f.name))) return { ok: false, error: ZIP_WITH_OTHERS };
  if (known === 0) return { ok: false, error: NO_ROSTER_CSV };
  for (const [name, file] of Object.entries(csv)) {
    if ((file as F).size > MAX_ROSTER_FILE_BYTES) {
      return {
        ok: false,
        error: { code: "file-too-large", file: name },
      };
    }
  }
  return { ok: true, kind: "csv", files: csv };
}

/** "Export.zip" or "classes.csv, users.csv, enrollments.csv": what was read, for the summary. */
export function selectionName<F extends { name: string }>(
  selection: Extract<RosterSelection<F>, { ok: true }>,
): string {
  if (selection.kind === "zip") return selection.zip.name;
  return Object.values(selection.files)
    .map((f) => (f as F).name)
    .join(listSeparator());
}
