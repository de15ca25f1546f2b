import { Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "#src/client/components/screens/loading-screen";
import { RequireAuth } from "#src/client/features/auth/require-auth";
import { lazyReady } from "#src/client/lib/lazy-ready";
import { DASHBOARD_BASE } from "#src/client/lib/tab-routes";
import { loadSignedInApp } from "./signed-in-loader";

// Started with the route (app/router.tsx): no fallback when it is here.
const SignedInApp = lazyReady(loadSignedInApp);

/**
 * Layout 1 (docs/product.md#routes): `/dashboard/:tab?`, signed-in only (the guard sends visitors to `/auth` and
 * back). A bare `/dashboard` goes to `/dashboard/classes`; an unknown tab shows the classes view
 * (the route table, app/router.tsx).
 */
export function DashboardRoute() {
  const { pathname, search, hash } = useLocation();
  const bare = pathname.replace(/\/+$/, "").toLowerCase() === DASHBOARD_BASE;
  return (
    <RequireAuth>
      {bare ? (
        <Navigate to={`${DASHBOARD_BASE}/classes${search}${hash}`} replace />
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <SignedInApp />
        </Suspense>
      )}
    </RequireAuth>
  );
}
