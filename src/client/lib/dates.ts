import { formatLocale } from "#src/client/i18n/format";

/**
 * Dates and times as the teacher's language writes them, in the browser's own variant of it
 * (docs/product.md#languages): 27/11/2026 in en-GB, 11/27/2026 in en-US, 27/11/2026 in es,
 * ٢٧‏/١١‏/٢٠٢٦ in ar. Every date the screens show goes through here;
 * exports keep ISO 8601. The formatters are made once per locale and time zone.
 */

/** The teacher's locale (formatLocale) and the browser's time zone unless a test names them. */
export type DateZone = { locale?: string; timeZone?: string };

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "numeric", day: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: "date" | "date-time", zone: DateZone): Intl.DateTimeFormat {
  const locale = zone.locale ?? formatLocale();
  const key = `${kind}|${locale}|${zone.timeZone ?? ""}`;
  let made = formatters.get(key);
  if (!made) {
    const options = kind === "date" ? DATE : DATE_TIME;
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone.timeZone });
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
