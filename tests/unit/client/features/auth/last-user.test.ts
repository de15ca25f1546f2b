import { describe, expect, it } from "vitest";
import { offlineUser, readLastUser, saveLastUser } from "#src/client/features/auth/last-user";
import type { AuthUser } from "#src/client/lib/auth-client";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

const user = {
  id: "u1",
  email: "a@example.com",
  name: "Ada",
  emailVerified: false,
  image: null,
  createdAt: new Date("2026-01-01T00:00:00.000Z"),
  updatedAt: new Date("2026-01-02T00:00:00.000Z"),
} as AuthUser;

describe("last signed-in teacher (offline, docs/product.md#offline)", () => {
  it("round-trips through storage with its dates", () => {
    const storage = memoryStorage();
    saveLastUser(storage, "k", user);
    const read = readLastUser(storage, "k");
    expect(read?.id).toBe("u1");
    expect(read?.email).toBe("a@example.com");
    expect(read?.createdAt).toEqual(user.createdAt);
  });

  it("ignores missing or malformed entries", () => {
    const storage = memoryStorage();
    expect(readLastUser(storage, "k")).toBeNull();
    storage.setItem("k", "{not json");
    expect(readLastUser(storage, "k")).toBeNull();
    storage.setItem("k", JSON.stringify({ id: 1 }));
    expect(readLastUser(storage, "k")).toBeNull();
  });

  it("is used only when offline and the session check failed", () => {
    expect(offlineUser("error", false, () => user)).toBe(user);
    expect(offlineUser("error", true, () => user)).toBeNull();
    expect(offlineUser("signedOut", false, () => user)).toBeNull();
    expect(offlineUser("error", false, () => null)).toBeNull();
  });

  it("keeps the stored teacher back online until the session check has answered", () => {
    expect(offlineUser("error", true, () => user, true)).toBe(user);
    expect(offlineUser("signedIn", true, () => user, true)).toBeNull();
    expect(offlineUser("signedOut", true, () => user, true)).toBeNull();
  });
});
