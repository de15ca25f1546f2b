/**
 * Save's default name for a grouping (docs/product.md#groups). Free of the message catalogue, so
 * the end-to-end tests can work out the name the page gives.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "Wednesday 25 November": the local day in English, whatever the browser's language. */
export function dayText(at: Date): string {
  return `${WEEKDAYS[at.getDay()]} ${at.getDate()} ${MONTHS[at.getMonth()]}`;
}

/**
 * Save's default name: "Groups, Wednesday 25 November"; when a saved grouping of the class
 * already has that name, "Groups, Wednesday 25 November (2)" and so on, so each stays apart.
 */
export function defaultGroupingName(now: Date, taken: readonly string[] = []): string {
  const base = `Groups, ${dayText(now)}`;
  const used = new Set(taken.map((name) => name.trim().toLowerCase()));
  if (!used.has(base.toLowerCase())) return base;
  let n = 2;
  while (used.has(`${base} (${n})`.toLowerCase())) n++;
  return `${base} (${n})`;
}
