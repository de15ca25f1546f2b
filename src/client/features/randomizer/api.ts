import { t } from "@lingui/core/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "#src/client/components/toast/toast-store";
import { useDataSource } from "#src/client/data/data-context";
import { queryKeys } from "#src/client/data/source";
import { ApiError } from "#src/client/lib/api-error";
import type { PickModeValue, WheelSettingsDto } from "#src/domain/schemas/attendance";
import type { HistoryDto } from "#src/domain/schemas/history";

/** A class's picks, newest first (docs/product.md#api `GET /api/selection-history/:classId`). */
export function useHistory(classId: string) {
  const source = useDataSource();
  return useQuery<HistoryDto[]>({
    queryKey: queryKeys.history(classId),
    queryFn: () => source.listHistory(classId),
  });
}

/** How many times a pick is sent before the teacher is told it was not recorded. */
export const PICK_ATTEMPTS = 4;

/**
 * Whether sending a pick again may record it: a failed fetch (offline, connection reset: it may
 * or may not have arrived) or the server's own failure. Not a refusal (404, 422), which would
 * only be refused again.
 */
export const canRetryPick = (error: unknown): boolean =>
  error instanceof TypeError || (error instanceof ApiError && error.status >= 500);

/**
 * Sends a pick until it is answered: again after a failure that may pass (`canRetryPick`),
 * waiting 0.5, 1 then 2 s, at most PICK_ATTEMPTS times. `send` carries the pick's one
 * Idempotency-Key, so a pick that arrived but whose answer was lost is recorded once: the
 * server answers the retry with the first answer.
 */
export async function recordWithRetries<T>(
  send: () => Promise<T>,
  wait: (attempt: number) => Promise<void> = (attempt) =>
    new Promise((resolve) => setTimeout(resolve, 500 * 2 ** (attempt - 1))),
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (!canRetryPick(error) || attempt >= PICK_ATTEMPTS) throw error;
      await wait(attempt);
    }
  }
}

/** One spin's student winners and the Idempotency-Key made for them (kept by a Retry). */
export type PickRequest = { studentIds: string[]; key: string };

/**
 * Records one spin's student winners, in the order revealed (extra items are never recorded).
 * The entries show in the history at once, so Everyone gets a turn moves on without a reload.
 * The caller says what went wrong (useDraws: the pick was not recorded, with Retry).
 */
export function useRecordDraw(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.history(classId);
  return useMutation({
    mutationFn: ({ studentIds, key: idempotencyKey }: PickRequest) =>
      recordWithRetries(() => source.addDraw(classId, studentIds, { idempotencyKey })),
    onSuccess: (entries) => {
      queryClient.setQueryData<HistoryDto[]>(key, (old) =>
        old ? [...[...entries].reverse(), ...old] : old,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** Undo a mistaken draw: its entries leave the history (all or none). */
export function useUndoDraw(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  const key = queryKeys.history(classId);
  return useMutation({
    scope: { id: `history-${classId}` },
    mutationFn: (entryIds: string[]) => source.undoDraw(classId, entryIds),
    onSuccess: (_, entryIds) => {
      const gone = new Set(entryIds);
      queryClient.setQueryData<HistoryDto[]>(key, (old) => old?.filter((e) => !gone.has(e.id)));
      toast({ title: t`Pick undone`, description: t`It is no longer in the selection history.` });
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      const already = error instanceof ApiError && error.code === "not_found";
      toast({
        title: already ? t`Nothing to undo` : t`Failed to undo the pick`,
        description: already ? t`That pick was already undone or cleared.` : undefined,
        variant: "destructive",
      });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useClearHistory(classId: string) {
  const source = useDataSource();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => source.clearHistory(classId),
    onSuccess: () => {
      queryClient.setQueryData<HistoryDto[]>(queryKeys.history(classId), []);
      return queryClient.invalidateQueries({ queryKey: queryKeys.history(classId) });
    },
  });
}

/** The class's picking mode (docs/product.md#attendance) and spin length; "equal" and the usual length until the server says otherwise. */
export function useWheelSettings(classId: string) {
  const source = useDataSource();
  return useQuery<WheelSettingsDto>({
    queryKey: queryKeys.wheelSettings(classId),
    queryFn: () => source.getWheelSettings(classId),
  });
}

type SettingsChange = { pick_mode: PickModeValue } | { spin_seconds: number | null };

/** A change of the class's wheel settings: shown at once, remembered on the server. */
function useSetWheelSetting<T>(
  classId: string,
  change: (value: T) => SettingsChange,
  send: (value: T) => Promise<WheelSettingsDto>,
  failure: () => string,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.wheelSettings(classId);
  return useMutation({
    scope: { id: `wheel-settings-${classId}` },
    mutationFn: send,
    onMutate: async (value: T) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WheelSettingsDto>(key);
      queryClient.setQueryData<WheelSettingsDto>(key, {
        class_id: classId,
        pick_mode: "equal",
        spin_seconds: null,
        ...before,
        ...change(value),
      });
      return { before };
    },
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
    onError: (_error, _value, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ title: failure(), variant: "destructive" });
    },
  });
}

/** Chooses the picking mode: shown at once, remembered on the server for the class. */
export function useSetPickMode(classId: string) {
  const source = useDataSource();
  return useSetWheelSetting(
    classId,
    (mode: PickModeValue) => ({ pick_mode: mode }),
    (mode) => source.setPickMode(classId, mode),
    () => t`Failed to save the picking mode`,
  );
}

/** Chooses how long the wheel spins (whole seconds; null: the usual length), per class. */
export function useSetSpinSeconds(classId: string) {
  const source = useDataSource();
  return useSetWheelSetting(
    classId,
    (seconds: number | null) => ({ spin_seconds: seconds }),
    (seconds) => source.setSpinSeconds(classId, seconds),
    () => t`Failed to save the spin length`,
  );
}
