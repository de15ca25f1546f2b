// What other features use of the auth feature: the signed-in teacher, signing out and the
// centred card of the auth screens.
export { AuthLayout } from "./auth-layout";
export { AuthProvider, useAuth } from "./auth-provider";
export { loadAuthClient } from "./load-auth-client";
export { ACCOUNT_DELETED_PAGE, type SignOutDeps, signOutAndLeave } from "./sign-out";
