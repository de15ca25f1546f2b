import type { ReactNode } from "react";
import type { PickMode } from "#src/domain/wheel/picking";
import type { LastDraw, Unrecorded } from "./use-draws";
import type { WheelItem } from "./wheel-items";

/** What the wheel panel (wheel-panel.tsx) is given by the class's wheel. */
export type WheelPanelProps = {
  classId: string;
  /** The class's name. */
  name: string;
  /** Students on the wheel. */
  studentCount: number;
  /** The entries the wheel draws at rest: the last spin's until the next spin starts. */
  items: readonly WheelItem[];
  /** Who the next spin picks from. */
  nextItems: readonly WheelItem[];
  /** A spin starts (the last spin's winners may now leave the wheel). */
  onSpinStart: () => void;
  /** The class's spin length in seconds; null: the usual length. */
  spinSeconds: number | null;
  /** What the wheel says when it has no entries (wheel-lineup's emptyWheelHint). */
  emptyHint: string;
  mode: PickMode;
  /** Why the wheel can't spin yet (what decides the line-up is loading or missing), or null. */
  hold: string | null;
  onWinners: (items: WheelItem[], wheel: WheelItem[]) => void;
  /** Restores the class's students (the panel itself goes back to rotation 0). */
  onReset: () => void;
  /** True from the start of a spin until its result has shown (the cool-down's end). */
  onBusyChange: (busy: boolean) => void;
  /** The last draw recorded here, which the result card offers to undo. */
  lastDraw: LastDraw | null;
  /** That draw once undone. */
  undone: LastDraw | null;
  onUndo: (() => void) | undefined;
  undoPending: boolean;
  /** The last draw, when it could not be recorded: said under the result, with Retry. */
  unrecorded: Unrecorded | null;
  /** Winners per spin the teacher chose (clamped here to what the wheel allows). */
  picks: number;
  onPicksChange: (picks: number) => void;
  /** "Who's here today": in the keyboard's order after the class picker, before Spin. */
  roll?: ReactNode;
};
