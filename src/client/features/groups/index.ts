// What other features use of the groups feature: the saved group sheet, group labels and the
// members' badges (the print view of the groups), and the class's rules panel (Seating shows it
// too: a seating chart keeps the same rules).
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
export { RulesPanel } from "./rules/rules-panel";
