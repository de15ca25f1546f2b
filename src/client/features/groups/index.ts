// What other features use of the groups feature: the saved group sheet, group labels and the
// members' badges (the print view of the groups).
export {
  browserSession,
  type GroupSheet,
  loadGroupSheet,
  readGroupSheet,
  savedName,
  studentFacing,
} from "./model/group-sheet";
export { groupLabel } from "./model/group-spread";
export { MemberBadges } from "./model/member-badges";
