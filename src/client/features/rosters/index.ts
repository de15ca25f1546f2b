// What other features use of the OneRoster import: its buttons and dialog.
export { useOneRosterImport } from "./use-oneroster-import";
