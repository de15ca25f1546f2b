import { msg } from "@lingui/core/macro";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import { localeOf, say } from "../i18n";
import type { SharedLimiter } from "../security/shared-limiter";

/** How long "Trust this device" skips the code at sign-in (Better Auth's `trustDeviceMaxAge`). */
export const TRUST_DEVICE_DAYS = 30;

/** The table Better Auth's two-factor plugin keeps its rows in (migration 20261128-0048). */
export const TWO_FACTOR_TABLE = "two_factor";

/** Better Auth's two-factor plugin's id, as `auth.options.plugins` names it. */
export const TWO_FACTOR_PLUGIN_ID = "two-factor";

/**
 * Better Auth's two-factor plugin (docs/decisions/0056-two-factor.md): codes from an
 * authenticator app (TOTP, 6 digits every 30 s) and ten one-time backup codes, both kept
 * encrypted with the server's secret by the plugin. Turning it on, off and new backup codes
 * need the password; the app is shown as "ClassCharm" in the authenticator.
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: "ClassCharm",
    twoFactorTable: TWO_FACTOR_TABLE,
    trustDeviceMaxAge: TRUST_DEVICE_DAYS * 24 * 60 * 60,
    backupCodeOptions: { amount: 10, storeBackupCodes: "encrypted" },
  });
}

const TOO_MANY_CODE_TRIES = msg`Too many code attempts. Please wait a minute and try again.`;

/** The endpoints that check a code at sign-in (or a backup code). */
export const CODE_PATHS = ["/two-factor/verify-totp", "/two-factor/verify-backup-code"];

type HookContext = Parameters<typeof getSessionFromCtx>[0] & {
  path?: string;
  getSignedCookie(name: string, secret: string): Promise<string | null | false>;
  context: {
    secret: string;
    createAuthCookie(name: string): { name: string };
    internalAdapter: {
      findVerificationValue(identifier: string): Promise<{ value: string } | null | undefined>;
    };
  };
};

/**
 * The teacher a code is tried for: the signed-in one (setting up), or the one whose password was
 * just right (Better Auth's signed `two_factor` cookie names its challenge, which names them).
 */
async function codeTeacher(ctx: HookContext): Promise<string | null> {
  const current = await getSessionFromCtx(ctx);
  if (current) return current.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return row?.value ?? null;
}

/**
 * Code tries count per account as password tries do at sign-in (security/account-limits.ts):
 * the 4th within a minute is refused, from whatever address. Better Auth's own limits stay
 * beside it (per address, 5 tries per challenge, and 10 failures in a row lock the account
 * for 15 minutes).
 */
export async function codeTryGuard(ctx: HookContext, limiter: SharedLimiter): Promise<void> {
  if (!ctx.path || !CODE_PATHS.includes(ctx.path)) return;
  const teacher = await codeTeacher(ctx);
  if (!teacher) return; // Better Auth answers 401 (no challenge).
  const decision = await limiter.hit(teacher);
  if (!decision.allowed) {
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        message: say(localeOf(ctx.headers?.get("accept-language")), TOO_MANY_CODE_TRIES),
        code: "TOO_MANY_CODE_TRIES",
      },
      { "retry-after": String(decision.retryAfter) },
    );
  }
}
