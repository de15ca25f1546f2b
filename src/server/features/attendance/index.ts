// What other features use of the roll: writing a day's roll for a resolved class and the person
// taking it (the substitute's pages, docs/decisions/0059-substitute-links.md).
export { saveAttendance } from "./service";
