import { SIGN_OUT_REDIRECT_MS } from "#src/client/lib/constants";
import { announceSignOut, endServerSession, SIGN_OUT_PENDING_KEY } from "./session-store";

/**
 * How long Sign Out waits for the server. A request on a shaky network can hang for minutes,
 * the button busy and the roster on screen; after this the page signs out here and leaves the
 * server's part for later (0029), as when there is no network at all.
 */
export const SIGN_OUT_ANSWER_MS = 5000;

/**
 * Where Sign Out lands: the landing page saying the teacher is signed out (0035); the server
 * sends its prerendered copy with that notice, the app's own landing page shows it too.
 */
export const SIGNED_OUT_PAGE = "/?signed-out";
/** Where deleting the account lands: the landing page saying the account was deleted (0035). */
export const ACCOUNT_DELETED_PAGE = "/?deleted";

export type SignOutDeps = {
  /**
   * Revokes the session on the server (all of the teacher's sessions, docs/product.md#sign-in): by default a plain
   * POST to Better Auth's sign-out, which needs none of its client's code.
   */
  signOut?: () => Promise<{ error?: unknown } | null | undefined>;
  /** Drops every cached server answer (the TanStack Query cache). */
  cache: { clear: () => void };
  /** Local and session storage by default. */
  storages?: Pick<Storage, "clear" | "setItem">[];
  /** Tells this browser's other tabs (after storage is cleared, which they do not notice). */
  announce?: () => void;
  /**
   * Goes to `/?signed-out` (a full load, which starts every in-memory store afresh), the landing
   * page saying what happened.
   */
  leave?: () => void;
  delayMs?: number;
};

/**
 * Sign-out (docs/product.md#sign-in): revoke the sessions, clear the query cache, local storage and
 * session storage, tell the other tabs, then go to `/` (`/?signed-out`, the landing page saying
 * so) after 100 ms, or at once when the server
 * call failed. A failed call leaves a note in local storage: the session store ends the server's
 * session as soon as it gets an answer, and shows nobody signed in until then (0029).
 * Resolves `true` when the server confirmed the sign-out.
 */
export async function signOutAndLeave({
  signOut = () =>
    endServerSession(AbortSignal.timeout(SIGN_OUT_ANSWER_MS)).then((ended) =>
      ended ? null : { error: true },
    ),
  cache,
  storages = [window.localStorage, window.sessionStorage],
  announce = announceSignOut,
  leave = () => window.location.assign(SIGNED_OUT_PAGE),
  delayMs = SIGN_OUT_REDIRECT_MS,
}: SignOutDeps): Promise<boolean> {
  let ok: boolean;
  try {
    const result = await signOut();
    ok = !result?.error;
  } catch {
    ok = false;
  }
  cache.clear();
  for (const storage of storages) {
    try {
      storage.clear();
    } catch {
      // Storage can be unavailable (privacy modes); there is nothing to clear then.
    }
  }
  try {
    if (!ok) storages[0]?.setItem(SIGN_OUT_PENDING_KEY, "1");
  } catch {
    // Without storage the server's session ends only when it expires.
  }
  announce();
  if (ok) await new Promise((resolve) => setTimeout(resolve, delayMs));
  leave();
  return ok;
}
