import { msg } from "@lingui/core/macro";
import type { Kysely } from "kysely";
import { DELETE_ACCOUNT_PHRASE } from "#src/domain/account/rules";
import type { AppContext } from "#src/server/app-context";
import { HttpError, TooManyRequests } from "#src/server/errors";
import { TOO_MANY_PASSWORD_CHECKS } from "#src/server/security/rate-limit";
import { revokeGoogleGrant } from "../google-classroom";
import { deleteTeacherEverywhere } from "./delete-teacher";

type AuthAccounts = Kysely<
  Record<"account", { userId: string; providerId: string; password: string | null }>
>;

export interface DeleteRequest {
  teacherId: string;
  headers: Headers;
  password: string | undefined;
  confirmation: string | undefined;
}

/**
 * What deleting an account does once it is decided (by the teacher here, or by the retention
 * job for an idle account): the Google grant revoked, then every row of the teacher.
 */
export async function removeAccount(
  ctx: Pick<AppContext, "auth" | "config" | "database">,
  teacherId: string,
): Promise<Record<string, number>> {
  const { auth, database } = ctx;
  // Outside the transaction: Google's answer (or its time-out) must not hold the teacher's lock.
  await revokeGoogleGrant(database.db, ctx.config.google, String(auth.options.secret), teacherId);
  return deleteTeacherEverywhere(database.db, database.dialect, teacherId);
}

/**
 * Deletes the signed-in teacher's account (docs/decisions/0010-teacher-account.md):
 * - an account with a password: the current password is required (a wrong or missing one is a
 *   400 and changes nothing), whatever the age of the session; at most five checks per teacher
 *   in ten minutes, then 429 (so a device left signed in can't be used to guess it);
 * - an account without one (Google or the school's sign-in only): the typed phrase
 *   DELETE MY ACCOUNT is required, and only from a session signed in within Better Auth's
 *   `freshAge` (a day): an older session gets a 403 asking to sign in again, so a device left
 *   signed in for a week can't delete the account with a phrase anyone can read.
 * Then the teacher's Google Classroom grant is revoked at Google (best effort: a Google failure
 * does not stop the deletion), and every row of the teacher goes in one transaction (sessions
 * included, so every device is signed out; the Google tokens with them). Answers the Set-Cookie values that clear this device's auth cookies.
 */
export async function deleteAccount(
  ctx: Pick<AppContext, "auth" | "config" | "database" | "rateLimits">,
  request: DeleteRequest,
): Promise<{ expiredCookies: string[] }> {
  const { auth, database } = ctx;
  const authContext = await auth.$context;
  const credential = await (database.db as unknown as AuthAccounts)
    .selectFrom("account")
    .select("password")
    .where("userId", "=", request.teacherId)
    .where("providerId", "=", "credential")
    .executeTakeFirst();

  if (credential?.password) {
    if (!request.password)
      throw new HttpError(400, msg`Enter your password to delete your account`);
    // Every check counts, right or wrong: five per ten minutes (PASSWORD_CHECK_RULE).
    const decision = await ctx.rateLimits.passwordChecks.hit(request.teacherId);
    if (!decision.allowed) {
      throw new TooManyRequests(TOO_MANY_PASSWORD_CHECKS, decision.retryAfter);
    }
    const ok = await authContext.password.verify({
      hash: credential.password,
      password: request.password,
    });
    if (!ok) throw new HttpError(400, msg`That password is not correct`);
  } else {
    if (request.confirmation?.trim() !== DELETE_ACCOUNT_PHRASE) {
      const phrase = DELETE_ACCOUNT_PHRASE;
      throw new HttpError(400, msg`Type ${phrase} to delete your account`);
    }
    const session = await auth.api.getSession({
      headers: request.headers,
      query: { disableCookieCache: true },
    });
    const signedInAt = session ? new Date(session.session.createdAt).getTime() : Number.NaN;
    const freshMs = authContext.sessionConfig.freshAge * 1000;
    if (!(Date.now() - signedInAt < freshMs)) {
      throw new HttpError(403, msg`Please sign out and sign in again, then delete your account`);
    }
  }

  await removeAccount(ctx, request.teacherId);

  const { sessionToken, sessionData, dontRememberToken } = authContext.authCookies;
  const expiredCookies = [sessionToken, sessionData, dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        "Max-Age=0",
        "Path=/",
        "HttpOnly",
        "SameSite=Lax",
        ...(attributes.secure ? ["Secure"] : []),
      ].join("; "),
  );
  return { expiredCookies };
}
