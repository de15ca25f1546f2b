import { describe, expect, it } from "vitest";
import {
  readSelectedClass,
  validSelection,
  writeSelectedClass,
} from "#src/client/features/classes/selected-class";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe("selected class", () => {
  it("is stored under its key and cleared with null", () => {
    const storage = memoryStorage();
    expect(readSelectedClass(storage, "k")).toBeNull();
    writeSelectedClass(storage, "k", "c1");
    expect(readSelectedClass(storage, "k")).toBe("c1");
    writeSelectedClass(storage, "k", null);
    expect(storage.map.has("k")).toBe(false);
  });

  it("survives storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readSelectedClass(broken, "k")).toBeNull();
    expect(() => writeSelectedClass(broken, "k", "c1")).not.toThrow();
    expect(readSelectedClass(undefined, "k")).toBeNull();
  });

  it("is kept while the class list is unknown and dropped when the class is gone", () => {
    expect(validSelection("c1", undefined)).toBe("c1");
    expect(validSelection("c1", [{ id: "c1" }, { id: "c2" }])).toBe("c1");
    expect(validSelection("gone", [{ id: "c1" }])).toBeNull();
    expect(validSelection(null, [{ id: "c1" }])).toBeNull();
    expect(validSelection("c1", [])).toBeNull();
  });
});
