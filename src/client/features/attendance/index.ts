// What other features use of attendance (issue 16.1): today's roll and its button.
export { useAbsentIds, useAttendance } from "./api";
export { AttendanceButton } from "./attendance-dialog";
