import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { attributeNameText } from "#src/client/i18n/attribute-words";
import type { PasteColumn, PasteImportResult, RepeatedName } from "#src/domain/csv/paste-import";
import type { AttributeSet } from "#src/domain/students/attributes";
import { attributeNamesText } from "./roster-texts";

/** "Rows 3, 7 and 12 are blank: skipped." (the first ten rows, then "and N more"). */
export function blankRowsText(rows: readonly number[]): string | null {
  if (rows.length === 0) return null;
  if (rows.length === 1) {
    const row = rows[0] ?? 0;
    return t`Row ${row} is blank: skipped.`;
  }
  const shown = rows.slice(0, 10);
  const more = rows.length - shown.length;
  if (more > 0) {
    const list = attributeNamesText(shown.map(String));
    return t`Rows ${list} and ${more} more are blank: skipped.`;
  }
  const list = attributeNamesText(shown.slice(0, -1).map(String));
  const last = shown[shown.length - 1] ?? 0;
  return t`Rows ${list} and ${last} are blank: skipped.`;
}

/** "Row 5: Ava Smith is also on row 2." / "Row 4: Ben Ode is already in this class." */
export function repeatMessage(repeat: RepeatedName): MessageDescriptor {
  const { row, name, firstRow } = repeat;
  return firstRow === null
    ? msg`Row ${row}: ${name} is already in this class.`
    : msg`Row ${row}: ${name} is also on row ${firstRow}.`;
}

/** How the paste was read: "Read as spreadsheet rows under a header: Name, Color, ignored." */
export function readAsText(result: PasteImportResult, attributes: AttributeSet): string | null {
  if (!result.ok) return null;
  const label = (column: PasteColumn) =>
    column === null
      ? t`ignored`
      : column === "name"
        ? t`Name`
        : column === "first name"
          ? t`First name`
          : column === "last name"
            ? t`Last name`
            : attributeNameText(column, attributes[column].displayName);
  if (result.columns.length === 1 && result.columns[0] === "name") {
    return result.header
      ? t`Read as one name per line, under a header.`
      : t`Read as one name per line.`;
  }
  const list = attributeNamesText(result.columns.map(label));
  return result.header
    ? t`Read as spreadsheet rows under a header: ${list}.`
    : t`Read as spreadsheet rows without a header: ${list}.`;
}
