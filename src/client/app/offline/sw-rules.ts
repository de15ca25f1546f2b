/** What the offline shell's worker (sw.ts) decides, as plain functions (unit-tested). */

/** The app's page, stored for offline use (never the prerendered landing page: no script). */
export const PAGE = "/index.html";

/** Workbox's cache names start with this: `classcharm-precache-v2-<scope>`. */
export const CACHE_PREFIX = "classcharm";

/** The current precache; anything else (the hand-written worker's cache, other tools') goes. */
export function isShellCache(name: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-precache-`);
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
