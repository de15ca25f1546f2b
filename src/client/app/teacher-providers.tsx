import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { DataSourceProvider } from "../data/data-context";
import { httpSource } from "../data/http-source";
import { readSelectedClass, SelectedClassProvider } from "../features/classes/selected-class";
import { STORAGE_KEYS } from "../lib/constants";
import { tabFromPath } from "../lib/tab-routes";
import { mirrorQueryCache, restoreMirror } from "./offline/query-persister";
import { prefetchTab } from "./tab-prefetch";

/**
 * What every signed-in screen needs: the API as the data source for this teacher, the offline
 * mirror of the query cache (docs/product.md#offline: restored before the first render, then kept up to date) and
 * the selected class. The demo (docs/product.md#routes) builds the same stack with its in-memory source.
 */
export function TeacherProviders({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const source = useMemo(() => httpSource(userId), [userId]);

  // Restore synchronously so the first render already has the mirrored classes and students.
  useState(() => restoreMirror(queryClient, window.localStorage, STORAGE_KEYS.queryCache, userId));
  // Then start the reads of the tab being opened at once, all together (tab-prefetch.ts).
  useState(() =>
    prefetchTab(
      queryClient,
      source,
      tabFromPath(window.location.pathname),
      readSelectedClass(window.localStorage, STORAGE_KEYS.selectedClass),
    ),
  );
  useEffect(
    () =>
      mirrorQueryCache({
        client: queryClient,
        storage: window.localStorage,
        key: STORAGE_KEYS.queryCache,
        userId,
      }),
    [queryClient, userId],
  );

  return (
    <DataSourceProvider source={source}>
      <SelectedClassProvider>{children}</SelectedClassProvider>
    </DataSourceProvider>
  );
}
