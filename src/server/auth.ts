import { betterAuth } from "better-auth";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Dialect } from "./db/connect";
import type { DB } from "./db/schema";
import type { Config } from "./env";
import type { Mailer } from "./mailer";
import {
  accountSecurityHook,
  authCookieOptions,
  deleteUserOptions,
} from "./security/account-security";

export const SESSION_DAYS = 7;
export const OIDC_PROVIDER_ID = "oidc";

export interface AuthDeps {
  config: Config;
  secret: string;
  db: Kysely<DB>;
  dialect: Dialect;
  mailer: Mailer;
}

/** Better Auth on the product's own database (see docs/decisions/0002-auth.md). */
export function createAuth({ config, secret, db, dialect, mailer }: AuthDeps) {
  const secure = config.publicUrl.startsWith("https://");
  return betterAuth({
    appName: "ClassCharm",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    database: { db, type: dialect },
    trustedOrigins: [new URL(config.publicUrl).origin],
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === "silent" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: "Reset your ClassCharm password",
          text: `Hello ${user.name},\n\nUse this link within an hour to choose a new password:\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
          link: url,
        });
      },
    },
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
    plugins: config.oidc
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
      : [],
    rateLimit: {
      enabled: config.authRateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 10, max: 3 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    // Deleting the account needs the password and removes every row of the teacher.
    user: { deleteUser: deleteUserOptions(db) },
    advanced: {
      // `classcharm.*` cookies, `__Host-` over https (security/account-security.ts).
      ...authCookieOptions(secure),
      // Better Auth turns its Origin check off under test runners; keep it on everywhere.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // D10: signing out ends every session of the teacher, on every device.
        if (ctx.path === "/sign-out") {
          const current = await getSessionFromCtx(ctx);
          if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
          return;
        }
        // A password change signs out other devices; deleting the account needs the password.
        return accountSecurityHook(ctx);
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
