import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { localDay } from "#src/domain/attendance/school-day";
import { type DataSource, queryKeys } from "../data/source";
import type { TabId } from "../lib/tab-routes";

/** One read a screen makes as it opens: the key and the read its hook uses. */
export type TabRead = { queryKey: QueryKey; queryFn: () => Promise<unknown> };

/**
 * What each tab reads as it opens (the same keys and reads as the screens' hooks), so the
 * reads can start as soon as the teacher is known instead of one after another as the tab's
 * components mount. Without it a class tab read the class list, then, once the
 * chosen class was checked against it, the class's students, roll, rules...: two round trips
 * after the tab's code, each behind the main thread's work. `classId` is the stored choice;
 * when it names a class that no longer exists its reads answer 404 and nothing shows them.
 */
export function tabReads(
  tab: TabId,
  source: DataSource,
  classId: string | null,
  day = localDay(),
): TabRead[] {
  const classes: TabRead = {
    queryKey: queryKeys.classes(source.userId),
    queryFn: () => source.listClasses(),
  };
  const settings: TabRead = {
    queryKey: queryKeys.settings(source.userId),
    queryFn: () => source.listSettings(),
  };
  const preferences: TabRead = {
    queryKey: queryKeys.preferences(source.userId),
    queryFn: () => source.listPreferences(),
  };
  if (tab === "settings") return [classes, settings, preferences];
  if (tab === "home" || tab === "classes" || tab === "useful" || classId === null) {
    return [classes];
  }
  const students: TabRead = {
    queryKey: queryKeys.students(classId),
    queryFn: () => source.listStudents(classId),
  };
  const roll: TabRead = {
    queryKey: queryKeys.attendance(classId, day),
    queryFn: () => source.getAttendance(classId, day),
  };
  if (tab === "students") return [classes, students, roll, settings, preferences];
  if (tab === "seating") {
    return [
      classes,
      students,
      roll,
      { queryKey: queryKeys.rooms(classId), queryFn: () => source.listRooms(classId) },
      { queryKey: queryKeys.groupRules(classId), queryFn: () => source.listGroupRules(classId) },
      { queryKey: queryKeys.seatNeeds(classId), queryFn: () => source.listSeatNeeds(classId) },
    ];
  }
  if (tab === "groups") {
    return [
      classes,
      students,
      roll,
      settings,
      { queryKey: queryKeys.groupRules(classId), queryFn: () => source.listGroupRules(classId) },
      { queryKey: queryKeys.groupings(classId), queryFn: () => source.listGroupings(classId) },
      // The form opens as the teacher left it (decision 0043).
      {
        queryKey: queryKeys.groupSettings(classId),
        queryFn: () => source.getGroupSettings(classId),
      },
    ];
  }
  return [
    classes,
    students,
    roll,
    { queryKey: queryKeys.history(classId), queryFn: () => source.listHistory(classId) },
    {
      queryKey: queryKeys.wheelSettings(classId),
      queryFn: () => source.getWheelSettings(classId),
    },
  ];
}

/** Starts the tab's reads at once (each only if the cache has no answer for it yet). */
export function prefetchTab(
  client: QueryClient,
  source: DataSource,
  tab: TabId,
  classId: string | null,
): void {
  for (const read of tabReads(tab, source, classId)) void client.prefetchQuery(read);
}
