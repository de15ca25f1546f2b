/**
 * The selection history that answers "who haven't I asked?": picks of a period in
 * the teacher's local calendar, pick counts per student, the last pick to undo, and the CSV
 * export. Pure: the caller passes the time and the roll.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { classSlug } from "../csv/export";
import { csvText } from "../csv/format";

/** The history filter: "today" and "week" follow the browser's local calendar. */
export const HISTORY_PERIODS = ["today", "week", "all"] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/** The periods' names, translated where they are shown. */
export const HISTORY_PERIOD_LABELS: Record<HistoryPeriod, MessageDescriptor> = {
  today: msg`Today`,
  week: msg`This week`,
  all: msg({ message: "All", context: "picks of every period" }),
};

/** What these rules need of a history entry (the API's `HistoryDto` has it). */
export type PickEntry = {
  id: string;
  student_id: string;
  student_name: string;
  created_at: string;
};

/** Local midnight starting the day of `at`, plus `days`. */
function localMidnight(at: Date, days = 0): number {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate() + days).getTime();
}

/**
 * The instants [from, to) of a period around `now`: today is the local date of `now`; this week
 * runs from Monday 00:00 local to the next Monday 00:00 (a day may be 23 or 25 hours long when
 * the clocks change, so days are counted on the calendar, never as 24 hours).
 */
export function periodBounds(
  period: HistoryPeriod,
  now: Date,
): { from: number; to: number } | null {
  if (period === "all") return null;
  if (period === "today") return { from: localMidnight(now), to: localMidnight(now, 1) };
  const sinceMonday = (now.getDay() + 6) % 7;
  return { from: localMidnight(now, -sinceMonday), to: localMidnight(now, 7 - sinceMonday) };
}

/** The entries of `period` around `now`, in their given order ("all": every entry). */
export function entriesIn<T extends Pick<PickEntry, "created_at">>(
  entries: readonly T[],
  period: HistoryPeriod,
  now: Date,
): T[] {
  const bounds = periodBounds(period, now);
  if (!bounds) return [...entries];
  return entries.filter((entry) => {
    const at = new Date(entry.created_at).getTime();
    return at >= bounds.from && at < bounds.to;
  });
}

/** One row of "Picks per student". */
export type TallyRow = {
  student_id: string;
  name: string;
  count: number;
  /** Marked absent on today's roll. */
  absent: boolean;
  /** Picked while in this class, no longer on its roster (moved to another class). */
  former: boolean;
};

const byCountThenName = (a: TallyRow, b: TallyRow) =>
  a.count - b.count || a.name.localeCompare(b.name) || a.student_id.localeCompare(b.student_id);

/**
 * Picks per student: one row for every roster student (0 when never picked), never-picked first,
 * then by count ascending, then by name. Entries of students who are no longer on the roster (a
 * student moved to another class keeps their picks here) follow as `former` rows, named as the
 * history names them and ordered the same way, so the counts of all rows add up to the entries.
 */
export function pickTally(
  entries: readonly Pick<PickEntry, "student_id" | "student_name">[],
  roster: readonly { id: string; name: string }[],
  absentIds: ReadonlySet<string>,
): TallyRow[] {
  const rows = new Map<string, TallyRow>();
  for (const student of roster) {
    if (rows.has(student.id)) continue;
    rows.set(student.id, {
      student_id: student.id,
      name: student.name,
      count: 0,
      absent: absentIds.has(student.id),
      former: false,
    });
  }
  const current = [...rows.values()];
  const former = new Map<string, TallyRow>();
  for (const entry of entries) {
    const row = rows.get(entry.student_id) ?? former.get(entry.student_id);
    if (row) row.count += 1;
    else {
      former.set(entry.student_id, {
        student_id: entry.student_id,
        name: entry.student_name,
        count: 1,
        absent: false,
        former: true,
      });
    }
  }
  return [...current.sort(byCountThenName), ...[...former.values()].sort(byCountThenName)];
}

/**
 * The entries an "Undo last pick" removes: the draw made on this page when all its entries are
 * still in the history, otherwise the newest entry alone (none when the history is empty).
 */
export function lastPickIds(
  entries: readonly Pick<PickEntry, "id">[],
  lastDraw: readonly string[] | null,
): string[] {
  if (lastDraw && lastDraw.length > 0) {
    const stored = new Set(entries.map((entry) => entry.id));
    if (lastDraw.every((id) => stored.has(id))) return [...lastDraw];
  }
  const newest = entries[0];
  return newest ? [newest.id] : [];
}

/** A time as the local "YYYY-MM-DD HH:MM" (what a spreadsheet reads as a date and time). */
export function localDateTime(at: Date | string): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export const HISTORY_CSV_COLUMNS = ["date_time", "student"] as const;

/**
 * The history as CSV: `date_time,student` (or the header given, in the teacher's language), one
 * row per entry in the given order (newest first), the local date and time, every text field
 * quoted and spreadsheet formulas neutralised wherever a cell could start with `,`, `;` or TAB
 * separators (csv/format.ts). A UTF-8 byte-order mark first by default, as in the class export,
 * so spreadsheets read accented names correctly. Names stay as written.
 */
export function historyCsv(
  entries: readonly Pick<PickEntry, "student_name" | "created_at">[],
  options: { bom?: boolean; header?: readonly [string, string] } = {},
): string {
  const rows = entries.map((entry) => [localDateTime(entry.created_at), entry.student_name]);
  const body = csvText([options.header ?? HISTORY_CSV_COLUMNS]) + csvText(rows, true);
  return (options.bom ?? true) ? `\uFEFF${body}` : body;
}

/** A safe download name for a class's history, e.g. "period-3-selection-history.csv". */
export function historyFileName(className: string): string {
  return `${classSlug(className)}-selection-history.csv`;
}
