import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { lazyReady, startLoad } from "../lib/lazy-ready";
import { DASHBOARD_TABS, TABS, type TabId } from "../lib/tab-routes";
import { RootLayout, RouteError, StartScreen } from "./root-layout";
import { loadSignedInApp } from "./routes/signed-in-loader";
import { TAB_LOADERS } from "./shell/tab-loaders";

/** A route's `lazy`: its screen module, loaded the first time the route is matched. */
const screen =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  () =>
    load().then((m) => ({ Component: pick(m) }));

/**
 * A layout of the tabbed shell: its module, with the signed-in app's chunk started beside it,
 * so a teacher's tab does not wait for the session, then the layout, then the app in turn
 * (a signed-out visitor gets the demo or the landing page instead, in chunks of their own).
 */
const shellLayout =
  <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  () => {
    void startLoad(loadSignedInApp).catch(() => {});
    return screen(load, pick)();
  };

/** Each tab's screen, rendered from its chunk (`lazyReady`: at once when already here). */
const TAB_SCREENS = Object.fromEntries(TABS.map((tab) => [tab, lazyReady(TAB_LOADERS[tab])]));

/**
 * A tab's route: `handle.tab` names it for the shell; its screen is the tab's own chunk. The
 * move is not held for it: the address and the tab bar change at once and the tab shows its
 * skeleton while the chunk loads (tab-content.tsx); the route's loader starts the download as
 * the move starts, beside the layout's chunk (no waterfall at start-up).
 */
const tabRoute = (tab: TabId, route: RouteObject): RouteObject =>
  ({
    ...route,
    handle: { tab },
    Component: TAB_SCREENS[tab],
    loader: () => {
      void startLoad(TAB_LOADERS[tab]).catch(() => {});
      return null;
    },
  }) as RouteObject;

/**
 * The route table (docs/product.md#routes), React Router's data router (docs/decisions/0040):
 * any case, any trailing slashes; each screen is its own chunk, loaded before the route is
 * shown (the screen on show stays meanwhile, as a transition); the tabs are child routes of
 * their layout, which stays mounted and shows the tab in its `<Outlet>` (a tab's skeleton
 * while the tab's chunk loads).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Until the first address's chunks are in: the shell's skeleton, as the page's HTML shows.
    HydrateFallback: StartScreen,
    ErrorBoundary: RouteError,
    children: [
      {
        // Layout 2: `/`, `/home` and every tab; signed out, the landing page or the demo.
        path: "/",
        lazy: shellLayout(
          () => import("./routes/app-tabs-route"),
          (m) => m.AppTabsRoute,
        ),
        children: [
          tabRoute("home", { index: true }),
          ...TABS.map((tab) => tabRoute(tab, { path: tab })),
        ],
      },
      {
        // Layout 1: `/dashboard/:tab`, signed in only; a bare `/dashboard` redirects inside,
        // an unknown tab shows the classes view.
        path: "/dashboard",
        lazy: shellLayout(
          () => import("./routes/dashboard-route"),
          (m) => m.DashboardRoute,
        ),
        children: [
          ...DASHBOARD_TABS.map((tab) => tabRoute(tab, { path: tab })),
          tabRoute("classes", { path: "*" }),
        ],
      },
      {
        path: "/auth",
        lazy: screen(
          () => import("../features/auth/auth-page"),
          (m) => m.AuthPage,
        ),
      },
      {
        path: "/auth/reset-password",
        lazy: screen(
          () => import("../features/auth/reset-password-page"),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        // The link of an invitation to co-teach a class (docs/decisions/0058-sharing-a-class.md).
        path: "/invitations/accept",
        lazy: screen(
          () => import("../features/sharing/accept-page"),
          (m) => m.AcceptInvitationPage,
        ),
      },
      {
        // A substitute's link to one class (docs/decisions/0059-substitute-links.md): no account,
        // its own chunk, none of the signed-in app's data.
        path: "/substitute",
        lazy: screen(
          () => import("../features/substitute/substitute-page"),
          (m) => m.SubstitutePage,
        ),
      },
      {
        path: "/privacy",
        lazy: screen(
          () => import("../features/privacy/privacy-page"),
          (m) => m.PrivacyPage,
        ),
      },
      {
        path: "/test",
        lazy: screen(
          () => import("../features/misc/test-page"),
          (m) => m.TestPage,
        ),
      },
      {
        path: "/debug",
        lazy: screen(
          () => import("./routes/debug-route"),
          (m) => m.DebugRoute,
        ),
      },
      // Print views (docs/product.md#print): pages of their own, outside the tabbed shell.
      {
        path: "/print/students/:classId",
        lazy: screen(
          () => import("./routes/print-routes"),
          (m) => m.PrintStudentsRoute,
        ),
      },
      {
        path: "/print/cards/:classId",
        lazy: screen(
          () => import("./routes/print-routes"),
          (m) => m.PrintCardsRoute,
        ),
      },
      {
        path: "/print/reference",
        lazy: screen(
          () => import("./routes/print-routes"),
          (m) => m.PrintReferenceRoute,
        ),
      },
      {
        path: "/print/groups",
        lazy: screen(
          () => import("./routes/print-routes"),
          (m) => m.PrintGroupsRoute,
        ),
      },
      {
        path: "/print/seating",
        lazy: screen(
          () => import("./routes/print-routes"),
          (m) => m.PrintSeatingRoute,
        ),
      },
      {
        path: "*",
        lazy: screen(
          () => import("../features/misc/not-found-page"),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** The app's router; made once, as the app starts, which starts the address's chunks at once. */
export const createAppRouter = () => createBrowserRouter(routes);
