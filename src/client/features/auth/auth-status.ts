/**
 * docs/product.md#sign-in: auth is loading at start, then signed in or signed out. A failed first session
 * check (network down, server error) is the fatal start-up error of docs/product.md#main-screen.
 */
export type AuthStatus = "loading" | "error" | "signedIn" | "signedOut";

export type SessionSnapshot = {
  hasUser: boolean;
  isPending: boolean;
  error: { status?: number } | null;
};

/** The next status from the previous one and the session store's current state. */
export function nextAuthStatus(previous: AuthStatus, session: SessionSnapshot): AuthStatus {
  if (session.hasUser) return "signedIn";
  // A 401 simply means "nobody is signed in"; anything else is a failed check.
  if (session.error && session.error.status !== 401) return "error";
  // While a check is in flight keep showing what was shown (loading, error or signed out).
  if (session.isPending) return previous === "signedIn" ? "loading" : previous;
  return "signedOut";
}
