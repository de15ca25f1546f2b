import { MAX_SUBSTITUTE_DAYS } from "#src/domain/schemas/substitutes";

/**
 * The days of a substitute link, as the browser's calendar has them ("YYYY-MM-DD", local):
 * pure date arithmetic on calendar dates, never on clock times, so a change of summer time
 * never moves a day.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOf(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, date);
  const back = new Date(at);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === date
    ? at
    : null;
}

/** `day` moved by `count` days. */
export function addDays(day: string, count: number): string {
  const at = utcOf(day);
  if (at === null) return day;
  return new Date(at + count * 86_400_000).toISOString().slice(0, 10);
}

/** How many days from `first` to `last`, both included (0 when either is not a date). */
export function daysCovered(first: string, last: string): number {
  const from = utcOf(first);
  const to = utcOf(last);
  if (from === null || to === null) return 0;
  return Math.round((to - from) / 86_400_000) + 1;
}

export type RangeProblem = "missing" | "past" | "backwards" | "too-long";

/** What is wrong with a link's days, or null when the range can be asked for. */
export function rangeProblem(first: string, last: string, today: string): RangeProblem | null {
  if (utcOf(first) === null || utcOf(last) === null) return "missing";
  if (first < today) return "past";
  if (last < first) return "backwards";
  if (daysCovered(first, last) > MAX_SUBSTITUTE_DAYS) return "too-long";
  return null;
}

/** A day as a local Date (noon, so no time zone moves it to another date). */
export function dayAsDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
}
