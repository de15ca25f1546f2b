import { i18n } from "@lingui/core";
import { directionOf, loadMessages } from "./locales";

export {
  deviceLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_KEY,
  rememberLanguage,
  startingLanguage,
} from "./device-language";

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
