import type { ComponentType } from "react";
import type { TabId } from "#src/client/lib/tab-routes";

type ScreenModule = Promise<{ default: ComponentType }>;

/** Each tab's screen is its own chunk, downloaded the first time it is needed. */
export const TAB_LOADERS: Readonly<Record<TabId, () => ScreenModule>> = {
  home: () => import("#src/client/features/home/home-tab").then((m) => ({ default: m.HomeTab })),
  classes: () =>
    import("#src/client/features/classes/classes-tab").then((m) => ({ default: m.ClassesTab })),
  students: () =>
    import("#src/client/features/students/students-tab").then((m) => ({ default: m.StudentsTab })),
  groups: () =>
    import("#src/client/features/groups/groups-tab").then((m) => ({ default: m.GroupsTab })),
  seating: () =>
    import("#src/client/features/seating/seating-tab").then((m) => ({ default: m.SeatingTab })),
  randomizer: () =>
    import("#src/client/features/randomizer/randomizer-tab").then((m) => ({
      default: m.RandomizerTab,
    })),
  settings: () =>
    import("#src/client/features/settings/settings-tab").then((m) => ({ default: m.SettingsTab })),
  useful: () =>
    import("#src/client/features/useful/useful-tab").then((m) => ({ default: m.UsefulTab })),
};
