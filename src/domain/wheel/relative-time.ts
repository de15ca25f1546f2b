/**
 * Selection-history times (docs/product.md#limits): "Just now" under a minute, then minutes, hours (under 24)
 * and days, always rounded down, with the right singular or plural. Times in the future (clock
 * skew) also read "Just now".
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(amount: number, unit: string): string {
  return amount === 1 ? `1 ${unit} ago` : `${amount} ${unit}s ago`;
}

export function relativeTime(
  then: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const elapsed = new Date(now).getTime() - new Date(then).getTime();
  if (Number.isNaN(elapsed)) throw new RangeError("Invalid date");
  if (elapsed < MINUTE) return "Just now";
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), "hour");
  return ago(Math.floor(elapsed / DAY), "day");
}
