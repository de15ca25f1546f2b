/**
 * The shell's session store: what Better Auth's client session store did for the
 * app, with one plain `fetch` and no Better Auth code in the first load.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Store = typeof import("#src/client/features/auth/session-store");

const user = {
  id: "u1",
  email: "ada@example.com",
  name: "Ada",
  emailVerified: false,
  image: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
};
const signedIn = {
  session: { id: "s1", userId: "u1", expiresAt: "2026-02-01T00:00:00.000Z" },
  user,
};

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });

let answers: Array<() => Response | Promise<Response>>;
let fetchMock: ReturnType<typeof vi.fn>;
let win: EventTarget;
let doc: EventTarget & { visibilityState: string };
let nav: { onLine: boolean };
let stored: Map<string, string>;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ["Date"] });
  answers = [];
  fetchMock = vi.fn(async () => (answers.shift() ?? (() => json(null)))());
  win = new EventTarget();
  doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  nav = { onLine: true };
  stored = new Map();
  const localStorage = {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  };
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", Object.assign(win, { localStorage }));
  vi.stubGlobal("document", doc);
  vi.stubGlobal("navigator", nav);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const load = async (): Promise<Store> => import("#src/client/features/auth/session-store");
const settle = () =>
  vi.waitFor(() => expect(fetchMock.mock.results.every((r) => r.type !== "incomplete")).toBe(true));
async function subscribed(store: Store) {
  const changes = vi.fn();
  store.sessionStore.subscribe(changes);
  await vi.waitFor(() => expect(store.sessionStore.getSnapshot().isPending).toBe(false));
  return changes;
}

describe("session store", () => {
  it("checks the session once when first read: the user, with dates as Dates, as index.html preloads it", async () => {
    answers.push(() => json(signedIn));
    const store = await load();
    expect(store.sessionStore.getSnapshot()).toEqual({ data: null, error: null, isPending: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await subscribed(store);
    store.sessionStore.subscribe(() => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/auth/get-session");
    // index.html preloads it with same-origin credentials (the default): they must match.
    expect(init.credentials).toBeUndefined();
    const { data, error } = store.sessionStore.getSnapshot();
    expect(error).toBeNull();
    expect(data?.user.email).toBe("ada@example.com");
    expect(data?.user.createdAt).toEqual(new Date("2026-01-01T00:00:00.000Z"));
    expect(data?.session.expiresAt).toBeInstanceOf(Date);
  });

  it("nobody signed in (null), a 401, a server error and a network failure", async () => {
    const store = await load();
    await subscribed(store);
    expect(store.sessionStore.getSnapshot()).toEqual({ data: null, error: null, isPending: false });

    answers.push(() => json(signedIn));
    await store.refreshSession();
    answers.push(() => json({ message: "down" }, 500));
    await store.refreshSession();
    // A failed check keeps the teacher it knew; the status says what failed.
    expect(store.sessionStore.getSnapshot().data?.user.id).toBe("u1");
    expect(store.sessionStore.getSnapshot().error).toEqual({ status: 500 });

    answers.push(() => Promise.reject(new TypeError("Failed to fetch")));
    await store.refreshSession();
    expect(store.sessionStore.getSnapshot().error).toEqual({});
    expect(store.sessionStore.getSnapshot().data?.user.id).toBe("u1");

    answers.push(() => json({ code: "UNAUTHORIZED" }, 401));
    await store.refreshSession();
    expect(store.sessionStore.getSnapshot()).toEqual({
      data: null,
      error: { status: 401 },
      isPending: false,
    });
  });

  it("checking again while signed in never shows a pending state, and an equal answer changes nothing", async () => {
    answers.push(() => json(signedIn));
    const store = await load();
    const changes = await subscribed(store);
    const before = store.sessionStore.getSnapshot();
    changes.mockClear();
    let release: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    const again = store.refreshSession();
    expect(store.sessionStore.getSnapshot().isPending).toBe(false);
    release(json(signedIn));
    await again;
    expect(store.sessionStore.getSnapshot()).toBe(before);
    expect(changes).not.toHaveBeenCalled();
  });

  it("a newer check wins over one still in flight", async () => {
    const store = await load();
    await subscribed(store);
    let releaseOld: (r: Response) => void = () => {};
    answers.push(() => new Promise<Response>((resolve) => (releaseOld = resolve)));
    const old = store.refreshSession();
    answers.push(() => json(null));
    await store.refreshSession();
    releaseOld(json(signedIn));
    await old;
    expect(store.sessionStore.getSnapshot().data).toBeNull();
  });

  it("checks again when the page is shown (at most every 5 s), back online, and when another tab says so", async () => {
    const store = await load();
    await subscribed(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    doc.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + 5_000);
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);

    vi.setSystemTime(Date.now() + 5_000);
    win.dispatchEvent(new Event("online"));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(4);

    win.dispatchEvent(Object.assign(new Event("storage"), { key: "other", newValue: "x" }));
    expect(fetchMock).toHaveBeenCalledTimes(4);
    answers.push(() => json(signedIn));
    const message = JSON.stringify({ event: "session", data: { trigger: "updateUser" } });
    win.dispatchEvent(
      Object.assign(new Event("storage"), { key: store.SESSION_BROADCAST_KEY, newValue: message }),
    );
    await vi.waitFor(() => expect(store.sessionStore.getSnapshot().data?.user.id).toBe("u1"));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it("offline, the page being shown does not check", async () => {
    const store = await load();
    await subscribed(store);
    nav.onLine = false;
    doc.dispatchEvent(new Event("visibilitychange"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("a sign-out that could not reach the server is finished first: signed out here until then (0029)", async () => {
    stored.set("classcharm.signOutPending", "1");
    answers.push(() => Promise.reject(new TypeError("Failed to fetch")));
    const store = await load();
    await subscribed(store);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(["/api/auth/sign-out", "POST"]);
    // No network: nobody is signed in here (not a failed check, which keeps the last teacher).
    expect(store.sessionStore.getSnapshot()).toEqual({ data: null, error: null, isPending: false });
    expect(stored.has("classcharm.signOutPending")).toBe(true);

    // Back online: the server answers (any answer ends it, the cookie with it), the note goes.
    answers.push(() => json({ success: true }));
    win.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(stored.has("classcharm.signOutPending")).toBe(false));
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      "/api/auth/sign-out",
      "/api/auth/sign-out",
    ]);
    expect(store.sessionStore.getSnapshot()).toEqual({ data: null, error: null, isPending: false });

    // Then the session is checked as usual.
    answers.push(() => json(signedIn));
    await store.refreshSession();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe("/api/auth/get-session");
    expect(store.sessionStore.getSnapshot().data?.user.id).toBe("u1");
  });

  it("a pending sign-out waits for ClassCharm's own answer: a captive portal's page, a 5xx or a 429 keep the note", async () => {
    stored.set("classcharm.signOutPending", "1");
    const page = () =>
      new Response("<html>Sign in to SchoolNet Wi-Fi</html>", {
        status: 200,
        headers: { "content-type": "text/html" },
      });
    answers.push(page);
    const store = await load();
    await subscribed(store);
    expect(stored.has("classcharm.signOutPending")).toBe(true);
    expect(store.sessionStore.getSnapshot()).toEqual({ data: null, error: null, isPending: false });
    for (const answer of [
      () => json({ message: "Service unavailable" }, 503),
      () => json({ message: "Too many requests" }, 429),
    ]) {
      answers.push(answer);
      await store.refreshSession();
      expect(stored.has("classcharm.signOutPending")).toBe(true);
      expect(store.sessionStore.getSnapshot().data).toBeNull();
    }
    answers.push(() => json({ success: true }));
    await store.refreshSession();
    expect(stored.has("classcharm.signOutPending")).toBe(false);
  });

  it("tells other tabs through Better Auth's storage key", async () => {
    const store = await load();
    store.broadcastSessionChange();
    const message = JSON.parse(stored.get("better-auth.message") ?? "{}");
    expect(message).toMatchObject({ event: "session", data: { trigger: "updateUser" } });
  });
});
