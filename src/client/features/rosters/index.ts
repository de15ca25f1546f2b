// What other features use of the OneRoster import: its buttons and dialog.

// The dry run's review and its words, shared with Google Classroom.
export { balancedHint } from "./roster-errors";
export { RosterImportFields } from "./roster-import-fields";
export { chosenRemovals, importedToast, removalConfirmation } from "./roster-review";
export { RosterReviewStep } from "./roster-review-step";
export { useOneRosterImport } from "./use-oneroster-import";
