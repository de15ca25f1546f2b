import type { QueryClient } from "@tanstack/react-query";
import { memorySource, SAMPLE_CLASS_ID } from "#src/client/data/memory-source";
import type { DataSource } from "#src/client/data/source";
import type { StorageLike } from "#src/client/features/classes/selected-class";
import { PRODUCT_NAME } from "#src/client/lib/constants";
import { createQueryClient } from "../query-client";

/** The demo's own key for the chosen class (never the signed-in teacher's). */
export const DEMO_SELECTED_CLASS_KEY = `${PRODUCT_NAME.toLowerCase()}.demo.selectedClass`;

/** A Storage that lives only as long as the page: a reload forgets it. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

export interface DemoSession {
  /** The Sample Class and everything the visitor changes, in memory (docs/product.md#routes). */
  source: DataSource;
  /** A query cache of its own: demo answers never meet the teacher's cache or its mirror. */
  queryClient: QueryClient;
  /** Where the chosen class is kept: the Sample Class to begin with. */
  storage: StorageLike;
}

/** A fresh demo: the Sample Class, chosen, with an empty cache. */
export function createDemoSession(): DemoSession {
  return {
    source: memorySource(),
    // The demo's reads and writes are answered in the page: offline, they go on all the same.
    queryClient: createQueryClient("always"),
    storage: memoryStorage({ [DEMO_SELECTED_CLASS_KEY]: SAMPLE_CLASS_ID }),
  };
}

let session: DemoSession | null = null;

/**
 * The one demo of this page load: leaving for the landing page and coming back keeps the
 * visitor's changes; a reload starts the sample afresh.
 */
export function demoSession(): DemoSession {
  session ??= createDemoSession();
  return session;
}
