import { isLocale, matchLocale } from "./locales";

// The device's language, without the message library: the page's first script reads it to
// fetch the language's messages while the app's code downloads (boot.ts).

/** Where the device keeps the teacher's choice of language (it outlives a sign-out). */
export const LANGUAGE_KEY = "classcharm.language";

/**
 * The cookie the server reads for the landing page's language (src/server/landing.ts): a
 * language chosen on the landing page sets it too, so it is the newest choice.
 */
export const LANGUAGE_COOKIE = "classcharm-language";

function cookieLanguage(): string | null {
  try {
    const pair = document.cookie
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
    const code = pair?.slice(LANGUAGE_COOKIE.length + 1) ?? null;
    return isLocale(code) ? code : null;
  } catch {
    return null;
  }
}

/** The language this device last chose (in the app or on the landing page), if the app speaks it. */
export function deviceLanguage(): string | null {
  const chosen = cookieLanguage();
  if (chosen) return chosen;
  try {
    const saved = window.localStorage.getItem(LANGUAGE_KEY);
    return isLocale(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Remembers a choice on this device, for the app and for the landing page the server sends. */
export function rememberLanguage(locale: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage refused (a private window's quota): the choice holds until the page closes.
  }
  try {
    const secure = window.location.protocol === "https:" ? "; secure" : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports (Firefox 115)
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
  } catch {
    // No cookies: the landing page follows the browser's language.
  }
}

/** The language to start in: this device's choice, else the browser's languages. */
export function startingLanguage(): string {
  const chosen = deviceLanguage();
  // A choice kept only in storage (its cookie cleared or expired) goes back into the cookie, so
  // the server's next page is in it from the first paint.
  if (chosen && cookieLanguage() !== chosen) rememberLanguage(chosen);
  return chosen ?? matchLocale(navigator.languages ?? [navigator.language]);
}
