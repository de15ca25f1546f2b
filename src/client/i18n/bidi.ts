import { i18n } from "@lingui/core";
import { isolate } from "./format";
import { directionOf } from "./locales";

/** Letters of the scripts written right to left. */
const RIGHT_TO_LEFT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction a text reads in by its first letter (Unicode's first strong character): "rtl"
 * for "علي Smith", "ltr" for "Ann علي"; null when it has no letters ("123").
 */
export function firstStrongDirection(text: string): "ltr" | "rtl" | null {
  for (const char of text) {
    if (RIGHT_TO_LEFT.test(char)) return "rtl";
    if (LETTER.test(char)) return "ltr";
  }
  return null;
}

/**
 * A name inside a sentence that is not markup (an `aria-label`, a toast, an announcement): set
 * apart with `isolate` wherever it could disturb the sentence, that is in a right-to-left
 * language, or when it holds right-to-left letters. A Latin name in an English sentence is left
 * as it is, so "Remove Ann" is still exactly those characters.
 */
export function nameInText(name: string): string {
  const rtlPage = directionOf(i18n.locale || "en") === "rtl";
  return rtlPage || RIGHT_TO_LEFT.test(name) ? isolate(name) : name;
}
