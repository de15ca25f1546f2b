// What other features use of the auth feature: the signed-in teacher and signing out.
export { AuthProvider, useAuth, useOptionalAuth } from "./auth-provider";
export { loadAuthClient } from "./load-auth-client";
export { ACCOUNT_DELETED_PAGE, type SignOutDeps, signOutAndLeave } from "./sign-out";
