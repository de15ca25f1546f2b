/**
 * The names of ClassCharm's Better Auth cookies, in one place: the server's settings
 * (account-security.ts), the landing page's check for a session cookie (landing.ts) and the
 * tests all read them from here. Better Auth names its cookies `<prefix>.<name>`; over https
 * ours carry `__Host-` in front (account-security.ts).
 */
export const COOKIE_PREFIX = "classcharm";

/** Better Auth's own name of the session cookie, before the prefix. */
export const SESSION_TOKEN = "session_token";

/** The session cookie over http: `classcharm.session_token`. */
export const SESSION_COOKIE = `${COOKIE_PREFIX}.${SESSION_TOKEN}`;

/** What every cookie's name starts with over https (Secure, Path=/, no Domain). */
export const SECURE_COOKIE_PREFIX = "__Host-";

/** A cookie's name as Better Auth sets it, `__Host-` over https. */
export const cookieName = (name: string, secure: boolean): string =>
  `${secure ? SECURE_COOKIE_PREFIX : ""}${COOKIE_PREFIX}.${name}`;
