import { useLingui } from "@lingui/react";
import { Link } from "react-router";
import { cn } from "#src/client/lib/cn";
import { useCurrentTab, useRouteLayout } from "#src/client/lib/tab-navigation";
import { tabPath } from "#src/client/lib/tab-routes";
import { TAB_ITEMS } from "./tab-items";

/**
 * The history state of a link to Home (the tab bar's, the logo's): Home resets to `/` and
 * clears the class choice once there (docs/product.md#shell, tabbed-app.tsx); other tabs keep it.
 */
export const HOME_LINK_STATE = "home-link";

/**
 * The tabs as links (switching a tab changes the route), the current one marked with
 * `aria-current="page"`. Used by the wide tab bar and the phone "Menu" sheet.
 */
export function TabLinks({
  orientation,
  onNavigate,
}: {
  orientation: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const current = useCurrentTab();
  const layout = useRouteLayout();
  const { _ } = useLingui();
  return (
    <ul className={cn("flex gap-1", orientation === "vertical" ? "flex-col" : "flex-row")}>
      {TAB_ITEMS.map(({ tab, label, icon: Icon }) => {
        const active = tab === current;
        return (
          <li key={tab}>
            <Link
              to={tabPath(tab, layout)}
              state={tab === "home" ? HOME_LINK_STATE : undefined}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap",
                "transition-colors duration-150",
                orientation === "vertical" && "text-base",
                active
                  ? "bg-secondary text-secondary-foreground"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {_(label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
