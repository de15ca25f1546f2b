import { i18n } from "@lingui/core";
import { directionOf, isLocale, loadMessages, matchLocale } from "./locales";

/** Where the device keeps the teacher's choice of language (it outlives a sign-out). */
export const LANGUAGE_KEY = "classcharm.language";

/** The language this device last chose, if it is one the app speaks. */
export function deviceLanguage(): string | null {
  try {
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Remembers a choice on this device. */
export function rememberLanguage(locale: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (a private window's quota): the choice holds until the page closes.
  }
}

/** The language to start in: this device's choice, else the browser's languages. */
export function startingLanguage(): string {
  return deviceLanguage() ?? matchLocale(navigator.languages ?? [navigator.language]);
}

/**
 * Loads a language's messages and makes it the page's: Lingui's active catalogue, and the
 * document's `lang` and `dir`, so text, layout and the screen reader's voice follow it.
 */
export async function activateLanguage(locale: string): Promise<void> {
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}
