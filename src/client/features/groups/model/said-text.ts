import { i18n } from "@lingui/core";
import { isolate } from "#src/client/i18n/format";
import { type Said, sayAll } from "#src/domain/grouping/said";

/** A text placed in the sentence as written: names set apart where directions mix. */
const asWritten = (value: unknown) => (typeof value === "string" ? isolate(value) : value);

/**
 * A grouping domain message (rules that can't hold, "Why these groups?") in the page's language,
 * its teacher-typed words (names, attribute options) kept as written and set apart.
 */
export function saidText(message: Said): string {
  return sayAll((m) => {
    const values = m.values
      ? Object.fromEntries(Object.entries(m.values).map(([k, v]) => [k, asWritten(v)]))
      : undefined;
    return i18n._(values ? { ...m, values } : m);
  }, message);
}
