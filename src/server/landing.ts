/** The prerendered landing page in the built client (written by the Vite build). */
export const LANDING_FILE = "landing.html";

/** The addresses that show the landing page to a signed-out visitor (docs/product.md#landing, docs/product.md#routes). */
export const LANDING_PATHS: ReadonlySet<string> = new Set(["/", "/home"]);

// Better Auth's session cookie with our prefix (auth.ts), `__Host-` over https.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?classcharm\.session_token=[^;\s]/;

/**
 * Whether the request carries a session cookie at all. Not whether the session is valid: a
 * stale cookie gets the single-page app, which checks and shows its own landing page.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}
