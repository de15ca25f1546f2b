import { useCallback } from "react";
import { useLocation, useNavigate } from "./router";
import { layoutOf, type RouteLayout, type TabId, tabFromPath, tabPath } from "./tab-routes";

/** The route layout the teacher is in (`/dashboard/...` or the app routes). */
export function useRouteLayout(): RouteLayout {
  return layoutOf(useLocation().pathname);
}

/** The tab the current address shows. */
export function useCurrentTab(): TabId {
  return tabFromPath(useLocation().pathname);
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
