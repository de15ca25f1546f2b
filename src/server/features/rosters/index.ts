/** What other features use of roster imports: Google Classroom imports and syncs (issue 18.3). */
export { applyRosterImport, importRosters, type RosterClassRequest } from "./apply";
