import { APIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/connect";
import type { DB } from "../db/schema";
import { deleteTeacherEverywhere } from "../features/account/delete-teacher";
import { revokeGoogleGrant } from "../features/google-classroom";
import type { GoogleClient } from "../features/google-classroom/oauth";
import { COOKIE_PREFIX, cookieName, SESSION_TOKEN } from "./cookie-names";

/**
 * Better Auth's cookies (session, its caches, OAuth state, the two-factor plugin's sign-in
 * challenge and trusted device); all are `__Host-` over https.
 */
const AUTH_COOKIES = [
  SESSION_TOKEN,
  "session_data",
  "account_data",
  "dont_remember",
  "state",
  "oauth_state",
  "two_factor",
  "trust_device",
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
    AUTH_COOKIES.map((name) => [name, { name: cookieName(name, true) }]),
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
 *   session instead; POST /api/account/delete serves accounts without a password);
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
 * Better Auth's `user.deleteUser`: on, and every row of the teacher goes in one transaction
 * (features/account/delete-teacher.ts: every table with a user_id/userId column, the teacher's
 * verification tokens, then the user) before Better Auth's own deletes, which then find nothing
 * left. POST /api/account/delete uses the same function. The teacher's Google Classroom grant is
 * revoked at Google first, best effort (features/google-classroom/revoke-grant.ts).
 */
export function deleteUserOptions(
  db: Kysely<DB>,
  dialect: Dialect,
  google: { google: GoogleClient | null; secret: string } = { google: null, secret: "" },
) {
  return {
    enabled: true,
    beforeDelete: async (user: { id: string }) => {
      await revokeGoogleGrant(db, google.google, google.secret, user.id);
      await deleteTeacherEverywhere(db, dialect, user.id);
    },
  };
}

interface VerifyEmailContext {
  path?: string;
  query?: unknown;
  context: {
    secret: string;
    internalAdapter: { findUserByEmail(email: string): Promise<{ user: { id: string } } | null> };
  };
}

/**
 * A change-of-address link followed after another account took that address: Better Auth would
 * fail on the unique e-mail with a 500. Answer instead as for any link that can't be used: back
 * to the link's page with `error=EMAIL_TAKEN` (Settings says the address was not changed), or a
 * 400 when the link has no page of ours to go back to. Only a link we signed is looked at: a
 * forged one gets Better Auth's INVALID_TOKEN whoever holds its address.
 */
export async function verifyEmailGuard(ctx: VerifyEmailContext): Promise<void> {
  if (ctx.path !== "/verify-email" || !isObject(ctx.query)) return;
  const token = ctx.query.token;
  if (typeof token !== "string") return;
  const payload = await verifyJWT<Record<string, unknown>>(token, ctx.context.secret);
  const updateTo = payload?.updateTo;
  if (typeof updateTo !== "string" || !updateTo) return;
  const holder = await ctx.context.internalAdapter.findUserByEmail(updateTo.toLowerCase());
  if (!holder || holder.user.id === payload?.userId) return;
  const back = ctx.query.callbackURL;
  if (typeof back === "string" && back.startsWith("/") && !back.startsWith("//")) {
    const location = `${back}${back.includes("?") ? "&" : "?"}error=EMAIL_TAKEN`;
    throw new APIError("FOUND", undefined, new Headers({ location }));
  }
  throw new APIError("BAD_REQUEST", {
    message: "That e-mail address is already in use",
    code: "EMAIL_TAKEN",
  });
}
