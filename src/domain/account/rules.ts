/**
 * The account's plain rules, apart from its Zod schemas (schemas/account.ts re-exports them):
 * a screen that shows them loads no schema (docs/decisions/0025: creating the account schemas cost the
 * Settings tab's opening 124 ms of a slowed phone's main thread).
 */

/**
 * What a teacher without a password (signed up with Google or the school's sign-in) types to
 * delete the account. Exact, in capitals; surrounding spaces are ignored.
 */
export const DELETE_ACCOUNT_PHRASE = "DELETE MY ACCOUNT";

/** The same limits Better Auth is configured with (src/server/auth/auth.ts). */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
