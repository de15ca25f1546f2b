import { downloadText } from "#src/client/lib/download";
import { historyCsv, historyFileName, type PickEntry } from "#src/domain/wheel/history-stats";

/**
 * Saves these history entries (newest first) as "<class>-selection-history.csv": date and time
 * (local) and student, safe to open in a spreadsheet whatever its separator. Made
 * in the page, so it sends nothing and works the same in the demo and offline.
 */
export function exportHistory(className: string, entries: readonly PickEntry[]): void {
  downloadText(historyFileName(className), historyCsv(entries));
}
