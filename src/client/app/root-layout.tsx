import { Component, type ErrorInfo, type ReactNode, useDeferredValue } from "react";
import { ErrorScreen, errorMessage } from "../components/screens/error-screen";
import { LoadingScreen, StartupErrorScreen } from "../components/screens/loading-screen";
import { useAuth } from "../features/auth/auth-provider";
import { useLocation } from "../lib/router";
import { tabFromPath } from "../lib/tab-routes";
import { isShellPath } from "./route-preload";
import { ShellSkeleton } from "./shell/shell-skeleton";

/**
 * The main-screen mode (docs/product.md#main-screen)s: a loading screen until the session is known (on the shell's
 * addresses, the shell's skeleton with the same message), the start-up fallback while a failed
 * first check is retried, then the matched route (`children`). The switch from the skeleton to
 * the app is rendered as deferred work: React renders the whole signed-in app then
 * in slices that leave the main thread free every few milliseconds, instead of one long task of
 * a few hundred milliseconds on a slow phone, and the skeleton stays until it is ready.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const status = useDeferredValue(useAuth().status);
  const { pathname } = useLocation();
  if (status === "loading") {
    return isShellPath(pathname) ? (
      <ShellSkeleton tab={tabFromPath(pathname)} />
    ) : (
      <LoadingScreen />
    );
  }
  if (status === "error") return <StartupErrorScreen />;
  return children;
}

type State = { error: unknown; hasError: boolean };

/** A route failed to load or render: "Something went wrong" with Try Again (a fresh load). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Route error", error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen
        message={errorMessage(this.state.error)}
        onRetry={() => window.location.reload()}
      />
    );
  }
}
