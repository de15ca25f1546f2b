import { APIError, getSessionFromCtx } from "better-auth/api";
import { localeOf, say } from "../i18n";
import { type SharedLimiter, TOO_MANY_PASSWORD_CHECKS } from "../security/rate-limit";

/**
 * Better Auth endpoints ClassCharm doesn't use, turned off (they answer 404) so they are not
 * attack surface: session fields we don't have, linking or unlinking a second sign-in method,
 * handing out a provider's OAuth tokens, and sending a verification mail to any address on
 * request (verification mails exist only for a teacher's own change of address, which sends
 * them itself; asking by address would let anyone mail any teacher). Of two-factor sign-in,
 * codes by e-mail (none are sent) and showing the authenticator's key again after set-up.
 */
export const DISABLED_AUTH_PATHS = [
  "/update-session",
  "/link-social",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/send-verification-email",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/get-totp-uri",
];

type HookContext = Parameters<typeof getSessionFromCtx>[0] & { path?: string; body?: unknown };

/**
 * `POST /revoke-session {token}` with a token that isn't one of the caller's sessions answers
 * 404, as another teacher's id does everywhere else (docs/product.md#api). Better Auth alone answers 200 and
 * does nothing, which tells the caller nothing but hides a probe.
 */
export async function revokeSessionGuard(ctx: HookContext): Promise<void> {
  if (ctx.path !== "/revoke-session") return;
  const token = (ctx.body as { token?: unknown } | undefined)?.token;
  const current = await getSessionFromCtx(ctx);
  if (!current) return; // Better Auth's own middleware answers 401.
  if (typeof token !== "string") return; // and its validation 400.
  const sessions = await ctx.context.internalAdapter.listSessions(current.user.id);
  if (!sessions.some((s) => s.token === token)) {
    throw new APIError("NOT_FOUND", { message: "Session not found", code: "SESSION_NOT_FOUND" });
  }
}

/** Better Auth endpoints that check the signed-in teacher's password. */
export const PASSWORD_CHECK_PATHS = [
  "/change-password",
  "/verify-password",
  "/delete-user",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
];

/**
 * Each call of a PASSWORD_CHECK_PATHS endpoint counts against the teacher's password checks
 * (PASSWORD_CHECK_RULE, shared with `POST /api/account/delete`), so a device left signed in
 * can't be used to guess the password. Better Auth's own limit is per address.
 */
export async function passwordCheckGuard(ctx: HookContext, limiter: SharedLimiter): Promise<void> {
  if (!ctx.path || !PASSWORD_CHECK_PATHS.includes(ctx.path)) return;
  const current = await getSessionFromCtx(ctx);
  if (!current) return; // Better Auth's own middleware answers 401.
  const decision = await limiter.hit(current.user.id);
  if (!decision.allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: say(localeOf(ctx.headers?.get("accept-language")), TOO_MANY_PASSWORD_CHECKS),
        code: "TOO_MANY_PASSWORD_CHECKS",
      },
      { "retry-after": String(decision.retryAfter) },
    );
  }
}
