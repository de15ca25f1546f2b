import { i18n } from "@lingui/core";
import { isolate } from "./format";
import { directionOf } from "./locales";

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/**
 * A name in plain text (an option's text, an `aria-label`), set apart where directions mix: in
 * a right-to-left language, or a name with right-to-left letters. Otherwise (a left-to-right
 * name in a left-to-right sentence) isolating changes nothing that shows or is heard, and the
 * name stays exactly as typed, so a label can still be found by its words.
 */
export function isolateMixed(name: string): string {
  const mixed = directionOf(i18n.locale || "en") === "rtl" || RTL_LETTER.test(name);
  return mixed ? isolate(name) : name;
}
