import { isAPIError } from "better-auth/api";

/**
 * When the server sends e-mail, a new e-mail/password account signs in only
 * once its address is confirmed, so sign-up answers the same for a new and a taken address
 * (Better Auth's generic answer, no session) and the owner of a taken one is e-mailed. Sign-in
 * must then not tell "right password, address not confirmed yet" (the account the asker just
 * made, so the address was free) from "wrong password" (someone else's): both get this answer.
 * See docs/decisions/0010-teacher-account.md.
 */
export const SIGN_IN_REFUSED = {
  code: "INVALID_EMAIL_OR_PASSWORD",
  message:
    "Invalid email or password. A new account signs in once its address is confirmed: follow the link we e-mailed.",
};

const REFUSALS = new Set(["INVALID_EMAIL_OR_PASSWORD", "EMAIL_NOT_VERIFIED"]);

/**
 * Called from the `after` hook: the one refusal (401) in place of either of Better Auth's. A
 * Response, because an error thrown there would keep the status of the one it replaces.
 */
export function sameSignInRefusal(
  path: string | undefined,
  returned: unknown,
): Response | undefined {
  if (path !== "/sign-in/email" || !isAPIError(returned)) return undefined;
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !REFUSALS.has(code)) return undefined;
  return new Response(JSON.stringify(SIGN_IN_REFUSED), {
    status: 401,
    headers: { "content-type": "application/json" },
  });
}
