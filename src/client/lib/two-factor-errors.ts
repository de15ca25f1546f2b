import { t } from "@lingui/core/macro";
import { authErrorMessage, networkFailure } from "./auth-error";

/** A request that got no answer (the browsers' own words for it, as auth-failure.ts reads them). */
function noAnswer(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  if (typeof status === "number" && status > 0) return false;
  return (
    typeof message === "string" &&
    /^(?:Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/.test(
      message,
    )
  );
}

/** Better Auth's code of a failed auth request (the server keeps it in `details.auth_code`). */
function authCode(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { details, code } = error as { details?: { auth_code?: unknown }; code?: unknown };
  const inner = details?.auth_code;
  if (typeof inner === "string") return inner;
  return typeof code === "string" ? code : undefined;
}

/**
 * What to tell the teacher when a two-factor step fails: in the teacher's language for the
 * failures Better Auth names (a wrong code, a used backup code, a wrong password, too many tries),
 * else the server's words.
 */
export function twoFactorFailure(error: unknown, fallback: string): string {
  switch (authCode(error)) {
    case "INVALID_CODE":
      return t`That code is not right. Check the 6-digit code in your authenticator app and try again.`;
    case "INVALID_BACKUP_CODE":
      return t`That backup code is not right, or it was already used. Each backup code works once.`;
    case "INVALID_PASSWORD":
      return t`The password is not right.`;
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return t`This sign-in has expired or had too many wrong codes. Sign in again with your password.`;
    case "SESSION_NOT_FRESH":
      return t`For your safety, this needs a recent sign-in: sign out, sign in again, then try once more.`;
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return t`Too many wrong codes. Two-factor sign-in is locked for 15 minutes; try again later.`;
    default:
      if (noAnswer(error)) return networkFailure();
      return authErrorMessage(error) ?? fallback;
  }
}
