import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { DataSourceProvider } from "../data/data-context";
import { httpSource } from "../data/http-source";
import { SelectedClassProvider } from "../features/classes/selected-class";
import { STORAGE_KEYS } from "../lib/constants";
import { mirrorQueryCache, restoreMirror } from "./offline/query-persister";

/**
 * What every signed-in screen needs: the API as the data source for this teacher, the offline
 * mirror of the query cache (D13: restored before the first render, then kept up to date) and
 * the selected class. The demo (D2) builds the same stack with its in-memory source.
 */
export function TeacherProviders({ userId, children }: { userId: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const source = useMemo(() => httpSource(userId), [userId]);

  // Restore synchronously so the first render already has the mirrored classes and students.
  useState(() => restoreMirror(queryClient, window.localStorage, STORAGE_KEYS.queryCache, userId));
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
