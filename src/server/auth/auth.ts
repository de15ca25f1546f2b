import { betterAuth } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { Kysely } from "kysely";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#src/domain/account/rules";
import type { Dialect } from "../db/connect";
import type { DB } from "../db/schema";
import type { Config } from "../env";
import {
  existingAccountMail,
  resetPasswordMail,
  verificationMail,
} from "../features/account/auth-mail";
import {
  changedPasswordOf,
  confirmAddress,
  revokeResetLinks,
} from "../features/account/reset-links";
import { sameSignInRefusal } from "../features/account/sign-up-privacy";
import { activityHooks } from "../features/retention/activity";
import { localeOf } from "../i18n";
import type { Mailer } from "../mailer";
import { ADDRESS_RULES } from "../security/account-limits";
import type { SharedLimiter } from "../security/rate-limit";
import type { AuthRateLimitStorage } from "../security/rate-limit-store";
import {
  accountSecurityHook,
  authCookieOptions,
  deleteUserOptions,
  verifyEmailGuard,
} from "./account-security";
import { authInputGuard } from "./input";
import { endedSessions } from "./session-memo";
import { DISABLED_AUTH_PATHS, passwordCheckGuard, revokeSessionGuard } from "./surface";
import { codeTryGuard, twoFactorPlugin } from "./two-factor";

export const SESSION_DAYS = 7;

export const OIDC_PROVIDER_ID = "oidc";

/** Better Auth's `backgroundTasks.handler`: run the task, don't wait for it, never throw. */
function sendInBackground(task: Promise<unknown>): void {
  task.catch(() => {});
}

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Kysely<DB>;
  dialect: Dialect;
  mailer: Mailer;
  /** Redis-backed storage for the limiter when REDIS_URL is set; else the database. */
  rateLimitStorage?: AuthRateLimitStorage | null;
  /** Per-teacher password checks (change-password); none for the command-line tools. */
  passwordChecks?: SharedLimiter | null;
  /** Per-account two-factor code tries (null when AUTH_RATE_LIMIT is off). */
  codeTries?: SharedLimiter | null;
}

/** Better Auth on the product's own database (see docs/decisions/0002-auth.md). */
export function createAuth({
  config,
  secret,
  db,
  dialect,
  mailer,
  rateLimitStorage,
  passwordChecks,
  codeTries,
}: AuthDeps) {
  const secure = config.publicUrl.startsWith("https://");
  // With mail to send, a new account's address is confirmed by a link before it signs in, so
  // sign-up can't tell a taken address from a free one (docs/decisions/0010).
  const confirmAddresses = Boolean(config.smtpUrl);
  return betterAuth({
    appName: "ClassCharm",
    // Without PUBLIC_URL, links and redirects follow the address the request came to, among
    // those the server answers on (security/app-origins.ts); Better Auth trusts those origins.
    baseURL:
      config.origins.configured !== null
        ? config.publicUrl
        : { allowedHosts: [...config.origins.hosts], fallback: config.publicUrl, protocol: "http" },
    basePath: "/api/auth",
    secret,
    database: { db, type: dialect },
    trustedOrigins: config.origins.configured !== null ? [config.origins.configured] : [],
    telemetry: { enabled: false },
    // Endpoints the product doesn't use answer 404 (auth/surface.ts).
    disabledPaths: DISABLED_AUTH_PATHS,
    logger: { disabled: config.logLevel === "silent" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      requireEmailVerification: confirmAddresses,
      // A taken address: the same answer as a new one, and its owner is told.
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = localeOf(request?.headers.get("accept-language"));
        await mailer.send(existingAccountMail(user, `${config.publicUrl}/auth`, locale));
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }, request) => {
        const locale = localeOf(request?.headers.get("accept-language"));
        await mailer.send(resetPasswordMail(user, url, locale));
      },
      // A reset kills every other link still outstanding; each is single use.
      // The link came to the address, so the address is confirmed too.
      onPasswordReset: async ({ user }) => {
        await revokeResetLinks(db, user.id);
        if (confirmAddresses && !user.emailVerified) {
          await confirmAddress(db, user.id);
        }
      },
    },
    // Each sign-in and session refresh is noted, so idle accounts can be told (features/retention).
    databaseHooks: activityHooks(db),
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      // Rolling: a session used at least a day after its last refresh gets 7 more days.
      updateAge: 60 * 60 * 24,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    // Codes from an authenticator app after the password (auth/two-factor.ts).
    plugins: [
      twoFactorPlugin(),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.oidc.name,
                  discoveryUrl: `${config.oidc.issuer}/.well-known/openid-configuration`,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ["openid", "email", "profile"],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // Shared by every instance: Better Auth's `rateLimit` table, or Redis (docs/decisions/0008).
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      ...(rateLimitStorage ? { customStorage: rateLimitStorage } : {}),
      window: 60,
      max: 100,
      // Per address, at rates no staff room reaches; per account: security/account-limits.ts.
      customRules: { ...ADDRESS_RULES },
    },
    // A changed e-mail address takes effect only once the link sent to it is followed; with
    // mail to send, so does a new account (the link signs it in), and signing in before it
    // was followed sends a fresh link.
    emailVerification: {
      sendOnSignUp: confirmAddresses,
      sendOnSignIn: confirmAddresses,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }, request) => {
        const locale = localeOf(request?.headers.get("accept-language"));
        await mailer.send(verificationMail(user, url, token, locale));
      },
    },
    user: {
      // Deleting the account needs the password and removes every row of the teacher.
      deleteUser: deleteUserOptions(db, dialect, { google: config.google, secret }),
      changeEmail: { enabled: true },
    },
    advanced: {
      // Clients are counted by address; IPv6 by its /64 (one subscriber's whole network), and
      // an IPv4-mapped IPv6 address as the IPv4 address. The only header read is the one
      // auth/routes.ts sets to Fastify's request.ip (TRUST_PROXY), replacing the client's.
      ipAddress: { ipv6Subnet: 64, ipAddressHeaders: ["x-forwarded-for"] },
      // `classcharm.*` cookies, `__Host-` over https (auth/account-security.ts).
      ...authCookieOptions(secure),
      // Better Auth turns its Origin check off under test runners; keep it on everywhere.
      disableOriginCheck: false,
      // Mail goes out after the answer, not before it: a known and an unknown address answer in
      // the same time. Better Auth logs a failed send (its logger).
      backgroundTasks: { handler: sendInBackground },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // docs/product.md#sign-in: signing out ends every session of the teacher, on every device.
        if (ctx.path === "/sign-out") {
          const current = await getSessionFromCtx(ctx);
          if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
          endedSessions();
          return;
        }
        authInputGuard(ctx);
        await revokeSessionGuard(ctx);
        if (passwordChecks) await passwordCheckGuard(ctx, passwordChecks);
        if (codeTries) await codeTryGuard(ctx, codeTries);
        // A change-of-address link for an address taken since: refused, not a 500.
        await verifyEmailGuard(ctx);
        // A password change signs out other devices; deleting the account needs the password.
        return accountSecurityHook(ctx);
      }),
      after: createAuthMiddleware(async (ctx) => {
        // Anything but reading the session may end one or change the teacher (session-memo.ts).
        if (ctx.path !== "/get-session") endedSessions();
        // A changed password kills every reset link mailed before it.
        const changed = changedPasswordOf(ctx.path, ctx.context.returned);
        if (changed) await revokeResetLinks(db, changed);
        if (confirmAddresses) return sameSignInRefusal(ctx.path, ctx.context.returned);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
