import { broadcastSessionChange, refreshSession } from "./session-store";

type AuthClientModule = typeof import("#src/client/lib/auth-client");

let loading: Promise<AuthClientModule> | undefined;

/**
 * Better Auth's client, downloaded the first time an action needs it (sign in or up, a
 * provider's button, sign out, forgot or reset password, the account settings): it is not part
 * of the shell's first load. When one of its calls changes the session (its
 * session signal: sign-in, sign-up, name, address, password), the shell's session store checks
 * the session again and the other tabs are told, as Better Auth's own session store did. A
 * failed download is tried again on the next call.
 */
export function loadAuthClient(): Promise<AuthClientModule> {
  loading ??= import("#src/client/lib/auth-client").then(
    (module) => {
      module.authClient.$store.atoms.$sessionSignal?.listen(() => {
        void refreshSession();
        broadcastSessionChange();
      });
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts the download ahead of a likely action (e.g. when a sign-in form is shown). */
export function preloadAuthClient(): void {
  loadAuthClient().catch(() => {});
}
