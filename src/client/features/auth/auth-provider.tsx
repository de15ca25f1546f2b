import { createContext, type ReactNode, use, useEffect, useState } from "react";
import { type AuthUser, authClient } from "../../lib/auth-client";
import { STARTUP_RETRY_MS } from "../../lib/constants";
import { type AuthStatus, nextAuthStatus } from "./auth-status";

type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Holds the session (Better Auth's store: it refreshes itself and follows sign-in and
 * sign-out) and derives the app's auth status. A failed first check is retried every second
 * (spec §2) until it succeeds.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = authClient.useSession();
  const user = session.data?.user ?? null;
  const [previous, setPrevious] = useState<AuthStatus>("loading");
  const status = nextAuthStatus(previous, {
    hasUser: user !== null,
    isPending: session.isPending,
    error: session.error,
  });
  if (status !== previous) setPrevious(status);

  const { isPending, error, refetch } = session;
  useEffect(() => {
    if (status !== "error" || isPending || !error) return;
    const timer = setTimeout(() => void refetch(), STARTUP_RETRY_MS);
    return () => clearTimeout(timer);
  }, [status, isPending, error, refetch]);

  return <AuthContext value={{ status, user }}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
