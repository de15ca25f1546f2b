import type { QueryClient } from "@tanstack/react-query";
import { STORAGE_KEYS } from "./constants";

type StorageLike = Pick<Storage, "removeItem">;

/** What the browser keeps of a signed-in teacher: the mirror, the teacher, the chosen class. */
const TEACHER_KEYS = [STORAGE_KEYS.queryCache, STORAGE_KEYS.lastUser, STORAGE_KEYS.selectedClass];

/**
 * Forgets the teacher's data in this browser: the in-memory query cache first (so
 * the mirror's last write, when its screens unmount, finds nothing to keep), then the offline
 * mirror and the last teacher in storage. Used when the server says the session is gone (any
 * 401, or a session check that finds nobody); offline, nothing calls it and the mirror stays.
 */
export function wipeTeacherData(client: QueryClient, storage: StorageLike): void {
  client.clear();
  for (const key of TEACHER_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Unavailable storage holds nothing to wipe.
    }
  }
}
