import { authErrorMessage, networkFailure } from "#src/client/lib/auth-error";

export { networkFailure };

/** The browsers' own words for a request that got no answer (Chromium, Firefox, Safari). */
const NO_ANSWER =
  /^(?:Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed)$/;

/** Whether `error` is a request that got no answer at all (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { message, status } = error as { message?: unknown; status?: unknown };
  if (typeof status === "number" && status > 0) return false;
  return error instanceof TypeError || (typeof message === "string" && NO_ANSWER.test(message));
}

/**
 * The message of a failed auth request: the plain network advice when it got no answer (the
 * browser's "Failed to fetch" tells a teacher nothing), else the server's message, else
 * `fallback`.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return networkFailure();
  return authErrorMessage(error) ?? fallback;
}
