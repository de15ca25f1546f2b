import type { AuthSession } from "#src/client/lib/auth-client";
import { AUTH_BASE_PATH } from "#src/client/lib/constants";

/**
 * The session as the shell needs it: one `GET /api/auth/get-session` (which
 * index.html preloads with the page), held in a store that React reads with
 * `useSyncExternalStore`, so the first load carries no Better Auth client (its actions load it
 * when used: `load-auth-client.ts`). It does what that client's session store did for the app:
 * checked when first read; again after an auth action that changes the session (sign-in,
 * sign-up, name, address, password), when the page becomes visible (at most every 5 s) or the
 * browser comes back online, and when another tab says the session changed (Better Auth's
 * `better-auth.message` storage key).
 */
export type SessionState = {
  data: AuthSession | null;
  /** The failed check: `status` is the answer's (401: nobody signed in), none for a network error. */
  error: { status?: number } | null;
  /** No answer yet and nobody known: the first check, or a check after a failure. */
  isPending: boolean;
};

export const SESSION_URL = `${AUTH_BASE_PATH}/get-session`;
/**
 * Set when Sign Out could not reach the server (offline, a shaky network): this browser is
 * signed out at once, and the server's session is ended at the next check that gets an answer,
 * after a reload too (docs/decisions/0029).
 */
export const SIGN_OUT_PENDING_KEY = "classcharm.signOutPending";
/** Where Better Auth's clients tell other tabs that the session changed. */
export const SESSION_BROADCAST_KEY = "better-auth.message";
const FOCUS_REFETCH_MS = 5000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

let state: SessionState = { data: null, error: null, isPending: true };
const listeners = new Set<() => void>();
let flight: AbortController | null = null;
let lastFocusCheck = 0;
let started = false;

function set(next: SessionState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

/** The answer's JSON with its ISO dates as `Date`s, as Better Auth's client gives them. */
export function parseSession(text: string): unknown {
  if (!text) return null;
  return JSON.parse(text, (_key, value) =>
    typeof value === "string" && ISO_DATE.test(value) ? new Date(value) : value,
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const SIGNED_OUT: SessionState = { data: null, error: null, isPending: false };

/**
 * Ends the teacher's sessions on the server (docs/product.md#sign-in: all of them) and clears the cookie. True when
 * ClassCharm answered so: a captive portal's page, a 5xx or a 429 never reached it.
 */
export const endServerSession = (signal?: AbortSignal) =>
  fetch(`${AUTH_BASE_PATH}/sign-out`, { method: "POST", signal }).then(
    (res) => res.ok && Boolean(res.headers.get("content-type")?.includes("json")),
  );

/** Whether a sign-out made here has still to reach the server (SIGN_OUT_PENDING_KEY). */
export function signOutPending(): boolean {
  try {
    return window.localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

/** Checks the session now (a check in flight is dropped); resolves when the store has the answer. */
export async function refreshSession(): Promise<void> {
  flight?.abort();
  const controller = new AbortController();
  flight = controller;
  if (state.error || state.isPending !== (state.data === null)) {
    set({ ...state, isPending: state.data === null, error: null });
  }
  try {
    if (signOutPending()) {
      // ClassCharm's answer ends it: every one of the teacher's sessions (docs/product.md#sign-in) and the cookie.
      if (!(await endServerSession(controller.signal))) throw new Error("not ended");
      window.localStorage.removeItem(SIGN_OUT_PENDING_KEY);
      set(SIGNED_OUT);
      return;
    }
    // Same-origin credentials, as index.html's preload of this address asks: the first check
    // then takes the answer the browser started fetching with the page.
    const res = await fetch(SESSION_URL, { signal: controller.signal });
    const body = parseSession(await res.text()) as Partial<AuthSession> | null;
    if (controller.signal.aborted) return;
    if (!res.ok) {
      const data = res.status === 401 ? null : state.data;
      set({ data, error: { status: res.status }, isPending: false });
      return;
    }
    const data = body?.session && body.user ? (body as AuthSession) : null;
    const unchanged = same(data, state.data);
    if (!unchanged || state.error || state.isPending)
      set({ data: unchanged ? state.data : data, error: null, isPending: false });
  } catch {
    if (controller.signal.aborted) return;
    // With a sign-out still to tell the server, nobody is signed in here meanwhile.
    set(signOutPending() ? SIGNED_OUT : { data: state.data, error: {}, isPending: false });
  } finally {
    if (flight === controller) flight = null;
  }
}

function checkAgain(): void {
  if (!navigator.onLine || Date.now() - lastFocusCheck < FOCUS_REFETCH_MS) return;
  lastFocusCheck = Date.now();
  void refreshSession();
}

function start(): void {
  if (started) return;
  started = true;
  void refreshSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") checkAgain();
  });
  window.addEventListener("online", checkAgain);
  window.addEventListener("storage", (event) => {
    if (event.key === SESSION_BROADCAST_KEY && event.newValue) void refreshSession();
  });
}

/**
 * Tells the other tabs of this browser that the session changed (they check it again). Better
 * Auth's message; `signout` removes it at once (sign-out leaves storage empty): the other tabs
 * still get the event of its writing, check the session, find nobody and wipe the roster.
 */
export function broadcastSessionChange(trigger = "updateUser"): void {
  try {
    const message = { event: "session", data: { trigger }, timestamp: Date.now() };
    window.localStorage.setItem(SESSION_BROADCAST_KEY, JSON.stringify(message));
    if (trigger === "signout") window.localStorage.removeItem(SESSION_BROADCAST_KEY);
  } catch {
    // Unavailable storage: the other tabs find out at their next check or API call.
  }
}

/** Tells the other tabs that this browser signed out (see broadcastSessionChange). */
export const announceSignOut = () => broadcastSessionChange("signout");

export const sessionStore = {
  /** Starts the first check (and the re-checks) when the store is first read. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    start();
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): SessionState => state,
};
