import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_OUT_PENDING_KEY } from "#src/client/features/auth/session-store";
import { signOutAndLeave } from "#src/client/features/auth/sign-out";

function setup(signOut: () => Promise<{ error?: unknown } | null>) {
  const events: string[] = [];
  const deps = {
    signOut: vi.fn(async () => {
      events.push("signOut");
      return signOut();
    }),
    cache: { clear: vi.fn(() => events.push("clearCache")) },
    storages: [
      {
        clear: vi.fn(() => events.push("clear local")),
        setItem: vi.fn((key: string) => events.push(`set local ${key}`)),
      },
      { clear: vi.fn(() => events.push("clear session")), setItem: vi.fn() },
    ],
    announce: vi.fn(),
    leave: vi.fn(() => events.push("leave")),
  };
  return { deps, events };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("signOutAndLeave", () => {
  it("tells the other tabs once storage is cleared (clearing it tells them nothing)", async () => {
    const { deps, events } = setup(async () => ({ error: null }));
    const done = signOutAndLeave({ ...deps, announce: () => events.push("announce") });
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(events).toEqual([
      "signOut",
      "clearCache",
      "clear local",
      "clear session",
      "announce",
      "leave",
    ]);
  });

  it("signs out, clears cache and storage, then leaves after 100 ms", async () => {
    const { deps, events } = setup(async () => ({ error: null }));
    const done = signOutAndLeave(deps);
    await vi.advanceTimersByTimeAsync(99);
    expect(events).toEqual(["signOut", "clearCache", "clear local", "clear session"]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events.at(-1)).toBe("leave");
    await expect(done).resolves.toBe(true);
  });

  it("clears and leaves at once when the server answers an error, noting the sign-out to finish", async () => {
    const { deps, events } = setup(async () => ({ error: { status: 500 } }));
    await expect(signOutAndLeave(deps)).resolves.toBe(false);
    // The note is written after local storage is cleared (0029): the session store ends the
    // server's session at its next check that gets an answer.
    expect(events).toEqual([
      "signOut",
      "clearCache",
      "clear local",
      "clear session",
      `set local ${SIGN_OUT_PENDING_KEY}`,
      "leave",
    ]);
  });

  it("a confirmed sign-out leaves no note behind", async () => {
    const { deps, events } = setup(async () => null);
    const done = signOutAndLeave(deps);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(true);
    expect(events.filter((e) => e.startsWith("set"))).toEqual([]);
  });

  it("clears and leaves at once when the call throws", async () => {
    const { deps, events } = setup(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(signOutAndLeave(deps)).resolves.toBe(false);
    expect(events.at(-1)).toBe("leave");
    expect(events).toContain(`set local ${SIGN_OUT_PENDING_KEY}`);
    expect(deps.cache.clear).toHaveBeenCalledOnce();
  });

  it("still leaves when a storage cannot be cleared", async () => {
    const { deps } = setup(async () => null);
    deps.storages[0] = {
      clear: vi.fn(() => {
        throw new DOMException("denied", "SecurityError");
      }),
      setItem: vi.fn(),
    };
    const done = signOutAndLeave(deps);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(true);
    expect(deps.leave).toHaveBeenCalledOnce();
  });

  it("by default, only ClassCharm's answer counts: a captive portal's page leaves the note (0029)", async () => {
    for (const [answer, note] of [
      [
        new Response("<html>SchoolNet login</html>", { headers: { "content-type": "text/html" } }),
        true,
      ],
      [new Response("{}", { status: 503, headers: { "content-type": "application/json" } }), true],
      [
        new Response('{"success":true}', { headers: { "content-type": "application/json" } }),
        false,
      ],
    ] as const) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => answer),
      );
      const { deps, events } = setup(async () => null);
      const { signOut: _, ...rest } = deps;
      await vi.runAllTimersAsync();
      const done = signOutAndLeave({ ...rest, delayMs: 0 });
      await vi.runAllTimersAsync();
      expect(await done).toBe(!note);
      expect(events.includes(`set local ${SIGN_OUT_PENDING_KEY}`)).toBe(note);
      vi.unstubAllGlobals();
    }
  });
});
