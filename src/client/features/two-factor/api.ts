import { t } from "@lingui/core/macro";
import { twoFactorFailure } from "#src/client/lib/two-factor-errors";
import { loadAuthClient } from "../auth";

export { TWO_FACTOR_STATUS_KEY, useTwoFactorStatus } from "./status";

/**
 * Two-factor sign-in (docs/decisions/0056-two-factor.md): turning it on, off and new backup
 * codes go to Better Auth's plugin through its client (`/api/auth/two-factor/*`, each with the
 * password); whether it is on and required is ours (`GET /api/account/two-factor`).
 */
type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>["authClient"];

/** Better Auth answers `{ data, error }`; an error becomes a thrown Error with its message. */
async function unwrap<T>(
  call: (client: AuthClient) => Promise<{ data: T | null; error: unknown }>,
  fallback: string,
): Promise<T> {
  const { authClient } = await loadAuthClient();
  const { data, error } = await call(authClient);
  if (error) throw new Error(twoFactorFailure(error, fallback));
  return data as T;
}

/** Starts the set-up: the authenticator's `otpauth://` address and ten backup codes. */
export function startSetup(password: string) {
  return unwrap(
    (client) => client.twoFactor.enable({ password }),
    t`Two-factor sign-in could not be turned on`,
  ) as Promise<{ totpURI: string; backupCodes: string[] }>;
}

/** The first code from the app: two-factor sign-in is on once it is right. */
export function confirmSetup(code: string) {
  return unwrap(
    (client) => client.twoFactor.verifyTotp({ code }),
    t`The code could not be checked. Please try again.`,
  );
}

export function turnOff(password: string) {
  return unwrap(
    (client) => client.twoFactor.disable({ password }),
    t`Two-factor sign-in could not be turned off`,
  );
}

/** Ten new backup codes; the old ones stop working. */
export function newBackupCodes(password: string) {
  return unwrap(
    (client) => client.twoFactor.generateBackupCodes({ password }),
    t`New backup codes could not be made`,
  ).then((data) => (data as { backupCodes: string[] }).backupCodes);
}

/** The key of an `otpauth://` address, in groups of four for reading aloud or typing. */
export function keyOf(totpURI: string): { key: string; grouped: string } {
  const key = new URL(totpURI).searchParams.get("secret") ?? "";
  return { key, grouped: key.replace(/(.{4})(?=.)/g, "$1 ") };
}
