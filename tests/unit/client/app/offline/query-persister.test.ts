import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  MIRROR_MAX_AGE_MS,
  mirrorQueryCache,
  restoreMirror,
  saveMirror,
  shouldMirror,
} from "#src/client/app/offline/query-persister";
import { queryKeys } from "#src/client/data/source";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const classes = [{ id: "c1", name: "Math", studentCount: 2 }];
const students = [{ id: "s1", name: "Ada" }];

function filledClient() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(queryKeys.classes("u1"), classes);
  client.setQueryData(queryKeys.students("c1"), students);
  client.setQueryData(queryKeys.settings("u1"), [{ secret: "not mirrored" }]);
  client.setQueryData(queryKeys.history("c1"), [{ student_id: "s1" }]);
  return client;
}

describe("offline mirror of the query cache (docs/product.md#offline)", () => {
  it("keeps classes, students, today's roll, the picking mode, rules and saved groupings only", () => {
    const client = filledClient();
    client.setQueryData(queryKeys.attendance("c1", "2026-11-24"), { absent_student_ids: ["s1"] });
    client.setQueryData(queryKeys.wheelSettings("c1"), { class_id: "c1", pick_mode: "turns" });
    client.setQueryData(queryKeys.groupRules("c1"), [{ id: "r1", student_ids: ["s1", "s2"] }]);
    client.setQueryData(queryKeys.groupings("c1"), [{ id: "g1", name: "Groups, Monday" }]);
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldMirror)
      .map((q) => q.queryKey[0]);
    expect(kept.sort()).toEqual([
      "/api/attendance",
      "/api/classes",
      "/api/group-rules",
      "/api/groupings",
      "/api/students",
      "/api/wheel-settings",
    ]);
  });

  it("never keeps a class's substitute links, nor anything of a substitute's page", () => {
    const client = filledClient();
    client.setQueryData(queryKeys.substituteLinks("c1"), [{ id: "l1", has_pin: true }]);
    client.setQueryData(["substitute", "students"], students);
    client.setQueryData(["/api/substitute", "students"], students);
    const kept = client
      .getQueryCache()
      .getAll()
      .filter(shouldMirror)
      .map((q) => q.queryKey);
    expect(kept).toEqual(
      expect.not.arrayContaining([
        queryKeys.substituteLinks("c1"),
        ["substitute", "students"],
        ["/api/substitute", "students"],
      ]),
    );
    expect(kept).toContainEqual(queryKeys.classes("u1"));
  });

  it("brings a class's rules and Saved groupings back offline, but not a failed answer", async () => {
    const storage = memoryStorage();
    const client = filledClient();
    const rules = [{ id: "r1", kind: "keep-apart", student_ids: ["s1", "s2"] }];
    const saved = [{ id: "g1", name: "Groups, Monday", groups: [[{ name: "Ada" }]] }];
    client.setQueryData(queryKeys.groupRules("c1"), rules);
    client.setQueryData(queryKeys.groupings("c1"), saved);
    await client
      .fetchQuery({
        queryKey: queryKeys.groupings("c2"),
        queryFn: () => Promise.reject(new Error("offline")),
        retry: false,
      })
      .catch(() => undefined);
    saveMirror(client, storage, "k", "u1");
    const fresh = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    expect(restoreMirror(fresh, storage, "k", "u1")).toBe(4);
    expect(fresh.getQueryData(queryKeys.groupRules("c1"))).toEqual(rules);
    expect(fresh.getQueryData(queryKeys.groupings("c1"))).toEqual(saved);
    expect(fresh.getQueryState(queryKeys.groupings("c2"))).toBeUndefined();
  });

  it("brings a shared class back like one's own: its place in the list, students, roll, who shares it and the owner's attribute settings", () => {
    // docs/decisions/0058-sharing-a-class.md: a co-teacher's class list holds the shared class.
    const storage = memoryStorage();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const shared = [{ id: "c9", name: "Shared", role: "co-teacher", owner_name: "Olga" }];
    const ownerSettings = [{ attribute_name: "color", options: ["Blue", "Orange"] }];
    client.setQueryData(queryKeys.classes("u2"), shared);
    client.setQueryData(queryKeys.students("c9"), students);
    client.setQueryData(queryKeys.attendance("c9", "2026-11-28"), { absent_student_ids: [] });
    client.setQueryData(queryKeys.sharing("c9"), { class_id: "c9", role: "co-teacher" });
    client.setQueryData(["/api/classes", "c9", "teacher-settings"], ownerSettings);
    saveMirror(client, storage, "k", "u2");
    const fresh = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    expect(restoreMirror(fresh, storage, "k", "u2")).toBe(5);
    expect(fresh.getQueryData(queryKeys.classes("u2"))).toEqual(shared);
    expect(fresh.getQueryData(queryKeys.students("c9"))).toEqual(students);
    expect(fresh.getQueryData(["/api/classes", "c9", "teacher-settings"])).toEqual(ownerSettings);
  });

  it("restores what was saved into a fresh cache, marked for a background refresh", () => {
    const storage = memoryStorage();
    expect(saveMirror(filledClient(), storage, "k", "u1")).toBe("saved");
    const fresh = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    expect(restoreMirror(fresh, storage, "k", "u1")).toBe(2);
    expect(fresh.getQueryData(queryKeys.classes("u1"))).toEqual(classes);
    expect(fresh.getQueryData(queryKeys.students("c1"))).toEqual(students);
    expect(fresh.getQueryData(queryKeys.settings("u1"))).toBeUndefined();
    expect(fresh.getQueryState(queryKeys.classes("u1"))?.isInvalidated).toBe(true);
  });

  it("never shows one teacher's mirror to another, nor a stale one", () => {
    const storage = memoryStorage();
    saveMirror(filledClient(), storage, "k", "u1", 1_000);
    expect(restoreMirror(new QueryClient(), storage, "k", "u2", 1_000)).toBe(0);
    expect(storage.map.has("k")).toBe(false);

    saveMirror(filledClient(), storage, "k", "u1", 1_000);
    expect(restoreMirror(new QueryClient(), storage, "k", "u1", 1_001 + MIRROR_MAX_AGE_MS)).toBe(0);
  });

  it("removes the mirror when nothing is left (e.g. after sign-out clears the cache)", () => {
    const storage = memoryStorage();
    const client = filledClient();
    saveMirror(client, storage, "k", "u1");
    client.clear();
    expect(saveMirror(client, storage, "k", "u1")).toBe("removed");
    expect(storage.map.size).toBe(0);
  });

  it("tolerates broken or corrupt storage", () => {
    const storage = memoryStorage();
    storage.setItem("k", "{oops");
    expect(restoreMirror(new QueryClient(), storage, "k", "u1")).toBe(0);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveMirror(filledClient(), full, "k", "u1")).toBe("failed");
  });

  describe("following the cache", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("writes changes at most once per throttle window, and once more when stopped", () => {
      const storage = memoryStorage();
      const setItem = vi.spyOn(storage, "setItem");
      const client = new QueryClient();
      const stop = mirrorQueryCache({ client, storage, key: "k", userId: "u1", throttleMs: 300 });
      client.setQueryData(queryKeys.classes("u1"), classes);
      client.setQueryData(queryKeys.students("c1"), students);
      expect(setItem).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(setItem).toHaveBeenCalledOnce();
      client.setQueryData(queryKeys.students("c1"), [...students, { id: "s2", name: "Bo" }]);
      stop();
      expect(setItem).toHaveBeenCalledTimes(2);
      expect(storage.map.get("k")).toContain('"s2"');
    });

    it("does not write when a query is only observed or starts a fetch", async () => {
      const storage = memoryStorage();
      const setItem = vi.spyOn(storage, "setItem");
      const client = new QueryClient();
      const stop = mirrorQueryCache({ client, storage, key: "k", userId: "u1", throttleMs: 300 });
      client.setQueryData(queryKeys.classes("u1"), classes);
      vi.advanceTimersByTime(300);
      expect(setItem).toHaveBeenCalledOnce();
      const { QueryObserver } = await import("@tanstack/react-query");
      const observer = new QueryObserver(client, {
        queryKey: queryKeys.classes("u1"),
        queryFn: () => new Promise<never>(() => {}),
        staleTime: Number.POSITIVE_INFINITY,
      });
      const unsubscribe = observer.subscribe(() => {});
      void client.prefetchQuery({
        queryKey: queryKeys.students("c1"),
        queryFn: () => new Promise<never>(() => {}),
      });
      vi.advanceTimersByTime(1000);
      expect(setItem).toHaveBeenCalledOnce();
      unsubscribe();
      stop();
    });

    it("writes answers that arrived before it started following (an early prefetch's)", () => {
      const storage = memoryStorage();
      const client = new QueryClient();
      client.setQueryData(queryKeys.classes("u1"), classes);
      const stop = mirrorQueryCache({ client, storage, key: "k", userId: "u1", throttleMs: 300 });
      vi.advanceTimersByTime(300);
      expect(storage.map.get("k")).toContain('"c1"');
      stop();
    });

    it("with nothing worth keeping yet, writes nothing (a stored mirror is not removed)", () => {
      const storage = memoryStorage();
      storage.setItem("k", "kept");
      const stop = mirrorQueryCache({
        client: new QueryClient(),
        storage,
        key: "k",
        userId: "u1",
        throttleMs: 300,
      });
      vi.advanceTimersByTime(300);
      expect(storage.map.get("k")).toBe("kept");
      stop();
    });
  });
});
