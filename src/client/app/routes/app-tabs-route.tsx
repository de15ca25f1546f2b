import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { LoadingScreen } from "#src/client/components/screens/loading-screen";
import { useAuth } from "#src/client/features/auth/auth-provider";
import { lazyReady } from "#src/client/lib/lazy-ready";
import { tabFromPath } from "#src/client/lib/tab-routes";
import { loadSignedInApp } from "./signed-in-loader";

// Separate chunks: a signed-out visitor downloads no app code, a teacher no landing page.
const LandingPage = lazy(() =>
  import("./signed-out-landing").then((m) => ({ default: m.SignedOutLanding })),
);
// Started with the route (app/router.tsx): no fallback when it is here.
const SignedInApp = lazyReady(loadSignedInApp);
const SignedOutTabs = lazy(() =>
  import("./signed-out-tabs").then((m) => ({ default: m.SignedOutTabs })),
);

/**
 * Layout 2 (docs/product.md#routes): `/`, `/home`, `/classes`, ... `/useful`. One route element for all of them,
 * so the shell stays mounted while the tabs change. Signed out, `/` and `/home` are the
 * landing page and the tab routes are handled by `SignedOutTabs`.
 */
export function AppTabsRoute() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  let screen = <SignedInApp />;
  if (!user)
    screen = tabFromPath(pathname.toLowerCase()) === "home" ? <LandingPage /> : <SignedOutTabs />;
  return <Suspense fallback={<LoadingScreen />}>{screen}</Suspense>;
}
