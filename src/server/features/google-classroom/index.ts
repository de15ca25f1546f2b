// What other server features use of Google Classroom: revoking a teacher's grant when their
// account is deleted (docs/decisions/0022).
export { revokeGoogleGrant } from "./revoke-grant";
