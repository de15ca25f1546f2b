// What other features use of the picks: recording and undoing a spin's picks for a resolved
// class and the person picking (the substitute's pages, docs/decisions/0059-substitute-links.md).
export { recordDrawIn, undoEntries } from "./service";
