import type { TabId } from "#src/client/lib/tab-routes";

/**
 * The tab a teacher most likely opens next from each tab: its code is downloaded
 * when the browser is idle after the current tab's, so the click finds it ready. Follows the
 * tab bar's order of work: open a class, see its students, make groups, pick at random.
 */
export const NEXT_TAB: Readonly<Record<TabId, TabId>> = {
  home: "classes",
  classes: "students",
  students: "groups",
  groups: "randomizer",
  seating: "groups",
  randomizer: "students",
  settings: "students",
  useful: "home",
};
