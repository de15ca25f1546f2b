// What other features use of the students feature: the two bulk imports' dialogs (Home's first
// class offers them as the Students tab does).
export { CsvImportDialog } from "./csv-import-dialog";
export { PasteNamesDialog } from "./paste-names-dialog";
