import { SECURE_COOKIE_PREFIX, SESSION_COOKIE } from "./auth/cookie-names";

/** The prerendered landing page in the built client (written by the Vite build). */
export const LANDING_FILE = "landing.html";

/**
 * The landing page with a notice (the prerender writes one per notice, docs/decisions/0035):
 * where Sign Out (`/?signed-out`) and an account deletion (`/?deleted`) land, so that the page
 * says what happened, with no script. By the query's first notice name, else the plain page.
 */
export function landingFileFor(url: string): string {
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
  const params = new URLSearchParams(query);
  const notice = LANDING_NOTICES.find((name) => params.has(name));
  return notice ? `landing-${notice}.html` : LANDING_FILE;
}

/** The notices of the landing page (the client's landing-notice.tsx says their words). */
const LANDING_NOTICES = ["signed-out", "deleted"] as const;

/** The prerendered pages of the notices. */
export const LANDING_NOTICE_FILES = LANDING_NOTICES.map((notice) => `landing-${notice}.html`);

/** The addresses that show the landing page to a signed-out visitor (docs/product.md#routes). */
export const LANDING_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);

// Better Auth's session cookie with our prefix (auth/cookie-names.ts), `__Host-` over https.
const SESSION_COOKIE_SET = new RegExp(
  `(?:^|;)\\s*(?:__Secure-|${SECURE_COOKIE_PREFIX})?${SESSION_COOKIE.replaceAll(".", "\\.")}=[^;\\s]`,
);

/**
 * Whether the request carries a session cookie at all. Not whether the session is valid: a
 * stale cookie gets the single-page app, which checks and shows its own landing page.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_SET.test(cookieHeader);
}
