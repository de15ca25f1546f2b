/** The words of the OneRoster dialog's pick step: what the export holds, what the list shows. */
import { plural, t } from "@lingui/core/macro";
import { isolate, numberText } from "#src/client/i18n/format";
import type { OneRoster } from "#src/domain/roster/oneroster";
import { MAX_ROSTER_STUDENTS } from "#src/domain/schemas/rosters";

export function studentCount(count: number): string {
  const number = numberText(count);
  return count === 0
    ? t`No students`
    : plural(count, { one: `${number} student`, other: `${number} students` });
}

/** "Found 3 classes and 90 students in export.zip (OneRoster 1.2)." */
export function foundText(roster: OneRoster, fileLabel: string): string {
  const classCount = roster.classes.length;
  const classes = numberText(classCount);
  const count = new Set(roster.classes.flatMap((c) => c.students.map((s) => s.sourcedId))).size;
  const students = numberText(count);
  const file = isolate(fileLabel);
  const version = roster.version;
  return version
    ? t`Found ${plural(classCount, { one: `${classes} class`, other: `${classes} classes` })} and ${plural(count, { one: `${students} student`, other: `${students} students` })} in ${file} (OneRoster ${version}).`
    : t`Found ${plural(classCount, { one: `${classes} class`, other: `${classes} classes` })} and ${plural(count, { one: `${students} student`, other: `${students} students` })} in ${file}.`;
}

/** "Showing 50 of 1,200 classes: ...", "No class of this export matches.", "2 classes match." */
export function shownText(shown: number, more: number): string {
  const number = numberText(shown);
  if (more > 0) {
    const total = shown + more;
    const all = numberText(total);
    return t`Showing ${number} of ${plural(total, { one: `${all} class`, other: `${all} classes` })}: type part of a title or class code to find yours.`;
  }
  if (shown === 0) return t`No class of this export matches.`;
  return plural(shown, { one: `${number} class matches.`, other: `${number} classes match.` });
}

/** A class of the teacher's that another roster class fills, in the class menu. */
export function linkedElsewhere(className: string): string {
  const name = isolate(className);
  return t`${name} (linked to another roster)`;
}

/** Under a class with more students than a class may hold (docs/product.md#limits). */
export function tooBigText(): string {
  const limit = MAX_ROSTER_STUDENTS;
  const maxStudents = numberText(limit);
  return t`More than ${plural(limit, { one: `${maxStudents} student`, other: `${maxStudents} students` })}, more than a class can hold: it can't be imported.`;
}
