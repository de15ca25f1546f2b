import { createBrowserRouter } from "react-router";
import { LoadingScreen } from "../components/screens/loading-screen";
import { TABS } from "../lib/tab-routes";
import { RootLayout, RouteErrorScreen } from "./root-layout";

/**
 * The route table (D2). Each screen is its own lazily loaded chunk; each tab's screen is a
 * chunk of its own too (see shell/tab-content.tsx).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: LoadingScreen,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          {
            // Layout 2: one element for `/`, `/home` and every tab, so the shell stays mounted.
            lazy: () =>
              import("./routes/app-tabs-route").then((m) => ({ Component: m.AppTabsRoute })),
            children: [{ path: "/" }, ...TABS.map((tab) => ({ path: `/${tab}` }))],
          },
          {
            // Layout 1: `/dashboard/:tab?` (a bare `/dashboard` redirects inside).
            path: "/dashboard/*",
            lazy: () =>
              import("./routes/dashboard-route").then((m) => ({ Component: m.DashboardRoute })),
          },
          {
            path: "/auth",
            lazy: () =>
              import("../features/auth/auth-page").then((m) => ({ Component: m.AuthPage })),
          },
          {
            path: "/auth/reset-password",
            lazy: () =>
              import("../features/auth/reset-password-page").then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            path: "/privacy",
            lazy: () =>
              import("../features/privacy/privacy-page").then((m) => ({
                Component: m.PrivacyPage,
              })),
          },
          {
            path: "/test",
            lazy: () =>
              import("../features/misc/test-page").then((m) => ({ Component: m.TestPage })),
          },
          {
            path: "/debug",
            lazy: () => import("./routes/debug-route").then((m) => ({ Component: m.DebugRoute })),
          },
          // Print views (D15): pages of their own, outside the tabbed shell.
          {
            path: "/print/students/:classId",
            lazy: () =>
              import("./routes/print-routes").then((m) => ({
                Component: m.PrintStudentsRoute,
              })),
          },
          {
            path: "/print/reference",
            lazy: () =>
              import("./routes/print-routes").then((m) => ({
                Component: m.PrintReferenceRoute,
              })),
          },
          {
            path: "/print/groups",
            lazy: () =>
              import("./routes/print-routes").then((m) => ({
                Component: m.PrintGroupsRoute,
              })),
          },
          {
            path: "*",
            lazy: () =>
              import("../features/misc/not-found-page").then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
]);
