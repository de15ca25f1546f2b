import { i18n } from "@lingui/core";
import { isolate } from "#src/client/i18n/format";
import { directionOf } from "#src/client/i18n/locales";

// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their forms).
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A name inside a plain-text sentence (a toast, a confirmation, an `aria-label`): set apart with
 * `isolate` wherever directions mix, a right-to-left page or a right-to-left name; a Latin name in
 * a left-to-right sentence is left as it is, its accessible name unchanged ("Delete Ada King?").
 */
export function nameInText(name: string): string {
  const mixed = directionOf(i18n.locale || "en") === "rtl" || RIGHT_TO_LEFT_LETTER.test(name);
  return mixed ? isolate(name) : name;
}
