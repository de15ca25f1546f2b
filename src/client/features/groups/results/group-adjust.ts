import { plural, t } from "@lingui/core/macro";
import type { PastGrouping } from "#src/domain/grouping/partners";
import { repeatedPairs } from "#src/domain/grouping/rule-check";
import type { AttributeSet } from "#src/domain/students/attributes";
import { measuredAttributes } from "../model/group-form-state";
import { scoreGroups } from "../model/group-score";
import { type GroupSheet, type SheetStudent, sheetStudent } from "../model/group-sheet";
import { groupLabel } from "../model/group-spread";

/**
 * Adjusting a result by hand: moving a student to another group and pinning
 * students or whole groups. Pure functions on the sheet; the caller stores the new sheet.
 */

export const studentCount = (count: number) =>
  plural(count, { one: "# student", other: "# students" });

/** Where a student is: the group index and the position in it; null when not in the sheet. */
export function findStudent(
  groups: readonly (readonly SheetStudent[])[],
  id: string,
): { group: number; index: number; student: SheetStudent } | null {
  for (let g = 0; g < groups.length; g++) {
    const members = groups[g] as readonly SheetStudent[];
    const index = members.findIndex((s) => s.id === id);
    if (index >= 0) return { group: g, index, student: members[index] as SheetStudent };
  }
  return null;
}

/**
 * The groups with one student moved to the end of group `to`; null when nothing changes (the
 * student is not there, is already in that group, or `to` is not a group). A group a move
 * empties stays (as an empty card to move students back into); the groups keep their numbers.
 */
export function moveStudent(
  groups: readonly (readonly SheetStudent[])[],
  id: string,
  to: number,
): SheetStudent[][] | null {
  const from = findStudent(groups, id);
  if (!from || from.group === to || !Number.isInteger(to) || to < 0 || to >= groups.length) {
    return null;
  }
  return groups.map((members, g) => {
    if (g === from.group) return members.filter((s) => s.id !== id);
    if (g === to) return [...members, from.student];
    return [...members];
  });
}

export const isPinned = (sheet: Pick<GroupSheet, "pinned">, id: string) =>
  sheet.pinned?.includes(id) ?? false;

/** A group is pinned when it has members and every one of them is pinned. */
export function isGroupPinned(sheet: Pick<GroupSheet, "groups" | "pinned">, g: number): boolean {
  const members = sheet.groups[g] ?? [];
  const pinned = new Set(sheet.pinned ?? []);
  return members.length > 0 && members.every((s) => pinned.has(s.id));
}

/** Pins or unpins one student (pins follow the student, not the group). */
export function setStudentPinned<T extends Pick<GroupSheet, "pinned">>(
  sheet: T,
  id: string,
  pinned: boolean,
): T {
  const rest = (sheet.pinned ?? []).filter((p) => p !== id);
  return { ...sheet, pinned: pinned ? [...rest, id] : rest };
}

/** Pins every current member of group g, or unpins them all. */
export function setGroupPinned<T extends Pick<GroupSheet, "groups" | "pinned">>(
  sheet: T,
  g: number,
  pinned: boolean,
): T {
  const ids = new Set((sheet.groups[g] ?? []).map((s) => s.id));
  const rest = (sheet.pinned ?? []).filter((p) => !ids.has(p));
  return { ...sheet, pinned: pinned ? [...rest, ...ids] : rest };
}

/** "Group 3 (4 students)": a Move to... choice. */
export function groupChoice(sizes: readonly number[], g: number): string {
  const group = groupLabel(g);
  const size = studentCount(sizes[g] ?? 0);
  return t`${group} (${size})`;
}

/** "Ava moved to Group 3." */
export function movedText(name: string, to: number): string {
  const group = groupLabel(to);
  return t`${name} moved to ${group}.`;
}

/**
 * The sheet after a hand move: the new groups, scored again (sizes and so the bound change) and,
 * when New partners weighed past groupings, their repeated pairs counted again.
 */
export function regroupedSheet(
  sheet: GroupSheet,
  groups: SheetStudent[][],
  attributes: AttributeSet,
  pastGroupings: readonly PastGrouping[] = [],
): GroupSheet {
  const measured = measuredAttributes(sheet.method, sheet.balanceOn);
  const next = { ...sheet, groups, score: scoreGroups(groups, attributes, measured, sheet.method) };
  if (sheet.saved) next.saved = { ...sheet.saved, changed: true };
  if ((sheet.partnerRounds ?? 0) <= 0) return next;
  if (pastGroupings.length > 0) {
    next.repeatedPairs = repeatedPairs(
      groups.map((g) => g.map((s) => s.id)),
      pastGroupings,
    );
  } else if (sheet.repeatedPairs) {
    // The past groupings are not at hand: pairs the move split are no longer repeated.
    const groupOf = new Map(groups.flatMap((g, i) => g.map((s) => [s.id, i] as const)));
    next.repeatedPairs = sheet.repeatedPairs.filter(([a, b]) => groupOf.get(a) === groupOf.get(b));
  }
  return next;
}

/**
 * The last run with the students as the class has them now: without those deleted (or moved to
 * another class) since, with the names and attributes edited since (an option renamed in
 * Settings, a name corrected on Students), as Save, Print and Present then take them. A saved
 * grouping opened here keeps them as it was taught (decision 0019). Unchanged while the roster
 * is unknown.
 */
export function withRoster(
  sheet: GroupSheet | null,
  roster: readonly SheetStudent[] | undefined,
  attributes: AttributeSet,
): GroupSheet | null {
  if (!sheet || sheet.saved || !roster) return sheet;
  const now = new Map(roster.map((s) => [s.id, s]));
  const same = (s: SheetStudent) => {
    const current = now.get(s.id);
    return current !== undefined && FIELDS.every((field) => current[field] === s[field]);
  };
  if (sheet.groups.every((g) => g.every(same))) return sheet;
  const groups = sheet.groups.map((g) =>
    g.flatMap((s) => {
      const current = now.get(s.id);
      return current ? [sheetStudent(current)] : [];
    }),
  );
  return regroupedSheet(sheet, groups, attributes);
}

const FIELDS = ["name", "number", "color", "element", "shape"] as const;
