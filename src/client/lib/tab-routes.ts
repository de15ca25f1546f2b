/**
 * The tabs of the signed-in app and how they map to addresses in both route layouts (docs/product.md#routes).
 * Layout 2 ("app"): `/`, `/classes`, ... `/useful` (`/home` is an alias of `/`).
 * Layout 1 ("dashboard"): `/dashboard/:tab?`; a bare or unknown tab shows the classes view.
 * Pure functions: the start-up screens, the tab bar and the tests share them; the route table
 * (app/router.tsx) names the same addresses.
 */
export const TABS = [
  "home",
  "classes",
  "students",
  "groups",
  "seating",
  "randomizer",
  "settings",
  "useful",
] as const;

export type TabId = (typeof TABS)[number];
export type RouteLayout = "app" | "dashboard";

/** The tabs a `/dashboard/:tab` address may name (docs/product.md#screens layout 1). */
export const DASHBOARD_TABS = TABS.filter((tab) => tab !== "home");

export const DASHBOARD_BASE = "/dashboard";

export function isTabId(value: unknown): value is TabId {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

/** Which layout an address belongs to. */
export function layoutOf(pathname: string): RouteLayout {
  return pathname === DASHBOARD_BASE || pathname.startsWith(`${DASHBOARD_BASE}/`)
    ? "dashboard"
    : "app";
}

function trimSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, "");
}

/** The tab an address shows. Unknown dashboard tabs show the classes view (docs/product.md#routes). */
export function tabFromPath(pathname: string): TabId {
  const path = trimSlashes(pathname);
  if (layoutOf(path) === "dashboard") {
    const segment = path.slice(DASHBOARD_BASE.length + 1).split("/")[0] ?? "";
    return isTabId(segment) && segment !== "home" ? segment : "classes";
  }
  const segment = path.slice(1);
  if (segment === "" || segment === "home") return "home";
  return isTabId(segment) ? segment : "home";
}

/** Whether a layout-2 address is one of the tab routes (`/classes`, ... `/useful`). */
export function isAppTabPath(pathname: string): boolean {
  const segment = trimSlashes(pathname).slice(1);
  return isTabId(segment) && segment !== "home";
}

/**
 * The address of a tab in a layout. Home always resets to `/` (docs/product.md#screens); the other tabs stay
 * under `/dashboard` when the teacher is there.
 */
export function tabPath(tab: TabId, layout: RouteLayout): string {
  if (tab === "home") return "/";
  return layout === "dashboard" ? `${DASHBOARD_BASE}/${tab}` : `/${tab}`;
}

/** Whether an address shows the tabbed shell (`/`, `/home`, a tab, `/dashboard/...`). */
export function isShellPath(pathname: string): boolean {
  const path = trimSlashes(pathname);
  return path === "" || path === "/home" || isAppTabPath(path) || layoutOf(path) === "dashboard";
}
