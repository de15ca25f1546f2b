// What other features use of a class's recent changes (docs/decisions/0060-who-did-what.md):
// recording a change in the write's own transaction.
export {
  type ActivityDetail,
  type Actor,
  recordActivity,
  SUBSTITUTE,
  teacherActor,
} from "./record";
export { recordTeacherChange } from "./record-change";
