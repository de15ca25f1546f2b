import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import type { DB } from "../db/schema";

export const COOKIE_PREFIX = "classcharm";

/** Better Auth's cookies (session, its caches, OAuth state); all are `__Host-` over https. */
const AUTH_COOKIES = [
  "session_token",
  "session_data",
  "account_data",
  "dont_remember",
  "state",
  "oauth_state",
] as const;

/**
 * Cookie options for Better Auth's `advanced`. Over https every cookie is `__Host-`: Secure,
 * Path=/ and no Domain, so neither a sibling subdomain nor plain http can set or shadow it.
 * Better Auth's own `useSecureCookies` only knows `__Secure-` (it would prefix our names
 * twice), so it stays off and the names and the Secure flag are given here.
 */
export function authCookieOptions(secure: boolean) {
  const defaultCookieAttributes = {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/",
  };
  if (!secure)
    return { cookiePrefix: COOKIE_PREFIX, useSecureCookies: false, defaultCookieAttributes };
  const cookies = Object.fromEntries(
    AUTH_COOKIES.map((name) => [name, { name: `__Host-${COOKIE_PREFIX}.${name}` }]),
  );
  return { cookiePrefix: COOKIE_PREFIX, useSecureCookies: false, defaultCookieAttributes, cookies };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A Better Auth `before` hook for the account's own sensitive actions:
 * - changing the password always signs out every other device (`revokeOtherSessions`, whatever
 *   the client sent); the device that changed it gets a fresh session;
 * - deleting the account needs the current password (Better Auth alone would accept a recent
 *   session instead).
 * Called from the `before` hook in auth.ts; returns the context to change, or undefined.
 */
export function accountSecurityHook(ctx: {
  path?: string;
  body?: unknown;
}): { context: { body: Record<string, unknown> } } | undefined {
  if (ctx.path === "/change-password" && isObject(ctx.body)) {
    return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  }
  if (ctx.path === "/delete-user") {
    const password = isObject(ctx.body) ? ctx.body.password : undefined;
    if (typeof password !== "string" || password.length === 0) {
      throw new APIError("BAD_REQUEST", {
        message: "Enter your password to delete your account",
        code: "PASSWORD_REQUIRED",
      });
    }
  }
  return undefined;
}

/**
 * Better Auth's `user.deleteUser`: on, and every row of the teacher goes. Classes (with their
 * students and history), settings, preferences, sessions and accounts follow the user through
 * ON DELETE CASCADE; feedback is kept anonymous by its foreign key (SET NULL) but carries the
 * sender's e-mail, so it is deleted here first.
 */
export function deleteUserOptions(db: Kysely<DB>) {
  return {
    enabled: true,
    beforeDelete: async (user: { id: string }) => {
      await db.deleteFrom("feedback").where("user_id", "=", user.id).execute();
    },
  };
}
