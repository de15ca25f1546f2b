import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { queryKeys } from "#src/client/data/source";

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Bump when the stored shape changes: older mirrors are then ignored. 2: the Saved groupings
 * list holds summaries, each grouping's members apart (decision 0031).
 */
export const MIRROR_VERSION = 2;
/** A mirror older than this is not shown (a week: the session's own lifetime, docs/product.md#sign-in). */
export const MIRROR_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Mirror = { version: number; userId: string; savedAt: number; state: DehydratedState };

const MIRRORED_ROOTS: readonly string[] = [
  queryKeys.allStudents[0],
  // The class list, one's own classes and those shared with the teacher alike (their role and
  // owner's name in it: docs/decisions/0058-sharing-a-class.md), and whatever is read under a
  // class's own key (`["/api/classes", classId, ...]`: who shares it; the owner's attribute
  // settings a co-teacher's forms use, once read there).
  "/api/classes",
  // Offline, the last known roll shows (read-only).
  queryKeys.attendance("", "")[0],
  // Offline, the wheel still picks in the class's mode (no pupil data in it).
  queryKeys.wheelSettings("")[0],
  // Offline, a class's grouping rules and its Saved groupings list show,
  // read-only, with the members of every grouping read on this device (opened, printed,
  // presented, exported, saved or weighed by New partners; decision 0031), under the same root.
  queryKeys.groupRules("")[0],
  queryKeys.groupings("")[0],
];

/**
 * Never kept, though under a kept root: a class's substitute links (docs/decisions/0059-substitute-links.md),
 * which are the teachers' to read afresh. The substitute's page keeps its answers under a root
 * of its own ("substitute"), which is not kept either (features/substitute/substitute-page.tsx).
 */
const NEVER_MIRRORED = queryKeys.substituteLinks("")[2];

/**
 * docs/product.md#offline mirrors only classes, students, their rolls, the wheels' picking modes, the grouping rules
 * and the saved groupings, and only answers that arrived.
 */
export function shouldMirror(query: Pick<Query, "queryKey" | "state">): boolean {
  const root = query.queryKey[0];
  return (
    typeof root === "string" &&
    MIRRORED_ROOTS.includes(root) &&
    !query.queryKey.includes(NEVER_MIRRORED) &&
    query.state.status === "success"
  );
}

/** Writes the mirror (or removes it when nothing is worth keeping). Returns what it did. */
export function saveMirror(
  client: QueryClient,
  storage: StorageLike,
  key: string,
  userId: string,
  now = Date.now(),
): "saved" | "removed" | "failed" {
  const state = dehydrate(client, { shouldDehydrateQuery: shouldMirror });
  try {
    if (state.queries.length === 0) {
      storage.removeItem(key);
      return "removed";
    }
    const mirror: Mirror = { version: MIRROR_VERSION, userId, savedAt: now, state };
    storage.setItem(key, JSON.stringify(mirror));
    return "saved";
  } catch {
    // Full or unavailable storage: keep the classes at least, else nothing.
    try {
      const classesOnly = dehydrate(client, {
        shouldDehydrateQuery: (q) => shouldMirror(q) && q.queryKey[0] === "/api/classes",
      });
      const mirror: Mirror = { version: MIRROR_VERSION, userId, savedAt: now, state: classesOnly };
      storage.setItem(key, JSON.stringify(mirror));
    } catch {
      storage.removeItem(key);
    }
    return "failed";
  }
}

/**
 * Puts the mirror of `userId` into the cache (answers newer than the mirror win) and marks the
 * restored queries stale, so screens show them at once and refresh them from the server in the
 * background. Returns how many queries were restored.
 */
export function restoreMirror(
  client: QueryClient,
  storage: StorageLike,
  key: string,
  userId: string,
  now = Date.now(),
): number {
  let mirror: Mirror;
  try {
    const raw = storage.getItem(key);
    if (!raw) return 0;
    mirror = JSON.parse(raw) as Mirror;
  } catch {
    return 0;
  }
  const fresh = now - mirror.savedAt <= MIRROR_MAX_AGE_MS;
  if (mirror.version !== MIRROR_VERSION || mirror.userId !== userId || !fresh) {
    try {
      storage.removeItem(key);
    } catch {}
    return 0;
  }
  hydrate(client, mirror.state);
  const restored = new Set(mirror.state.queries.map((q) => q.queryHash));
  void client.invalidateQueries(
    { predicate: (q) => restored.has(q.queryHash) },
    { cancelRefetch: false },
  );
  return restored.size;
}

/**
 * Restores the mirror, then keeps it up to date as the cache changes (writes at most every
 * `throttleMs`). Returns a function that stops (and writes once more).
 */
export function mirrorQueryCache(options: {
  client: QueryClient;
  storage: StorageLike;
  key: string;
  userId: string;
  throttleMs?: number;
}): () => void {
  const { client, storage, key, userId, throttleMs = 300 } = options;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    saveMirror(client, storage, key, userId);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // Only a change of what is kept: an answer arrived or set, a query removed. A screen that
    // observes a query, or a fetch that starts, changes nothing of it (each had scheduled a
    // whole save: with 5,000 students a 50-190 ms task after many taps).
    const changed =
      event.type === "removed" ||
      (event.type === "updated" && event.action.type === "success" && shouldMirror(event.query));
    if (changed && timer === null) timer = setTimeout(flush, throttleMs);
  });
  // Answers that arrived before this subscription (the tab's reads start as soon as the teacher
  // is known, tab-prefetch.ts) are written too, not only those that change afterwards.
  if (client.getQueryCache().getAll().some(shouldMirror)) timer = setTimeout(flush, throttleMs);
  return () => {
    unsubscribe();
    if (timer !== null) {
      clearTimeout(timer);
      flush();
    }
  };
}
