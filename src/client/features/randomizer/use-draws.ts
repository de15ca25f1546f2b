import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import type { HistoryDto } from "../../../domain/schemas";
import { toast } from "../../components/toast/toast-store";
import { queryKeys } from "../../data/source";
import { useRecordDraw, useUndoDraw } from "./api";
import type { WheelItem } from "./wheel-items";

/** The last draw recorded on this page: its history entries and its winners' names. */
export type LastDraw = { entryIds: string[]; names: string[] };
type Draws = { last: LastDraw | null; undone: LastDraw | null };

// Made on first use: the page's first Intl formatter of a kind loads its locale data, which
// would otherwise cost the Randomizer's opening.
let listFormat: Intl.ListFormat | null = null;

/** "Ava", "Ava and Ben", "Ava, Ben, and Cy". */
export function nameList(names: readonly string[]): string {
  if (!listFormat) listFormat = new Intl.ListFormat("en", { style: "long", type: "conjunction" });
  return listFormat.format(names);
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
  const [{ last, undone }, setDraws] = useState<Draws>({ last: null, undone: null });
  const { mutate: recordMutate } = recordDraw;
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
                ? { last: null, undone: old.last }
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

  const record = useCallback(
    (winners: readonly WheelItem[]) => {
      const students = winners.flatMap((w) => (w.student ? [w.student] : []));
      setDraws({ last: null, undone: null });
      if (students.length === 0) return; // extra items are never recorded
      const names = students.map((s) => s.name);
      recordMutate(
        students.map((s) => s.id),
        {
          onSuccess: (created) => {
            const entryIds = created.map((e) => e.id);
            setDraws({ last: { entryIds, names }, undone: null });
            toast({
              title: names.length === 1 ? "Pick recorded" : `${names.length} picks recorded`,
              description: `${nameList(names)}, in the Selection History.`,
              action: {
                label: "Undo",
                altText: "Undo this pick with Undo last pick in the Selection History",
                onClick: () => undo(entryIds),
              },
            });
          },
        },
      );
    },
    [recordMutate, undo],
  );

  return {
    record,
    last,
    undone,
    undo,
    undoLast: last ? () => undo(last.entryIds) : undefined,
    undoPending: undoDraw.isPending,
  };
}
