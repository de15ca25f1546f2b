import { t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { toast } from "#src/client/components/toast/toast-store";
import type { AuthUser } from "#src/client/lib/auth-client";
import { STARTUP_RETRY_MS, STORAGE_KEYS } from "#src/client/lib/constants";
import { useDeferredArrival } from "#src/client/lib/deferred-arrival";
import { wipeTeacherData } from "#src/client/lib/offline-wipe";
import { useIsOnline } from "#src/client/lib/online-status";
import { onUnauthorized } from "#src/client/lib/unauthorized";
import { type AuthStatus, nextAuthStatus } from "./auth-status";
import { offlineUser, readLastUser, saveLastUser } from "./last-user";
import { refreshSession, sessionStore } from "./session-store";

type AuthContextValue = {
  status: AuthStatus;
  user: AuthUser | null;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Holds the session (`session-store.ts`: it checks itself again and follows sign-in and
 * sign-out) and derives the app's auth status. A failed first check is retried every second
 * (docs/product.md#auth) until it succeeds. Offline, when the check fails, the last signed-in teacher is
 * used (docs/product.md#offline: the mirrored data, read-only) while the check keeps being retried. When the server
 * says nobody is signed in (the check finds no session, or any API call answers 401), the
 * teacher's data is wiped from the browser before anything else is shown.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The first answer mounts the whole app: drawn in slices (status and screen both from this).
  const session = useDeferredArrival(
    useSyncExternalStore(
      sessionStore.subscribe,
      sessionStore.getSnapshot,
      sessionStore.getSnapshot,
    ),
    (shown) => !shown.isPending,
  );
  const user = session.data?.user ?? null;
  const [previous, setPrevious] = useState<AuthStatus>("loading");
  const status = nextAuthStatus(previous, {
    hasUser: user !== null,
    isPending: session.isPending,
    error: session.error,
  });
  if (status !== previous) setPrevious(status);

  const { isPending, error } = session;
  const queryClient = useQueryClient();
  // Before the browser paints the signed-out screen: no roster survives a session that ended.
  useLayoutEffect(() => {
    if (status === "signedOut") wipeTeacherData(queryClient, window.localStorage);
  }, [status, queryClient]);
  useEffect(
    () =>
      onUnauthorized(() => {
        wipeTeacherData(queryClient, window.localStorage);
        void refreshSession();
      }),
    [queryClient],
  );

  useEffect(() => {
    if (status !== "error" || isPending || !error) return;
    const timer = setTimeout(() => void refreshSession(), STARTUP_RETRY_MS);
    return () => clearTimeout(timer);
  }, [status, isPending, error]);

  useEffect(() => {
    if (user) saveLastUser(window.localStorage, STORAGE_KEYS.lastUser, user);
  }, [user]);

  const online = useIsOnline();
  // Back online, the teacher shown offline stays until the session check answers (a network
  // failure keeps it; an answer, a user or 401 or a server error, ends it).
  const [showingStored, setShowingStored] = useState(false);
  const cached = offlineUser(
    status,
    online,
    () => readLastUser(window.localStorage, STORAGE_KEYS.lastUser),
    showingStored && error?.status === undefined,
  );
  if ((cached !== null) !== showingStored) setShowingStored(cached !== null);
  // A session that ends while the app is open (expired, revoked elsewhere, signed out in another
  // tab, or found gone when the network came back) turns the tabs into the demo: say why, or
  // the sample class looks like the teacher's. (Sign Out leaves the page before this changes.)
  const signedInBefore = useRef(false);
  useEffect(() => {
    if (status === "signedIn" || showingStored) signedInBefore.current = true;
    if (status !== "signedOut" || !signedInBefore.current) return;
    signedInBefore.current = false;
    toast({
      title: t`Signed out`,
      description: t`Your session has ended. Sign in again to get back to your classes.`,
    });
  }, [status, showingStored]);
  const value = cached ? { status: "signedIn" as const, user: cached } : { status, user };
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The session where there may be none (the demo's screens, a component rendered alone). */
export function useOptionalAuth(): AuthContextValue | null {
  return use(AuthContext);
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
