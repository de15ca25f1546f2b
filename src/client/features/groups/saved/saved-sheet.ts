import { plural } from "@lingui/core/macro";
import { dateText } from "#src/client/lib/dates";
import type { SavedGroupingDto, SavedGroupingInput } from "#src/domain/schemas/groupings";
import type { AttributeSet } from "#src/domain/students/attributes";
import { measuredAttributes } from "../model/group-form-state";
import { scoreGroups } from "../model/group-score";
import type { GroupSheet, SheetStudent } from "../model/group-sheet";
import { regroupedSheet } from "../results/group-adjust";

/**
 * Saved groupings and the group sheet: a saved grouping opened as the current
 * sheet, the sheet's groups as what Save sends, and the list's date and counts (the default
 * name is default-name.ts).
 */

/** A saved grouping's date in the list: the local day in the browser's locale ("25/11/2026" in en-GB). */
export function savedDateText(at: Date | string): string {
  return dateText(at);
}

/**
 * What Save sends: the sheet's groups as student ids (empty groups left out), method, balance;
 * without the students in `leftOut` (those no longer in the class, decision 0028).
 */
export function sheetToInput(
  sheet: GroupSheet,
  name: string,
  leftOut: ReadonlySet<string> = new Set(),
): SavedGroupingInput {
  return {
    name,
    method: sheet.method,
    balance_on: [...sheet.balanceOn],
    groups: sheet.groups
      .map((g) => g.filter((s) => !leftOut.has(s.id)).map((s) => s.id))
      .filter((g) => g.length > 0),
  };
}

/**
 * The sheet's students no longer in the class (decision 0028): not on the roster (when it is
 * known), or named by the server's 409 on a save. A saved grouping opened from an earlier
 * lesson can hold them; Save leaves them out.
 */
export function leftTheClass(
  sheet: GroupSheet,
  roster: readonly { id: string }[] | undefined,
  told: readonly string[] = [],
): SheetStudent[] {
  const here = roster ? new Set(roster.map((s) => s.id)) : null;
  const gone = new Set(told);
  return sheet.groups.flat().filter((s) => gone.has(s.id) || (here !== null && !here.has(s.id)));
}

/**
 * The sheet once saved as `saved`, showing what was saved: members Save left out (no longer in
 * the class) leave the sheet, and so do the groups Save left out (emptied by hand moves), so
 * the saved grouping shows, presents and prints without an empty card.
 */
export function asSavedSheet(
  sheet: GroupSheet,
  saved: SavedGroupingDto,
  attributes: AttributeSet,
): GroupSheet {
  const kept = new Set(saved.groups.flat().map((m) => m.student_id));
  const same = sheet.groups.every((g) => g.length > 0 && g.every((s) => kept.has(s.id)));
  const groups = sheet.groups
    .map((g) => g.filter((s) => kept.has(s.id)))
    .filter((g) => g.length > 0);
  const next = same ? sheet : regroupedSheet(sheet, groups, attributes);
  return { ...next, saved: { id: saved.id, name: saved.name } };
}

/** The groups as ids, for comparing a sheet with what was saved. */
const idsOf = (groups: readonly (readonly { id: string }[])[]) =>
  JSON.stringify(groups.filter((g) => g.length > 0).map((g) => g.map((s) => s.id)));

/**
 * The saved grouping this sheet shows, unchanged (same groups, same order), or null: Save is
 * then not needed. A sheet moved by hand after opening no longer matches.
 */
export function unchangedSaved(
  sheet: GroupSheet,
  savedList: readonly SavedGroupingDto[] | undefined,
): SavedGroupingDto | null {
  if (!sheet.saved) return null;
  const saved = savedList?.find((g) => g.id === sheet.saved?.id);
  if (!saved) return null;
  const savedIds = idsOf(saved.groups.map((g) => g.map((m) => ({ id: m.student_id }))));
  return savedIds === idsOf(sheet.groups) ? saved : null;
}

/** A saved member as a sheet student: the name and attributes as they were saved. */
function memberToStudent(member: SavedGroupingDto["groups"][number][number]): SheetStudent {
  return {
    id: member.student_id,
    name: member.name,
    number: member.number,
    color: member.color,
    element: member.element,
    shape: member.shape,
  };
}

/**
 * A saved grouping as the current group sheet (Open, Print, Present): its members as saved (a
 * student deleted since keeps their saved name), its method, date and name, scored again with
 * the teacher's attributes of now. Nothing is pinned.
 */
export function savedToSheet(
  saved: SavedGroupingDto,
  className: string,
  attributes: AttributeSet,
): GroupSheet {
  const groups = saved.groups.filter((g) => g.length > 0).map((g) => g.map(memberToStudent));
  const measured = measuredAttributes(saved.method, saved.balance_on);
  return {
    classId: saved.class_id,
    className,
    createdAt: saved.created_at,
    method: saved.method,
    balanceOn: [...saved.balance_on],
    groups,
    attributes,
    score: scoreGroups(groups, attributes, measured, saved.method),
    pinned: [],
    saved: { id: saved.id, name: saved.name },
  };
}

/** "4 groups, 22 students". */
export function groupingCounts(groups: readonly (readonly unknown[])[]): string {
  const students = groups.reduce((sum, g) => sum + g.length, 0);
  return countsText(groups.length, students);
}

/** The same for a grouping of the list, whose members are not loaded (decision 0031). */
export const summaryCounts = (g: { group_count: number; member_count: number }): string =>
  countsText(g.group_count, g.member_count);

function countsText(groups: number, students: number): string {
  const people = plural(students, { one: "# student", other: "# students" });
  return plural(groups, { one: `# group, ${people}`, other: `# groups, ${people}` });
}

/**
 * The sheet with its saved grouping as the list has it now: renamed (here or on another device)
 * it shows the new name; deleted, the groups are no longer a saved grouping. Unchanged while the
 * list is unknown.
 */
export function withSavedName(
  sheet: GroupSheet | null,
  list: readonly { id: string; name: string }[] | undefined,
): GroupSheet | null {
  const saved = sheet?.saved;
  if (!sheet || !saved || !list) return sheet;
  const stored = list.find((g) => g.id === saved.id);
  if (!stored) {
    const { saved: _gone, ...unsaved } = sheet;
    return unsaved;
  }
  return stored.name === saved.name ? sheet : { ...sheet, saved: { ...saved, name: stored.name } };
}
