import { plural, t } from "@lingui/core/macro";

/**
 * Selection-history times (docs/product.md#limits): "Just now" under a minute, then minutes, hours (under 24)
 * and days, always rounded down, in the language's plural forms. Times in the future (clock
 * skew) also read "Just now". Words in the active language: call it where the time is shown.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (Number.isNaN(elapsed)) throw new RangeError("Invalid date");
  if (elapsed < MINUTE) return t`Just now`;
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return plural(minutes, { one: "# minute ago", other: "# minutes ago" });
  }
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    return plural(hours, { one: "# hour ago", other: "# hours ago" });
  }
  const days = Math.floor(elapsed / DAY);
  return plural(days, { one: "# day ago", other: "# days ago" });
}
