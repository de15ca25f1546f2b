import type { Teacher } from "./teacher";

/**
 * Better Auth's answer to "who is signed in?" (`auth.api.getSession`), kept for a moment per
 * Cookie header: the requests of one page load, or of a busy class, ask it once instead of
 * each (the ask costs about a millisecond of CPU, docs/decisions/0039-public-library-apis.md).
 * Requests that arrive while it is asked share the same answer.
 *
 * Revocation: every session that can end on this server ends through a path that clears the
 * whole memo first (`endedSessions`: any Better Auth endpoint other than get-session, and the
 * account deletion), so here an ended session is refused at once. Another instance of the
 * server keeps its answer at most MEMO_MS (1 s) longer; an expiring session likewise.
 *
 * One memo per process: cookie values carry random session tokens, so two apps in one process
 * (the tests) never share an entry; clearing it for one clears it for all, which costs nothing.
 */
const MEMO_MS = 1000;

/** At most this many Cookie headers are remembered (then the memo starts again). */
const MAX_ENTRIES = 10_000;

interface Entry {
  at: number;
  answer: Promise<Teacher | null>;
}

const entries = new Map<string, Entry>();

/** Forget every answer: called wherever a session may have ended or a teacher changed. */
export function endedSessions(): void {
  entries.clear();
}

/** The teacher for this Cookie header, from `read` (Better Auth) at most once per MEMO_MS. */
export function memoizedTeacher(
  cookie: string | undefined,
  read: () => Promise<Teacher | null>,
): Promise<Teacher | null> {
  if (!cookie) return read();
  const now = Date.now();
  const kept = entries.get(cookie);
  if (kept && now - kept.at < MEMO_MS) return kept.answer;
  if (entries.size >= MAX_ENTRIES) entries.clear();
  const entry: Entry = { at: now, answer: read() };
  entries.set(cookie, entry);
  // A failed ask is not kept: the next request asks again.
  entry.answer.catch(() => {
    if (entries.get(cookie) === entry) entries.delete(cookie);
  });
  return entry.answer;
}
