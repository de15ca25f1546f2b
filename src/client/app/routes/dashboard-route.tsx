import { lazy, Suspense } from "react";
import { LoadingScreen } from "../../components/screens/loading-screen";
import { RequireAuth } from "../../features/auth/require-auth";
import { Navigate, useLocation } from "../../lib/router";
import { DASHBOARD_BASE } from "../../lib/tab-routes";

const SignedInApp = lazy(() => import("./signed-in-app").then((m) => ({ default: m.SignedInApp })));

/**
 * Layout 1 (docs/product.md#routes): `/dashboard/:tab?`, signed-in only (the guard sends visitors to `/auth` and
 * back). A bare `/dashboard` goes to `/dashboard/classes`; an unknown tab shows the classes view.
 */
export function DashboardRoute() {
  const { pathname, search, hash } = useLocation();
  const bare = pathname.replace(/\/+$/, "") === DASHBOARD_BASE;
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
