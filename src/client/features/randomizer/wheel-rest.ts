import type { PickMode } from "#src/domain/wheel/picking";
import type { WheelItem } from "./wheel-items";

/**
 * The wheel as the last spin left it (docs/decisions/0042-wheel-fills-the-screen.md): its entries,
 * winners included, stay drawn until the next spin starts, so the pointer rests on a winner even
 * in Remove the winner and Everyone gets a turn, whose winners leave the line-up at once.
 */
export type Rest = {
  /** The entries the spin was drawn from, in the order drawn. */
  entries: readonly WheelItem[];
  /** What the line-up was made from when the spin ended: a change by the teacher ends the rest. */
  items: readonly WheelItem[];
  mode: PickMode;
  absentKey: string;
};

/** The absent students as one comparable value (the set itself may be a new object each read). */
export const absentKey = (absent: ReadonlySet<string>): string => [...absent].sort().join(",");

/**
 * The entries the wheel draws: the last spin's while the teacher has changed nothing since
 * (the items, the mode, today's roll), else who the next spin can pick.
 */
export function entriesOnShow(
  rest: Rest | null,
  now: { items: readonly WheelItem[]; mode: PickMode; absentKey: string },
  next: readonly WheelItem[],
): readonly WheelItem[] {
  if (!rest) return next;
  const same =
    rest.items === now.items && rest.mode === now.mode && rest.absentKey === now.absentKey;
  return same ? rest.entries : next;
}
