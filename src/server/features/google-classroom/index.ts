// What other server features use of Google Classroom: revoking a teacher's grant when their
// account is deleted (issue 18.3/18.6).
export { revokeGoogleGrant } from "./revoke-grant";
