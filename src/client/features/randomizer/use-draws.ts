import { plural, t } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { queryKeys } from "#src/client/data/source";
import { isolate, listText } from "#src/client/i18n/format";
import { ApiError } from "#src/client/lib/api-error";
import type { HistoryDto } from "#src/domain/schemas/history";
import { canRetryPick, useRecordDraw, useUndoDraw } from "./api";
import type { WheelItem } from "./wheel-items";

/** The last draw recorded on this page: its history entries and its winners' names. */
export type LastDraw = { entryIds: string[]; names: string[] };
/** A draw that could not be recorded: what to tell the teacher, and Retry when it may pass. */
export type Unrecorded = { text: string; retry: (() => void) | null };
type Draws = { last: LastDraw | null; undone: LastDraw | null; unrecorded: Unrecorded | null };

/** The plain words for a pick that is not in the history (after its retries). */
export function notRecordedText(names: readonly string[], error: unknown): string {
  const list = nameList(names);
  const count = names.length;
  const what = plural(count, {
    one: `${list} was not recorded in the Selection History.`,
    other: `${list} were not recorded in the Selection History.`,
  });
  if (canRetryPick(error)) return t`${what} Check the connection, then press Retry.`;
  const why = error instanceof ApiError ? error.serverMessage : undefined;
  return why ? `${what} ${why}.` : what;
}

/**
 * "Ava", "Ava and Ben", "Ava, Ben, and Cy" in the teacher's language, each name set apart from
 * the words around it where it could disturb them (isolate). The list formatter is made on
 * first use: the page's first Intl formatter of a kind loads its locale data.
 */
export function nameList(names: readonly string[]): string {
  return listText(names.map((name) => isolate(name)));
}

/**
 * Recording a spin's student winners in the history (one request for the whole draw) and undoing
 * a mistaken draw: the winners' toast offers Undo, and so do the history and
 * the result card. `onUndone` hears which students an undo took out of the history.
 */
export function useDraws(classId: string, onUndone: (studentIds: string[]) => void) {
  const queryClient = useQueryClient();
  const recordDraw = useRecordDraw(classId);
  const undoDraw = useUndoDraw(classId);
  // The last draw recorded, and the last one undone (the result card no longer shows it).
  const [{ last, undone, unrecorded }, setDraws] = useState<Draws>({
    last: null,
    undone: null,
    unrecorded: null,
  });
  const { mutateAsync: recordMutateAsync } = recordDraw;
  const { mutateAsync: undoMutateAsync } = undoDraw;

  // Entries whose Undo is on its way: a second press (a double-click, or the toast's Undo and the
  // result card's for the same draw) would only be told "Nothing to undo".
  const undoing = useRef(new Set<string>());
  const undo = useCallback(
    (entryIds: string[]) => {
      if (entryIds.some((id) => undoing.current.has(id))) return;
      for (const id of entryIds) undoing.current.add(id);
      const stored = queryClient.getQueryData<HistoryDto[]>(queryKeys.history(classId)) ?? [];
      const wanted = new Set(entryIds);
      const studentIds = stored.filter((e) => wanted.has(e.id)).map((e) => e.student_id);
      undoMutateAsync(entryIds)
        .then(
          () => {
            onUndone(studentIds);
            setDraws((old) =>
              old.last?.entryIds.some((id) => wanted.has(id))
                ? { last: null, undone: old.last, unrecorded: null }
                : old,
            );
          },
          () => {}, // useUndoDraw's toast says what went wrong
        )
        .finally(() => {
          for (const id of entryIds) undoing.current.delete(id);
        });
    },
    [queryClient, classId, undoMutateAsync, onUndone],
  );

  // One pick, one Idempotency-Key: its retries (here and from Retry) record it once.
  const send = useCallback(
    function sendPick(studentIds: string[], names: string[], key: string) {
      setDraws((old) => ({ ...old, unrecorded: null }));
      recordMutateAsync({ studentIds, key }).then(
        (created) => {
          const entryIds = created.map((e) => e.id);
          setDraws({ last: { entryIds, names }, undone: null, unrecorded: null });
          const list = nameList(names);
          const count = names.length;
          toast({
            title: plural(count, { one: "Pick recorded", other: "# picks recorded" }),
            description: t`${list}, in the Selection History.`,
            action: {
              label: t`Undo`,
              altText: t`Undo this pick with Undo last pick in the Selection History`,
              onClick: () => undo(entryIds),
            },
          });
        },
        (error: unknown) => {
          const retry = canRetryPick(error) ? () => sendPick(studentIds, names, key) : null;
          const text = notRecordedText(names, error);
          setDraws((old) => ({ ...old, unrecorded: { text, retry } }));
          toast({
            title: t`Pick not recorded`,
            description: text,
            variant: "destructive",
            action: retry
              ? {
                  label: t`Retry`,
                  altText: t`Record this pick with Retry under the wheel's result`,
                  onClick: retry,
                }
              : undefined,
          });
        },
      );
    },
    [recordMutateAsync, undo],
  );

  const record = useCallback(
    (winners: readonly WheelItem[]) => {
      const students = winners.flatMap((w) => (w.student ? [w.student] : []));
      setDraws({ last: null, undone: null, unrecorded: null });
      if (students.length === 0) return; // extra items are never recorded
      send(
        students.map((s) => s.id),
        students.map((s) => s.name),
        crypto.randomUUID(),
      );
    },
    [send],
  );

  return {
    record,
    last,
    undone,
    unrecorded,
    undo,
    undoLast: last ? () => undo(last.entryIds) : undefined,
    undoPending: undoDraw.isPending,
  };
}
