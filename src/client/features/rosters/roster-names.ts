import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { isolate } from "#src/client/i18n/format";
import { directionOf } from "#src/client/i18n/locales";

// Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and their
// presentation forms).
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * A student's name, a class's title or a file's name inside a sentence that is plain text (a
 * line of the review, a toast, a confirmation): set apart (`isolate`) where its direction could
 * differ from the sentence's, on a right-to-left page or for a right-to-left name, so a Latin
 * name in an Arabic sentence (or the reverse) keeps its own order. A left-to-right name on a
 * left-to-right page reads the same either way and stays as written.
 */
export function nameText(name: string): string {
  return directionOf(i18n.locale || "en") === "rtl" || RIGHT_TO_LEFT_LETTER.test(name)
    ? isolate(name)
    : name;
}

/** The separator between the items of a list of names: ", " in English, "، " in Arabic. */
export function listSeparator(): string {
  return t({ message: ", ", context: "between the items of a list" });
}
