// What other features use of attendance: today's roll and its button.
export { useAbsentIds, useAttendance } from "./api";
export { AttendanceButton } from "./attendance-dialog";
