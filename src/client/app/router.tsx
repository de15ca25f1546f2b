import type { ComponentType, ReactNode } from "react";
import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { LoadingScreen } from "../components/screens/loading-screen";
import { lazyReady } from "../lib/lazy-ready";
import { useLocation } from "../lib/router";
import { TAB_ADDRESS } from "../lib/tab-routes";
import { RootLayout, RouteErrorBoundary } from "./root-layout";
import { loadAppTabsRoute, loadDashboardRoute } from "./route-loaders";
import { AddressShellSkeleton } from "./shell/shell-skeleton";

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
const PrintCardsRoute = screen(
  () => import("./routes/print-routes"),
  (m) => m.PrintCardsRoute,
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
      <Suspense fallback={shell ? <AddressShellSkeleton /> : <LoadingScreen />}>
        {children}
      </Suspense>
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
 * The route table (docs/product.md#routes), matched by wouter with React Router's rules (lib/router.tsx: any case,
 * trailing slashes; the first route that matches wins, as each address has one route). Each
 * screen is its own lazily loaded chunk; each tab's screen is a chunk of its own too (see
 * shell/tab-content.tsx). React Router 7 was replaced for its bytes (docs/decisions/0026).
 */
export function AppRoutes() {
  return (
    <RootLayout>
      <Switch>
        {/* Layout 2: one element for `/`, `/home` and every tab, so the shell stays mounted. */}
        <Route path={TAB_ADDRESS}>
          <Page shell>
            <AppTabsRoute />
          </Page>
        </Route>
        {/* Layout 1: `/dashboard/:tab?` (a bare `/dashboard` redirects inside); mounted once. */}
        <Route path="/dashboard/*">
          <Page shell>
            <DashboardRoute />
          </Page>
        </Route>
        <Route path="/auth">{page(<AuthPage />)}</Route>
        <Route path="/auth/reset-password">{page(<ResetPasswordPage />)}</Route>
        <Route path="/privacy">{page(<PrivacyPage />)}</Route>
        <Route path="/test">{page(<TestPage />)}</Route>
        <Route path="/debug">{page(<DebugRoute />)}</Route>
        {/* Print views (docs/product.md#print): pages of their own, outside the tabbed shell. */}
        <Route path="/print/students/:classId">{page(<PrintStudentsRoute />)}</Route>
        <Route path="/print/cards/:classId">{page(<PrintCardsRoute />)}</Route>
        <Route path="/print/reference">{page(<PrintReferenceRoute />)}</Route>
        <Route path="/print/groups">{page(<PrintGroupsRoute />)}</Route>
        <Route path="*">{page(<NotFoundPage />)}</Route>
      </Switch>
    </RootLayout>
  );
}
