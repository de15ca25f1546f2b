import { describe, expect, it } from "vitest";
import {
  extraItem,
  setSkipRemoveConfirmation,
  skipRemoveConfirmation,
  studentItems,
  withoutItem,
} from "#src/client/features/randomizer/wheel-items";
import type { StudentDto } from "#src/domain/schemas/students";

const student = (id: string, name: string) =>
  ({
    id,
    name,
    class_id: "c",
    number: 1,
    color: "Red",
    element: "Fire",
    shape: "Square",
  }) as StudentDto;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("wheel items", () => {
  it("makes one student item per student, in roster order", () => {
    const items = studentItems([student("1", "Ann"), student("2", "Ben")]);
    expect(items.map((i) => [i.name, i.isStudent, i.student?.id])).toEqual([
      ["Ann", true, "1"],
      ["Ben", true, "2"],
    ]);
  });

  it("trims extra items, refuses blank text and gives each a new id", () => {
    expect(extraItem("   ")).toBeNull();
    const a = extraItem("  Free choice ");
    const b = extraItem("Free choice");
    expect(a).toMatchObject({ name: "Free choice", isStudent: false });
    expect(a?.id).not.toBe(b?.id);
  });

  it("removes one item by id", () => {
    const items = studentItems([student("1", "Ann"), student("2", "Ben")]);
    expect(withoutItem(items, "student-1").map((i) => i.name)).toEqual(["Ben"]);
  });

  it("keeps the skip-confirmation choice in skipSpinnerRemoveConfirmation", () => {
    const storage = memoryStorage();
    expect(skipRemoveConfirmation(storage)).toBe(false);
    setSkipRemoveConfirmation(storage);
    expect(storage.data.get("skipSpinnerRemoveConfirmation")).toBe("true");
    expect(skipRemoveConfirmation(storage)).toBe(true);
  });
});
