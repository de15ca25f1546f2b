import type { ComponentType } from "react";
import type { TabId } from "../../lib/tab-routes";

type ScreenModule = Promise<{ default: ComponentType }>;

/** Each tab's screen is its own chunk, downloaded the first time it is needed. */
export const TAB_LOADERS: Readonly<Record<TabId, () => ScreenModule>> = {
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
