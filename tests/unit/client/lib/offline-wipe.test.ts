import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { mirrorQueryCache, saveMirror } from "#src/client/app/offline/query-persister";
import { STORAGE_KEYS } from "#src/client/lib/constants";
import { wipeTeacherData } from "#src/client/lib/offline-wipe";

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("wipeTeacherData", () => {
  it("forgets the cache, the mirror and the last teacher, and keeps the device's own flags", () => {
    const client = new QueryClient();
    const storage = memoryStorage();
    client.setQueryData(["/api/students", "c1"], [{ id: "s1", name: "Zelda Quill" }]);
    expect(saveMirror(client, storage, STORAGE_KEYS.queryCache, "u1")).toBe("saved");
    storage.setItem(STORAGE_KEYS.lastUser, JSON.stringify({ id: "u1", email: "t@example.com" }));
    storage.setItem(STORAGE_KEYS.selectedClass, "c1");
    storage.setItem(STORAGE_KEYS.hasSeenTutorial, "true");

    wipeTeacherData(client, storage);

    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.lastUser)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.selectedClass)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.hasSeenTutorial)).toBe("true");
  });

  it("leaves nothing for the mirror's last write when its screens close afterwards", () => {
    const client = new QueryClient();
    const storage = memoryStorage();
    const stop = mirrorQueryCache({ client, storage, key: STORAGE_KEYS.queryCache, userId: "u1" });
    // A change is waiting to be written when the session ends.
    client.setQueryData(["/api/classes"], [{ id: "c1", name: "Period 5" }]);
    wipeTeacherData(client, storage);
    stop();
    expect(storage.getItem(STORAGE_KEYS.queryCache)).toBeNull();
  });
});
