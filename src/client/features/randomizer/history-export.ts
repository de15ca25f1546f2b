import { t } from "@lingui/core/macro";
import { downloadText } from "#src/client/lib/download";
import { historyCsv, historyFileName, type PickEntry } from "#src/domain/wheel/history-stats";

/**
 * Saves these history entries (newest first) as "<class>-selection-history.csv": date and time
 * (local, ISO) and student, safe to open in a spreadsheet whatever its separator; the header row
 * in the teacher's language, the names as written. Made in the page, so it sends nothing and
 * works the same in the demo and offline.
 */
export function exportHistory(className: string, entries: readonly PickEntry[]): void {
  const header = [
    t({ message: "date_time", context: "CSV column" }),
    t({ message: "student", context: "CSV column" }),
  ] as const;
  downloadText(historyFileName(className), historyCsv(entries, { header }));
}
