import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { Spinner } from "../../components/ui/spinner";
import type { TabId } from "../../lib/tab-routes";

type ScreenModule = Promise<{ default: ComponentType }>;

// Each tab is its own chunk, downloaded the first time it is opened.
const loaders: Record<TabId, () => ScreenModule> = {
  home: () => import("../../features/home/home-tab").then((m) => ({ default: m.HomeTab })),
  classes: () =>
    import("../../features/classes/classes-tab").then((m) => ({ default: m.ClassesTab })),
  students: () =>
    import("../../features/students/students-tab").then((m) => ({ default: m.StudentsTab })),
  groups: () => import("../../features/groups/groups-tab").then((m) => ({ default: m.GroupsTab })),
  randomizer: () =>
    import("../../features/randomizer/randomizer-tab").then((m) => ({
      default: m.RandomizerTab,
    })),
  settings: () =>
    import("../../features/settings/settings-tab").then((m) => ({ default: m.SettingsTab })),
  useful: () => import("../../features/useful/useful-tab").then((m) => ({ default: m.UsefulTab })),
};

const screens = Object.fromEntries(
  Object.entries(loaders).map(([tab, load]) => [tab, lazy(load)]),
) as Record<TabId, LazyExoticComponent<ComponentType>>;

/**
 * Downloads every tab's code (once the offline shell stores what is fetched), so all tabs
 * open offline later (D13). Failures are ignored: the tab then loads when opened.
 */
export async function preloadTabScreens(): Promise<void> {
  await Promise.allSettled([
    ...Object.values(loaders).map((load) => load()),
    // The print pages (group sheets, saved groupings, rosters) print offline too.
    import("../routes/print-routes"),
  ]);
}

export function TabLoading() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <Spinner />
      <p role="status" className="text-muted-foreground">
        Loading...
      </p>
    </div>
  );
}

/** The screen of one tab, loaded on demand. */
export function TabContent({ tab }: { tab: TabId }) {
  const Screen = screens[tab];
  return (
    <Suspense fallback={<TabLoading />}>
      <Screen />
    </Suspense>
  );
}
