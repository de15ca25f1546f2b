/**
 * A school day: the teacher's local calendar date, "YYYY-MM-DD". Attendance is kept
 * per class and day; the browser sends its own date, so a lesson at 8 am in Auckland and one at
 * 3 pm in Honolulu each land on the day their teacher sees.
 */
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The local date of `at` (default now) as "YYYY-MM-DD". */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** Whether `day` is a real calendar date written "YYYY-MM-DD" (year 2000-2999). */
export function isSchoolDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2999) return false;
  const utc = new Date(Date.UTC(year, month - 1, date));
  return (
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date
  );
}

/** Whole days from the UTC date of `now` to `day` (negative in the past). */
export function daysFromToday(day: string, now: Date = new Date()): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((Date.UTC(year, month - 1, date) - today) / DAY_MS);
}

/**
 * Every local date on Earth is within one day of the UTC date (UTC-12 to UTC+14): attendance can
 * be written for those days only, so a wrong clock or a forged date can't fill other days.
 */
export function isWritableDay(day: string, now: Date = new Date()): boolean {
  return isSchoolDay(day) && Math.abs(daysFromToday(day, now)) <= 1;
}
