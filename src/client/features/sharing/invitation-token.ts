/**
 * The invitation link's token (`/invitations/accept#<token>`): taken from the address at once
 * (so it leaves the address bar and never rides along to sign-in), kept in this tab's session
 * storage through signing in or up, and forgotten once accepted or declined.
 */
const KEY = "classcharmInvitationToken";

export const INVITATION_PATH = "/invitations/accept";

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The token from the address's fragment (moved into storage), else the one kept. */
export function takeInvitationToken(): string | null {
  const fromHash = decodeURIComponent(window.location.hash.replace(/^#/, "")).trim();
  if (fromHash) {
    try {
      storage()?.setItem(KEY, fromHash);
    } catch {
      // Storage unavailable: the token lives in this page only.
    }
    window.history.replaceState(window.history.state, "", INVITATION_PATH);
    return fromHash;
  }
  try {
    return storage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function forgetInvitationToken(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
