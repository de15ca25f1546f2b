import { startLoad } from "../lib/lazy-ready";
import { isAppTabPath, layoutOf, tabFromPath } from "../lib/tab-routes";
import { loadAppTabsRoute, loadDashboardRoute } from "./route-loaders";
import { loadSignedInApp } from "./routes/signed-in-loader";
import { TAB_LOADERS } from "./shell/tab-loaders";

/** Whether an address shows the tabbed shell (`/`, `/home`, a tab, `/dashboard/...`). */
export const isShellPath = (path: string) =>
  path === "/" || path === "/home" || isAppTabPath(path) || layoutOf(path) === "dashboard";

/**
 * At start-up, on the shell's addresses: downloads the shell's route chunks and the tab's own
 * chunk while the session is being checked. Without it each waits for the one
 * before (session, then the route, then the shell, then the tab): three round trips more before
 * the tab paints. Failures are ignored: the route then loads them itself. The routes render
 * what has arrived at once (`lazyReady`), without a Suspense fallback in between.
 */
export function preloadRouteChunks(pathname: string): void {
  if (!isShellPath(pathname)) return;
  const ignore = () => {};
  startLoad(layoutOf(pathname) === "dashboard" ? loadDashboardRoute : loadAppTabsRoute).catch(
    ignore,
  );
  startLoad(loadSignedInApp).catch(ignore);
  startLoad(TAB_LOADERS[tabFromPath(pathname)]).catch(ignore);
}
