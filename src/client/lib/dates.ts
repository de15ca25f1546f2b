/**
 * Dates and times as the teacher's browser writes them (docs/product.md#screens): 27/11/2026 in
 * en-GB, 27.11.2026 in de-DE, 11/27/2026 in en-US. Every date the screens show goes through here;
 * exports keep ISO 8601. The formatters are made once per locale and time zone.
 */

/** The browser's locale and time zone unless a test names them. */
export type DateZone = { locale?: string; timeZone?: string };

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "numeric", day: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "date-time", zone: DateZone): Intl.DateTimeFormat {
  const key = `${kind}|${zone.locale ?? ""}|${zone.timeZone ?? ""}`;
  let made = formatters.get(key);
  if (!made) {
    const options = kind === "date" ? DATE : DATE_TIME;
    made = new Intl.DateTimeFormat(zone.locale, { ...options, timeZone: zone.timeZone });
    formatters.set(key, made);
  }
  return made;
}

function format(kind: "date" | "date-time", at: Date | string | number, zone: DateZone): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return typeof at === "string" ? at : "";
  return formatter(kind, zone).format(date);
}

/** A day in the browser's locale: "27/11/2026" (en-GB); a text that is not a date comes back as it is. */
export function dateText(at: Date | string | number, zone: DateZone = {}): string {
  return format("date", at, zone);
}

/** A day and time in the browser's locale: "27/11/2026, 14:05" (en-GB). */
export function dateTimeText(at: Date | string | number, zone: DateZone = {}): string {
  return format("date-time", at, zone);
}
