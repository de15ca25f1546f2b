/**
 * The roster import for other server features (Google Classroom's import and sync):
 * `importRosters` in its own teacher transaction, or `applyRosterImport` inside the caller's
 * (decision 0021). Import them from here (decision 0016: a feature's public modules only).
 */
export { applyRosterImport, importRosters } from "./apply";
export type { RosterClassRequest, RosterContext, RosterImportRequest } from "./types";
