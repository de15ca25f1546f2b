import { SIGN_OUT_REDIRECT_MS } from "../../lib/constants";

export type SignOutDeps = {
  /** Revokes the session on the server (all of the teacher's sessions, D10). */
  signOut: () => Promise<{ error?: unknown } | null | undefined>;
  /** Drops every cached server answer (the TanStack Query cache). */
  clearCache: () => void;
  storages: Pick<Storage, "clear">[];
  /** Tells this browser's other tabs (after storage is cleared, which they do not notice). */
  announce?: () => void;
  /** Goes to `/`. */
  leave: () => void;
  delayMs?: number;
};

/**
 * Sign-out per spec §4 and D10: revoke the sessions, clear the query cache, local storage and
 * session storage, tell the other tabs, then go to `/` after 100 ms, or at once when the server call failed.
 * Resolves `true` when the server confirmed the sign-out.
 */
export async function signOutAndLeave(deps: SignOutDeps): Promise<boolean> {
  let ok: boolean;
  try {
    const result = await deps.signOut();
    ok = !result?.error;
  } catch {
    ok = false;
  }
  deps.clearCache();
  for (const storage of deps.storages) {
    try {
      storage.clear();
    } catch {
      // Storage can be unavailable (privacy modes); there is nothing to clear then.
    }
  }
  deps.announce?.();
  if (ok) await new Promise((resolve) => setTimeout(resolve, deps.delayMs ?? SIGN_OUT_REDIRECT_MS));
  deps.leave();
  return ok;
}
