// What other features use of the groups feature: the saved group sheet, group labels and the
// members' badges (the print view of the groups).
export {
  browserSession,
  type GroupSheet,
  loadGroupSheet,
  readGroupSheet,
  savedName,
  studentFacing,
} from "./group-sheet";
export { groupLabel } from "./group-spread";
export { MemberBadges } from "./member-badges";
