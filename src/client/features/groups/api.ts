import { t } from "@lingui/core/macro";
import {
  type UseQueryResult,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource, useWritesOpen } from "#src/client/data/data-context";
import { type DataSource, queryKeys } from "#src/client/data/source";
import { ApiError, conflictOf, serverErrorMessage } from "#src/client/lib/api-error";
import {
  groupingSummary,
  type SavedGroupingDto,
  type SavedGroupingInput,
  type SavedGroupingSummaryDto,
} from "#src/domain/schemas/groupings";

/**
 * The class's saved groupings, newest first, as summaries: name, date, method and
 * counts. Their members load when one is opened (useLoadGrouping; decision 0031).
 */
export function useGroupings(classId: string) {
  const source = useDataSource();
  return useQuery<SavedGroupingSummaryDto[]>({
    queryKey: queryKeys.groupings(classId),
    queryFn: () => source.listGroupings(classId),
  });
}

/** One saved grouping with its members: read once and kept (they never change once saved). */
const groupingQuery = (source: DataSource, id: string) => ({
  queryKey: queryKeys.grouping(id),
  queryFn: () => source.getGrouping(id),
});

/** Offline, a grouping whose members were never read on this device can't be opened. */
export class GroupingOfflineError extends Error {
  constructor() {
    super("Offline: this grouping was not opened on this device while online");
  }
}

/**
 * A saved grouping's members for Open, Print, Present and Export: `peek` answers them at once
 * when they were read before (the click then acts at once), `load` reads them (offline, a
 * grouping never read fails at once rather than waiting for the network).
 */
export function useLoadGrouping() {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const writesOpen = useWritesOpen();
  const peek = useCallback(
    (id: string) => queryClient.getQueryData<SavedGroupingDto>(queryKeys.grouping(id)),
    [queryClient],
  );
  const load = useCallback(
    async (id: string): Promise<SavedGroupingDto> => {
      const cached = peek(id);
      if (cached) return cached;
      if (!writesOpen) throw new GroupingOfflineError();
      return queryClient.fetchQuery(groupingQuery(source, id));
    },
    [peek, writesOpen, queryClient, source],
  );
  return { peek, load };
}

export interface GroupingMembers {
  /** Every grouping asked for, in order, once all have loaded. */
  data: SavedGroupingDto[] | undefined;
  pending: boolean;
  /** Waiting for the network (offline). */
  paused: boolean;
  failed: boolean;
  retry: () => void;
}

function combineMembers(results: UseQueryResult<SavedGroupingDto>[]): GroupingMembers {
  const loaded = results.every((r) => r.data !== undefined);
  return {
    data: loaded ? results.map((r) => r.data as SavedGroupingDto) : undefined,
    pending: results.some((r) => r.isPending),
    paused: results.some((r) => r.isPending && r.fetchStatus === "paused"),
    failed: results.some((r) => r.isError),
    retry: () => {
      for (const r of results) if (r.isError) void r.refetch();
    },
  };
}

/** The members of these saved groupings (New partners, Save's "already saved" check). */
export function useGroupingMembers(ids: readonly string[]): GroupingMembers {
  const source = useDataSource();
  return useQueries({
    queries: ids.map((id) => groupingQuery(source, id)),
    combine: combineMembers,
  });
}

export function useSaveGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  return useMutation({
    /** The groups and the Idempotency-Key of this Save (sent again by a retry). */
    mutationFn: ([input, idempotencyKey]: [SavedGroupingInput, string]) =>
      source.saveGrouping(classId, input, { idempotencyKey }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.grouping(saved.id), saved);
      queryClient.setQueryData<SavedGroupingSummaryDto[]>(key, (old) =>
        old ? [groupingSummary(saved), ...old] : old,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) =>
      toast({
        title: t`Failed to save the groups`,
        description: serverErrorMessage(error),
        variant: "destructive",
      }),
  });
}

export function useRenameGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  const replace = (stored: SavedGroupingSummaryDto) =>
    queryClient.setQueryData<SavedGroupingSummaryDto[]>(key, (old) =>
      old?.map((g) => (g.id === stored.id ? stored : g)),
    );
  return useMutation({
    mutationFn: ({ id, name, version }: { id: string; name: string; version?: number }) =>
      source.renameGrouping(id, name, { ifMatch: version }),
    onSuccess: (stored) => {
      replace(stored);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const conflict = conflictOf<SavedGroupingSummaryDto>(error);
      if (conflict) replace(conflict.current);
      toast({
        title: conflict ? t`Grouping changed elsewhere` : t`Failed to rename the grouping`,
        description: conflict
          ? t`It was changed on another device. It now shows the latest name.`
          : serverErrorMessage(error),
        variant: "destructive",
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useDeleteGrouping(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.groupings(classId);
  return useMutation({
    mutationFn: (id: string) => source.deleteGrouping(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData<SavedGroupingSummaryDto[]>(key, (old) =>
        old?.filter((g) => g.id !== id),
      );
      queryClient.removeQueries({ queryKey: queryKeys.grouping(id) });
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const gone = error instanceof ApiError && error.code === "not_found";
      if (!gone) toast({ title: t`Failed to delete the grouping`, variant: "destructive" });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
