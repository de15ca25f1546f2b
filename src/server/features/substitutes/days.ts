import { daysFromToday, isSchoolDay } from "#src/domain/attendance/school-day";
import type { SubstituteLinkState } from "#src/domain/schemas/substitutes";

/**
 * A link's days against the clock (docs/decisions/0059-substitute-links.md). The server has no
 * time zone of the class, so it follows attendance's rule (`isWritableDay`): a date is "today"
 * wherever on Earth it is, within one day of the UTC date. A link opens once its first day has
 * begun somewhere (first day at most one day after the UTC date) and ends once its last day is
 * over everywhere (last day more than one day before the UTC date).
 */
export function hasStarted(startsOn: string, now = new Date()): boolean {
  return daysFromToday(startsOn, now) <= 1;
}

export function hasEnded(endsOn: string, now = new Date()): boolean {
  return daysFromToday(endsOn, now) < -1;
}

/** The last day a link still open (not ended) may have: links ending before it are over. */
export function earliestOpenEnd(now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  return at.toISOString().slice(0, 10);
}

/** Days from `startsOn` to `endsOn`, both included (0 or less: ends before it starts). */
export function rangeDays(startsOn: string, endsOn: string): number {
  return daysFromToday(endsOn, new Date(`${startsOn}T00:00:00Z`)) + 1;
}

export function linkState(
  link: { starts_on: string; ends_on: string; revoked_at: string | null },
  now = new Date(),
): SubstituteLinkState {
  if (link.revoked_at !== null) return "revoked";
  if (hasEnded(link.ends_on, now)) return "expired";
  if (!hasStarted(link.starts_on, now)) return "upcoming";
  return "active";
}

export { isSchoolDay };
