import { describe, expect, it, vi } from "vitest";
import { reloadOnStaleBuild } from "#src/client/app/offline/stale-build";

/** A window with what reloadOnStaleBuild uses, and the handler it adds. */
function fakeWindow(online: boolean) {
  const stored = new Map<string, string>();
  let handler: (() => void) | undefined;
  const win = {
    addEventListener: (type: string, listener: () => void) => {
      if (type === "vite:preloadError") handler = listener;
    },
    navigator: { onLine: online },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
    location: { reload: vi.fn() },
  };
  reloadOnStaleBuild(win as unknown as Window);
  return { win, fail: () => handler?.() };
}

describe("a page of an old build that misses a chunk after a deploy", () => {
  it("reloads into the new build once, not again within 30 s", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const { win, fail } = fakeWindow(true);
    fail();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    fail();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    fail();
    expect(win.location.reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("does not reload offline (there is nothing newer to get)", () => {
    const { win, fail } = fakeWindow(false);
    fail();
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
