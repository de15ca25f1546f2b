import { useCallback } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { layoutOf, type RouteLayout, type TabId, tabFromPath, tabPath } from "./tab-routes";

/** The route layout the teacher is in (`/dashboard/...` or the app routes). */
export function useRouteLayout(): RouteLayout {
  return layoutOf(useLocation().pathname.toLowerCase());
}

/**
 * The tab the current address shows: its route's `handle.tab` (app/router.tsx); on a bare
 * `/dashboard`, which redirects to a tab, the address's own reading.
 */
export function useCurrentTab(): TabId {
  const matches = useMatches();
  const pathname = useLocation().pathname;
  const tab = matches.map((m) => (m.handle as { tab?: TabId } | undefined)?.tab).find(Boolean);
  return tab ?? tabFromPath(pathname.toLowerCase());
}

/** The address of `tab` in the current layout, e.g. for a `<Link to={useTabPath("students")}>`. */
export function useTabPath(tab: TabId): string {
  return tabPath(tab, useRouteLayout());
}

/** A function that goes to a tab in the current layout: `navigateToTab("students")`. */
export function useNavigateToTab(): (tab: TabId) => void {
  const navigate = useNavigate();
  const layout = useRouteLayout();
  return useCallback((tab: TabId) => void navigate(tabPath(tab, layout)), [navigate, layout]);
}
