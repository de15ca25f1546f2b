import { type ComponentType, Suspense, useEffect } from "react";
import { lazyReady, startLoad } from "../../lib/lazy-ready";
import type { TabId } from "../../lib/tab-routes";
import { whenIdle } from "../idle";
import { NEXT_TAB } from "./next-tab";
import { TAB_LOADERS as loaders } from "./tab-loaders";
import { TabSkeleton } from "./tab-skeleton";

const screens = Object.fromEntries(
  Object.entries(loaders).map(([tab, load]) => [tab, lazyReady(load)]),
) as Record<TabId, ComponentType>;

/**
 * Once this tab's code is in, and the browser is idle, downloads the code of the tab most
 * likely opened next (issue 19.2). A failure is ignored: that tab then loads when opened.
 */
function usePreloadNextTab(tab: TabId) {
  useEffect(() => {
    let cancel = () => {};
    let live = true;
    void startLoad(loaders[tab])
      .then(() => {
        if (live) cancel = whenIdle(() => void startLoad(loaders[NEXT_TAB[tab]]).catch(() => {}));
      })
      .catch(() => {});
    return () => {
      live = false;
      cancel();
    };
  }, [tab]);
}

/** The screen of one tab, loaded on demand; a skeleton of a tab meanwhile. */
export function TabContent({ tab }: { tab: TabId }) {
  usePreloadNextTab(tab);
  const Screen = screens[tab];
  return (
    <Suspense fallback={<TabSkeleton />}>
      <Screen />
    </Suspense>
  );
}
