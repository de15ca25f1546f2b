/** What other features use of an account: removing one whole (retention's idle accounts). */
export { removeAccount } from "./delete-account";
