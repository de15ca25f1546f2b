import { type RefObject, useMemo } from "react";
import { markedLabel, pointerIndex, winnerMarks } from "#src/domain/wheel/marks";
import type { WheelItem } from "./wheel-items";

/**
 * What the wheel draws for `entries`: each winner's wedge numbered in the order revealed (its
 * label "1. Ann", as on the result card), none while it turns or once the draw is undone; and,
 * at rest, the entry under the pointer (`rotation` is the wheel's angle, read at render).
 */
export function useWheelMarks(
  entries: readonly WheelItem[],
  winners: readonly WheelItem[],
  unmarked: boolean,
  rotation: RefObject<number>,
) {
  const marks = useMemo(
    () =>
      unmarked
        ? null
        : winnerMarks(
            entries.map((e) => e.id),
            winners.map((w) => w.id),
          ),
    [entries, winners, unmarked],
  );
  const labels = useMemo(
    () => entries.map((item, i) => markedLabel(item.name, marks?.[i] ?? null)),
    [entries, marks],
  );
  const marked = marks
    ? entries
        .flatMap((e, i) => {
          const rank = marks[i];
          return rank ? [{ rank, name: e.name }] : [];
        })
        .sort((a, b) => a.rank - b.rank)
        .map((m) => m.name)
    : [];
  const atPointer =
    unmarked || entries.length === 0
      ? undefined
      : entries[pointerIndex(rotation.current, entries.length)]?.name;
  return { marks, labels, marked, atPointer };
}
