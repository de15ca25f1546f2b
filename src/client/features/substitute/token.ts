/** The substitute's page: its address once the token has left it. */
export const SUBSTITUTE_PATH = "/substitute";

/**
 * The link's token, from the address's fragment (`/substitute#<token>`), which is then taken out
 * of the address bar and the history entry. It is kept in the page's memory only: never in any
 * storage, so nothing opens the class again once the tab is reloaded or closed.
 */
let taken: string | null = null;

export function takeSubstituteToken(): string | null {
  const raw = window.location.hash.replace(/^#/, "");
  // Asked again in the same page (a render run twice): the token already taken.
  if (!raw) return taken;
  let token = raw;
  try {
    token = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the token as written, which the server will not know.
  }
  taken = token.trim() || null;
  window.history.replaceState(null, "", SUBSTITUTE_PATH);
  return taken;
}

/** The page is gone: the token goes with it. */
export function forgetSubstituteToken(): void {
  taken = null;
}
