import { t } from "@lingui/core/macro";
import { TabLinks } from "./tab-links";

/** Wide screens: the tab bar under the header (the "Menu" sheet takes over below 1024 px). */
export function TabBar() {
  return (
    <nav
      aria-label={t({ message: "Main", context: "navigation" })}
      data-tab-bar=""
      className="hidden border-b border-border bg-card lg:block"
    >
      <div className="mx-auto max-w-[1200px] px-4 py-1 sm:px-6">
        <TabLinks orientation="horizontal" />
      </div>
    </nav>
  );
}
