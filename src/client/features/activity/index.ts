// What other features use of a class's recent changes (docs/decisions/0060-who-did-what.md):
// the Recent changes dialog (its own chunk) and who made a pick or took the roll, in words.
export { useRecentChangesDialog } from "./use-recent-changes-dialog";
export { useViewer } from "./use-viewer";
