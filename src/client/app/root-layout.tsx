import { useDeferredValue, useEffect } from "react";
import { Outlet, useBlocker, useLocation, useRouteError } from "react-router";
import { ErrorScreen, errorMessage } from "../components/screens/error-screen";
import { LoadingScreen, StartupErrorScreen } from "../components/screens/loading-screen";
import { useAuth } from "../features/auth/auth-provider";
import { useAccountLanguage } from "../i18n/use-account-language";
import { isShellPath, tabFromPath } from "../lib/tab-routes";
import { hasUnsavedEdits, leaveUnsavedEdits } from "../lib/unsaved-edits";
import { ShellSkeleton } from "./shell/shell-skeleton";

/**
 * The start-up screen: on the shell's addresses the shell's skeleton (as the page's own HTML
 * shows it), elsewhere a loading screen. Shown while the session is checked and, as the root
 * route's `HydrateFallback`, while the first address's chunks load.
 */
export function StartScreen() {
  const { pathname } = useLocation();
  return isShellPath(pathname) ? <ShellSkeleton tab={tabFromPath(pathname)} /> : <LoadingScreen />;
}

/**
 * A move within the app (a link, `navigate`, Back or Forward) away from a form's unsaved input
 * asks "Discard unsaved changes?" first (lib/unsaved-edits.ts): React Router holds the move
 * (Back is undone) and makes it once the teacher discards. A link to the address on show
 * (which replaces it) asks nothing.
 */
function useAskBeforeLeavingEdits() {
  const blocker = useBlocker(
    ({ currentLocation: here, nextLocation: next }) =>
      hasUnsavedEdits() &&
      (here.pathname !== next.pathname || here.search !== next.search || here.hash !== next.hash),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void leaveUnsavedEdits().then((ok) => (ok ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}

/**
 * The root route (docs/product.md#main-screen): the start-up screen until the session is known,
 * the start-up fallback while a failed first check is retried, then the matched route. The
 * switch from the skeleton to the app is rendered as deferred work: React renders the whole
 * signed-in app then in slices that leave the main thread free every few milliseconds, instead
 * of one long task of a few hundred milliseconds on a slow phone, and the skeleton stays until
 * it is ready.
 */
export function RootLayout() {
  const status = useDeferredValue(useAuth().status);
  useAskBeforeLeavingEdits();
  // Signed in: the account's language follows the teacher from device to device.
  useAccountLanguage(status === "signedIn");
  if (status === "loading") return <StartScreen />;
  if (status === "error") return <StartupErrorScreen />;
  return <Outlet />;
}

/**
 * A route failed to load or render: "Something went wrong" with Try Again (a fresh load). React
 * Router shows it in place of the route, and the next address starts afresh.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error("Route error", error), [error]);
  return <ErrorScreen message={errorMessage(error)} onRetry={() => window.location.reload()} />;
}
