import { useIsFetching } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { startLoad } from "#src/client/lib/lazy-ready";
import type { TabId } from "#src/client/lib/tab-routes";
import { whenIdle } from "../idle";
import { NEXT_TAB } from "./next-tab";
import { prefetchFiles, tabFiles } from "./tab-files";
import { TAB_LOADERS as loaders } from "./tab-loaders";
import { TabSkeleton } from "./tab-skeleton";

/**
 * The next tab's files into the browser's cache, not run (the build lists them, tab-files.ts);
 * without the list (development) its module is imported.
 */
function prefetchTab(tab: TabId) {
  const files = tabFiles(tab);
  if (files) prefetchFiles(files);
  else void startLoad(loaders[tab]).catch(() => {});
}

/**
 * Once this tab's code is in, its reads have answered, and the browser is idle, downloads the
 * code of the tab most likely opened next. Not before the reads: on a slow
 * connection the next tab's 80 KB competed with this tab's data. A failure is
 * ignored: that tab then loads when opened.
 */
function usePreloadNextTab(tab: TabId) {
  const settled = useIsFetching() === 0;
  useEffect(() => {
    if (!settled) return;
    let cancel = () => {};
    let live = true;
    void startLoad(loaders[tab])
      .then(() => {
        if (live) cancel = whenIdle(() => prefetchTab(NEXT_TAB[tab]));
      })
      .catch(() => {});
    return () => {
      live = false;
      cancel();
    };
  }, [tab, settled]);
}

/**
 * Beside the screen, not around it: the count of reads in flight changes with every read, and
 * each change renders this at once (a store's update); the tab's screen is not rendered again.
 */
function PreloadNextTab({ tab }: { tab: TabId }) {
  usePreloadNextTab(tab);
  return null;
}

/**
 * The tab's screen: its route's, in the layout's `<Outlet>` (app/router.tsx); a skeleton of the
 * tab while its chunk loads (the boundary is new for each tab: the caller keys it by tab).
 */
export function TabContent({ tab }: { tab: TabId }) {
  return (
    <>
      <PreloadNextTab tab={tab} />
      <Suspense fallback={<TabSkeleton tab={tab} />}>
        <Outlet />
      </Suspense>
    </>
  );
}
