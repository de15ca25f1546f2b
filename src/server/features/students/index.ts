/** What other server features use of the students feature (decision 0016: public modules only). */
export { classLimitMessage, teacherLimitMessage } from "./limits";
export { removeStudents } from "./repository";
