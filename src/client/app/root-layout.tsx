import { Outlet, useNavigate, useRouteError } from "react-router";
import { ErrorScreen, errorMessage } from "../components/screens/error-screen";
import { LoadingScreen, StartupErrorScreen } from "../components/screens/loading-screen";
import { useAuth } from "../features/auth/auth-provider";

/**
 * Spec §2 main-screen modes: a loading screen until the session is known, the start-up
 * fallback while a failed first check is retried, then the matched route.
 */
export function RootLayout() {
  const { status } = useAuth();
  if (status === "loading") return <LoadingScreen />;
  if (status === "error") return <StartupErrorScreen />;
  return <Outlet />;
}

/** A route failed to load or render: "Something went wrong" with Try Again (a fresh load). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  return <ErrorScreen message={errorMessage(error)} onRetry={() => void navigate(0)} />;
}
