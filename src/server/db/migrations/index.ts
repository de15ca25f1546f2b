import type { Migration } from "kysely";
import * as initial from "./20261122-0001-initial";
import * as versions from "./20261122-0002-versions";
import * as rateLimits from "./20261122-0003-rate-limits";
import * as confirmedAddresses from "./20261124-0013-confirmed-addresses";
import * as attendance from "./20261124-0016-attendance";
import * as groupings from "./20261125-0017-groupings";
import * as rosterLinks from "./20261125-0018-roster-links";
import * as googleConnections from "./20261125-0019-google-connections";
import * as deletedClassesOwner from "./20261127-0020-deleted-classes-owner";
import * as groupingCounts from "./20261127-0021-grouping-counts";
import * as leaveClassOrphans from "./20261127-0032-leave-class-orphans";
import * as spinSeconds from "./20261128-0042-spin-seconds";
import * as groupSettings from "./20261128-0043-group-settings";
import * as optionColors from "./20261128-0044-option-colors";
import * as teacherLanguages from "./20261128-0045-teacher-languages";
import * as seating from "./20261128-0046-seating";
import * as retention from "./20261128-0047-retention";
import * as twoFactor from "./20261128-0048-two-factor";
import * as sharing from "./20261128-0049-sharing";
import * as whoDidWhat from "./20261128-0050-who-did-what";

/** Every migration in order. Names sort by time; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  "20261122-0001-initial": initial,
  "20261122-0002-versions": versions,
  "20261122-0003-rate-limits": rateLimits,
  "20261124-0013-confirmed-addresses": confirmedAddresses,
  "20261124-0016-attendance": attendance,
  "20261125-0017-groupings": groupings,
  "20261125-0018-roster-links": rosterLinks,
  "20261125-0019-google-connections": googleConnections,
  "20261127-0020-deleted-classes-owner": deletedClassesOwner,
  "20261127-0021-grouping-counts": groupingCounts,
  "20261127-0032-leave-class-orphans": leaveClassOrphans,
  "20261128-0042-spin-seconds": spinSeconds,
  "20261128-0043-group-settings": groupSettings,
  "20261128-0044-option-colors": optionColors,
  "20261128-0045-teacher-languages": teacherLanguages,
  "20261128-0046-seating": seating,
  "20261128-0047-retention": retention,
  "20261128-0048-two-factor": twoFactor,
  "20261128-0049-sharing": sharing,
  "20261128-0050-who-did-what": whoDidWhat,
};
