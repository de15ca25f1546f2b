import type { ScreenLoader } from "../lib/lazy-ready";

/**
 * The shell's route chunks, each one loader function: `route-preload.ts` starts them at
 * start-up and the routes render them (`lazyReady`), sharing the one download.
 */
export const loadAppTabsRoute: ScreenLoader = () =>
  import("./routes/app-tabs-route").then((m) => ({ default: m.AppTabsRoute }));

export const loadDashboardRoute: ScreenLoader = () =>
  import("./routes/dashboard-route").then((m) => ({ default: m.DashboardRoute }));
