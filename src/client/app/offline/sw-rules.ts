/** What the offline shell's worker (sw.ts) decides, as plain functions (unit-tested). */
import { matchLocale, SOURCE_LOCALE } from "#src/domain/languages";

/** The app's page, stored for offline use (never the prerendered landing page: no script). */
export const PAGE = "/index.html";

/** The app's page in another language, stored alike: `/ar/index.html` (language-pages.ts). */
const LANGUAGE_PAGE = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\/index\.html$/;

/** The language of one of the app's stored pages ("/ar/index.html" -> "ar"), or null. */
export function languageOfPage(path: string): string | null {
  if (path === PAGE) return SOURCE_LOCALE;
  return LANGUAGE_PAGE.exec(path)?.[1] ?? null;
}

/**
 * The stored page to open offline, of `pages` (the app's page in each language the precache
 * holds): in the language of the last page the server sent this device (`remembered`, its
 * Content-Language: the device's choice, as the server reads it), else the browser's, else
 * English's.
 */
export function offlinePage(
  pages: readonly string[],
  remembered: string | null,
  browser: readonly string[],
): string {
  const byLanguage = new Map(
    pages.flatMap((path) => {
      const language = languageOfPage(path);
      return language ? [[language, path] as const] : [];
    }),
  );
  const languages = [...byLanguage.keys()];
  const language =
    remembered && byLanguage.has(remembered) ? remembered : matchLocale(browser, languages);
  return byLanguage.get(language) ?? PAGE;
}

/** Where the worker keeps the language of the last page the server sent, under `LANGUAGE_KEY`. */
export const LANGUAGE_CACHE = "classcharm-language";
export const LANGUAGE_KEY = "/classcharm-device-language";

/** Workbox's cache names start with this: `classcharm-precache-v2-<scope>`. */
export const CACHE_PREFIX = "classcharm";

/**
 * The current precache and the device's language; anything else (the hand-written worker's
 * cache, other tools') goes.
 */
export function isShellCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-precache-`) || name === LANGUAGE_CACHE;
}

/**
 * Whether an answer may be stored under the URL it was asked for: a 2xx only, and an HTML page
 * only under a page's own name (`/index.html`), never under a script's, a stylesheet's or an
 * image's (a host that answers a missing file with the app's page would otherwise store that
 * page as the file, and the app would run it as a script).
 */
export function isStorable(url: string, status: number, contentType: string | null): boolean {
  if (status < 200 || status > 299) return false;
  const isHtml = /^\s*text\/html\b/i.test(contentType ?? "");
  const path = new URL(url).pathname;
  return !isHtml || path.endsWith(".html");
}
