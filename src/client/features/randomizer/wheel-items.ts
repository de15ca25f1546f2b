import { STORAGE_KEYS } from "#src/client/lib/constants";
import type { StudentDto } from "#src/domain/schemas/students";

/** A wheel entry (docs/product.md#data "Spinner item"): a student of the class, or an extra text item. */
export type WheelItem = {
  id: string;
  name: string;
  isStudent: boolean;
  student?: StudentDto;
};

/** Every student of the class, in roster order. */
export function studentItems(students: readonly StudentDto[]): WheelItem[] {
  return students.map((student) => ({
    id: `student-${student.id}`,
    name: student.name,
    isStudent: true,
    student,
  }));
}

let extraCount = 0;

/** An extra item from the text box: trimmed, or null when blank (docs/product.md#validation). */
export function extraItem(text: string): WheelItem | null {
  const name = text.trim();
  if (!name) return null;
  extraCount += 1;
  return { id: `extra-${extraCount}`, name, isStudent: false };
}

export function withoutItem(items: readonly WheelItem[], id: string): WheelItem[] {
  return items.filter((item) => item.id !== id);
}

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

const browserStorage = (): FlagStorage | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage;

/** docs/product.md#offline: `skipSpinnerRemoveConfirmation` says removing a wheel item no longer asks. */
export function skipRemoveConfirmation(storage = browserStorage()): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.skipSpinnerRemoveConfirmation) === "true";
  } catch {
    return false;
  }
}

export function setSkipRemoveConfirmation(storage = browserStorage()): void {
  try {
    storage?.setItem(STORAGE_KEYS.skipSpinnerRemoveConfirmation, "true");
  } catch {
    // Storage unavailable (privacy modes): the teacher is simply asked again next time.
  }
}
