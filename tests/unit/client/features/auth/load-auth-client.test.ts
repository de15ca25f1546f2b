/**
 * Better Auth's client is loaded by the actions that use it; when one of its calls
 * changes the session (its session signal), the shell's store checks the session again and the
 * other tabs are told, as Better Auth's own session store did.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const signal = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  return {
    listen: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire: () => {
      for (const listener of listeners) listener();
    },
    count: () => listeners.size,
  };
});
const loaded = vi.hoisted(() => ({ times: 0 }));
const clientModule = vi.hoisted(() => () => {
  loaded.times += 1;
  return { authClient: { $store: { atoms: { $sessionSignal: signal } } } };
});

vi.mock("#src/client/lib/auth-client", clientModule);

const refreshSession = vi.fn(async () => {});
const broadcastSessionChange = vi.fn();
vi.mock("#src/client/features/auth/session-store", () => ({
  refreshSession,
  broadcastSessionChange,
}));

beforeEach(() => {
  vi.resetModules();
  loaded.times = 0;
  refreshSession.mockClear();
  broadcastSessionChange.mockClear();
});

describe("loadAuthClient", () => {
  it("loads the client once and follows its session signal", async () => {
    const { loadAuthClient } = await import("#src/client/features/auth/load-auth-client");
    const [a, b] = await Promise.all([loadAuthClient(), loadAuthClient()]);
    expect(a).toBe(b);
    expect(loaded.times).toBe(1);
    expect(refreshSession).not.toHaveBeenCalled();
    signal.fire();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(broadcastSessionChange).toHaveBeenCalledTimes(1);
  });

  it("a failed download is tried again by the next action", async () => {
    vi.doMock("#src/client/lib/auth-client", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { loadAuthClient } = await import("#src/client/features/auth/load-auth-client");
    await expect(loadAuthClient()).rejects.toThrow();
    vi.doMock("#src/client/lib/auth-client", clientModule);
    await expect(loadAuthClient()).resolves.toHaveProperty("authClient");
  });
});
