import type { AuthUser } from "#src/client/lib/auth-client";
import { parseSession } from "./session-store";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/**
 * The last signed-in teacher, kept in browser storage so the app can open offline with the
 * mirrored classes and students (docs/product.md#offline). Sign-out clears it with the rest of the storage.
 */
export function saveLastUser(storage: StorageLike, key: string, user: AuthUser): void {
  try {
    storage.setItem(key, JSON.stringify(user));
  } catch {
    // Unavailable storage: the app simply cannot open offline.
  }
}

export function readLastUser(storage: StorageLike, key: string): AuthUser | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    // Its dates as Dates, as the session check gives them.
    const parsed = parseSession(raw) as AuthUser;
    return typeof parsed.id === "string" && typeof parsed.email === "string" ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Offline and the session check failed: the stored teacher, read-only. Otherwise none, unless
 * `keep`: the stored teacher is on screen and the network is back, but the check that follows
 * has not answered yet (or could not reach the server). Dropping the teacher then would swap
 * the app for the start-up screen and back, and lose whatever was being typed.
 */
export function offlineUser(
  status: string,
  online: boolean,
  stored: () => AuthUser | null,
  keep = false,
): AuthUser | null {
  return status === "error" && (!online || keep) ? stored() : null;
}
