import { t } from "@lingui/core/macro";
import { downloadText } from "#src/client/lib/download";
import { classSlug } from "#src/domain/csv/export";
import { csvText } from "#src/domain/csv/format";
import type { SavedGroupingDto } from "#src/domain/schemas/groupings";
import { ATTRIBUTE_NAMES, type AttributeSet } from "#src/domain/students/attributes";
import { groupLabel } from "../model/group-spread";

/**
 * A saved grouping as CSV (the saved grouping's Export): Group, Student and the four attributes under
 * the teacher's display names, one row per member in group order. Written by the app's own CSV
 * writer, as the class and history exports are: every text field quoted, spreadsheet formulas
 * neutralised for `,`, `;` and TAB separators alike, CRLF lines and a UTF-8 byte-order mark so
 * spreadsheets read accented names. Made in the page: it sends nothing (demo, offline).
 */
export function groupingCsv(
  saved: Pick<SavedGroupingDto, "groups">,
  attributes: AttributeSet,
  options: { bom?: boolean } = {},
): string {
  const header = [t`Group`, t`Student`, ...ATTRIBUTE_NAMES.map((n) => attributes[n].displayName)];
  const rows = saved.groups.flatMap((group, g) =>
    group.map((m) => [groupLabel(g), m.name, m.number, m.color, m.element, m.shape]),
  );
  const body = csvText([header]) + csvText(rows, true);
  return (options.bom ?? true) ? `\uFEFF${body}` : body;
}

/** "groups-wednesday-25-november.csv" from the grouping's name ("groups.csv" if none is left). */
export function groupingFileName(name: string): string {
  const hasLetters = /[a-z0-9]/i.test(name.normalize("NFKD"));
  return `${hasLetters ? classSlug(name) : "groups"}.csv`;
}

/** Saves the grouping as "<name>.csv". */
export function exportGrouping(saved: SavedGroupingDto, attributes: AttributeSet): void {
  downloadText(groupingFileName(saved.name), groupingCsv(saved, attributes));
}
