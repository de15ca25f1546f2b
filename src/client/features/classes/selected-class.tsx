import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from "react";
import { STORAGE_KEYS } from "#src/client/lib/constants";
import { useClasses } from "./api";

export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The stored class id, or null (nothing stored, or storage unavailable). */
export function readSelectedClass(storage: StorageLike | undefined, key: string): string | null {
  try {
    const value = storage?.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

export function writeSelectedClass(
  storage: StorageLike | undefined,
  key: string,
  classId: string | null,
): void {
  try {
    if (classId) storage?.setItem(key, classId);
    else storage?.removeItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); the choice then lasts for this page only.
  }
}

/**
 * The choice checked against the class list: kept while the list is unknown (loading, failed,
 * offline), dropped once a loaded list no longer holds it (the class was deleted).
 */
export function validSelection(
  classId: string | null,
  classes: readonly { id: string }[] | undefined,
): string | null {
  if (!classId || !classes) return classId;
  return classes.some((c) => c.id === classId) ? classId : null;
}

export type SelectedClass = {
  classId: string | null;
  selectClass(classId: string | null): void;
};

const SelectedClassContext = createContext<SelectedClass | null>(null);

const browserStorage = (): StorageLike | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage;

/**
 * Holds the class chosen in the tabbed app, shared by every tab, kept in localStorage so it
 * survives reloads, and checked against the class list. Needs a DataSourceProvider above it.
 * The demo passes its own `storageKey` and `storage` (memory: nothing outlives the page) so it
 * never meets a teacher's choice.
 */
export function SelectedClassProvider({
  children,
  storageKey = STORAGE_KEYS.selectedClass,
  storage,
}: {
  children: ReactNode;
  storageKey?: string;
  storage?: StorageLike;
}) {
  const store = useCallback(() => storage ?? browserStorage(), [storage]);
  const [stored, setStored] = useState(() => readSelectedClass(store(), storageKey));
  const { data: classes, isSuccess, isFetching } = useClasses();
  // Checked against the server's answer only: a list restored from the offline mirror and being
  // read again may predate the class (made on another device since), so it drops nothing.
  const classId = validSelection(stored, isSuccess && !isFetching ? classes : undefined);

  const selectClass = useCallback(
    (next: string | null) => {
      setStored(next);
      writeSelectedClass(store(), storageKey, next);
    },
    [store, storageKey],
  );

  useEffect(() => {
    if (stored !== classId) selectClass(classId);
  }, [stored, classId, selectClass]);

  const value = useMemo(() => ({ classId, selectClass }), [classId, selectClass]);
  return <SelectedClassContext value={value}>{children}</SelectedClassContext>;
}

/** `{ classId, selectClass }`: the class chosen in the tabbed app (null when none). */
export function useSelectedClass(): SelectedClass {
  const value = use(SelectedClassContext);
  if (!value) throw new Error("useSelectedClass needs a SelectedClassProvider above it");
  return value;
}
