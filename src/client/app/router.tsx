import type { ComponentType, ReactNode } from "react";
import { Suspense } from "react";
import { Route, Routes, useLocation } from "react-router";
import { LoadingScreen } from "../components/screens/loading-screen";
import { lazyReady } from "../lib/lazy-ready";
import { TABS } from "../lib/tab-routes";
import { RootLayout, RouteErrorBoundary } from "./root-layout";
import { loadAppTabsRoute, loadDashboardRoute } from "./route-loaders";
import { ShellSkeleton } from "./shell/shell-skeleton";

/** A screen's module, loaded the first time its route is shown (its own chunk). */
const screen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazyReady(() => load().then((m) => ({ default: pick(m) })));

// The shell's routes share their loaders with the start-up preload (route-preload.ts).
const AppTabsRoute = lazyReady(loadAppTabsRoute);
const DashboardRoute = lazyReady(loadDashboardRoute);
const AuthPage = screen(
  () => import("../features/auth/auth-page"),
  (m) => m.AuthPage,
);
const ResetPasswordPage = screen(
  () => import("../features/auth/reset-password-page"),
  (m) => m.ResetPasswordPage,
);
const PrivacyPage = screen(
  () => import("../features/privacy/privacy-page"),
  (m) => m.PrivacyPage,
);
const TestPage = screen(
  () => import("../features/misc/test-page"),
  (m) => m.TestPage,
);
const DebugRoute = screen(
  () => import("./routes/debug-route"),
  (m) => m.DebugRoute,
);
const PrintStudentsRoute = screen(
  () => import("./routes/print-routes"),
  (m) => m.PrintStudentsRoute,
);
const PrintReferenceRoute = screen(
  () => import("./routes/print-routes"),
  (m) => m.PrintReferenceRoute,
);
const PrintGroupsRoute = screen(
  () => import("./routes/print-routes"),
  (m) => m.PrintGroupsRoute,
);
const NotFoundPage = screen(
  () => import("../features/misc/not-found-page"),
  (m) => m.NotFoundPage,
);

/**
 * A route's screen: the loading screen while its chunk loads (the shell's skeleton for the
 * shell's routes, as the session check and the page's own HTML show), the error screen if it
 * fails.
 */
function Page({ children, shell = false }: { children: ReactNode; shell?: boolean }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={shell ? <ShellSkeleton /> : <LoadingScreen />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** A screen of its own: a new error boundary for each address, so an error does not follow. */
function KeyedPage({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Page key={pathname}>{children}</Page>;
}

const page = (element: ReactNode) => <KeyedPage>{element}</KeyedPage>;

/**
 * The route table (D2), declared as React Router's components (its declarative mode: about
 * half the library's size of the data router, whose loaders and actions the app never used;
 * issue 19.2). Each screen is its own lazily loaded chunk; each tab's screen is a chunk of its
 * own too (see shell/tab-content.tsx).
 */
export function AppRoutes() {
  // Layout 2: one element for `/`, `/home` and every tab, so the shell stays mounted.
  const tabs = (
    <Page shell>
      <AppTabsRoute />
    </Page>
  );
  const dashboard = (
    <Page shell>
      <DashboardRoute />
    </Page>
  );
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={tabs}>
          <Route path="/" />
          {TABS.map((tab) => (
            <Route key={tab} path={`/${tab}`} />
          ))}
        </Route>
        {/* Layout 1: `/dashboard/:tab?` (a bare `/dashboard` redirects inside); mounted once. */}
        <Route path="/dashboard/*" element={dashboard} />
        <Route path="/auth" element={page(<AuthPage />)} />
        <Route path="/auth/reset-password" element={page(<ResetPasswordPage />)} />
        <Route path="/privacy" element={page(<PrivacyPage />)} />
        <Route path="/test" element={page(<TestPage />)} />
        <Route path="/debug" element={page(<DebugRoute />)} />
        {/* Print views (D15): pages of their own, outside the tabbed shell. */}
        <Route path="/print/students/:classId" element={page(<PrintStudentsRoute />)} />
        <Route path="/print/reference" element={page(<PrintReferenceRoute />)} />
        <Route path="/print/groups" element={page(<PrintGroupsRoute />)} />
        <Route path="*" element={page(<NotFoundPage />)} />
      </Route>
    </Routes>
  );
}
