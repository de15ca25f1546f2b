import { createBrowserRouter } from "react-router";
import { LoadingScreen } from "../components/screens/loading-screen";
import { RootLayout, RouteErrorScreen } from "./root-layout";

/**
 * The route table (D2). Each screen is its own lazily loaded chunk. Routes still to come with
 * the tabbed app: /classes, /students, /groups, /randomizer, /settings, /useful, /debug.
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
            path: "/",
            lazy: () => import("./routes/home-route").then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: "/home",
            lazy: () => import("./routes/home-route").then((m) => ({ Component: m.HomeRoute })),
          },
          {
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
            path: "/test",
            lazy: () =>
              import("../features/misc/test-page").then((m) => ({ Component: m.TestPage })),
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
