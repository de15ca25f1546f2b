import { createAuthClient } from "better-auth/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { AUTH_BASE_PATH } from "./constants";

/**
 * Better Auth's browser client, talking to the same-origin server at `/api/auth`. Loaded only
 * by the actions that use it (`features/auth/load-auth-client.ts`): the shell reads the session
 * through its own store. Import only types from here statically.
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: AUTH_BASE_PATH,
  // Two-factor sign-in: the sign-in form reads `twoFactorRedirect` from the answer itself.
  plugins: [twoFactorClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];
