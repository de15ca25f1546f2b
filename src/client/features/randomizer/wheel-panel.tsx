import { Maximize, Minimize } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { maxPicks, type PickMode } from "../../../domain/wheel/picking";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Switch } from "../../components/ui/switch";
import { cn } from "../../lib/cn";
import { useFocusFallback } from "../../lib/use-focus-fallback";
import { useKeyShortcuts } from "../../lib/use-key-shortcuts";
import { PickNotRecorded } from "./pick-not-recorded";
import { ShortcutsButton } from "./shortcuts-dialog";
import { PickModeOption, PicksOption } from "./spin-options";
import { type LastDraw, nameList, type Unrecorded } from "./use-draws";
import { useFullscreen } from "./use-fullscreen";
import { useReducedMotion } from "./use-reduced-motion";
import { useSpin } from "./use-spin";
import { plural, WheelHeading } from "./wheel-heading";
import type { WheelItem } from "./wheel-items";
import { WheelStage } from "./wheel-stage";
import { WinnerCard } from "./winner-card";

type Props = {
  classId: string;
  /** The class's name. */
  name: string;
  /** Students on the wheel. */
  studentCount: number;
  items: readonly WheelItem[];
  /** What the wheel says when it has no entries (wheel-lineup's emptyWheelHint). */
  emptyHint: string;
  mode: PickMode;
  /** Why the wheel can't spin yet (what decides the line-up is loading or missing), or null. */
  hold: string | null;
  onWinners: (items: WheelItem[]) => void;
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

// aria-disabled rather than disabled: a disabled button drops keyboard focus mid-spin.
const blocked = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/** The wheel, Spin and Reset, the result, sound and the full-screen projector view. */
export function WheelPanel(props: Props) {
  const { classId, name, studentCount, items, mode, hold, onWinners, onReset, onBusyChange } =
    props;
  const ready = hold === null;
  const panelRef = useRef<HTMLElement>(null);
  const soundId = useId();
  const [sound, setSound] = useState(false);
  const most = maxPicks(items.length);
  const picks = Math.max(1, Math.min(props.picks, most));
  const reducedMotion = useReducedMotion();
  const fullscreen = useFullscreen(panelRef);
  const spinner = useSpin({ items, picks, reducedMotion, sound, onWinners });
  const spinning = spinner.state === "spinning";
  const busy = spinner.state !== "idle";
  const labels = useMemo(() => items.map((item) => item.name), [items]);
  const large = fullscreen.active;
  const winners = spinner.winners;

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const shown = winners
    .filter((w) => w.student)
    .map((w) => w.name)
    .join("\n");
  // The result card offers Undo while it shows the draw recorded last; once that draw is undone
  // it no longer shows it as selected: the wheel is ready to spin again.
  const undoable = props.lastDraw?.names.join("\n") === shown && props.onUndo !== undefined;
  const undone = props.undone?.names.join("\n") === shown ? props.undone : null;
  const announcement = undone
    ? `Pick undone: ${nameList(undone.names)}`
    : winners.length > 0
      ? `Selected: ${nameList(winners.map((w) => w.name))}`
      : spinning
        ? "Spinning the wheel..."
        : "";
  // Once its draw is undone the result card's Undo goes: the keyboard moves on to Spin.
  const spinButton = useRef<HTMLButtonElement>(null);
  useFocusFallback(undoable, spinButton);
  const [help, setHelp] = useState(false);
  const spin = () => {
    if (ready) spinner.spin();
  };
  useKeyShortcuts({
    " ": spin,
    u: () => {
      if (undoable && !props.undoPending) props.onUndo?.();
    },
    f: () => {
      if (fullscreen.supported) void fullscreen.toggle();
    },
    "?": () => setHelp(true),
  });

  // `cn` does not merge Tailwind classes: each look picks whole, non-conflicting class sets.
  return (
    <section
      ref={panelRef}
      aria-labelledby="wheel-title"
      className={cn(
        "grid min-w-0 content-start bg-card text-card-foreground",
        large
          ? "h-full w-full gap-6 overflow-y-auto p-6"
          : "gap-4 rounded-card border border-border p-4 shadow-soft sm:p-6",
      )}
    >
      <WheelHeading name={name} studentCount={studentCount} picks={picks} large={large} />
      {/* Tab: class picker, roll, mode, Spin. Full screen: the mode below the wheel. */}
      {large ? null : (
        <div className="grid min-w-0 gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
          <div className="flex flex-wrap items-center gap-2 sm:pt-7">{props.roll}</div>
          <PickModeOption classId={classId} mode={mode} locked={busy} large={large} />
        </div>
      )}

      <div
        className={cn(
          "grid min-w-0 gap-4",
          large && "items-center gap-8 md:grid-cols-[auto_minmax(0,1fr)]",
        )}
      >
        <div className="grid min-w-0 gap-2">
          <WheelStage
            labels={labels}
            restKey={spinner.state}
            onWheelClick={spin}
            canvasRef={spinner.canvasRef}
            rotation={spinner.rotation}
            label={`Spinning wheel with ${plural(items.length, "item")}`}
            className={
              large
                ? "w-[min(90vw,calc(100dvh-12rem))] md:w-[min(55vw,calc(100dvh-12rem))]"
                : "w-full max-w-md"
            }
          />
          <p className={cn("text-center text-muted-foreground", large ? "text-2xl" : "text-sm")}>
            Space or click the wheel to spin
          </p>
        </div>
        <div className="grid min-w-0 content-center gap-4">
          <div className="flex flex-wrap justify-center gap-3">
            <Button
              ref={spinButton}
              onClick={spin}
              aria-disabled={busy || items.length === 0 || !ready}
              className={cn(blocked, "min-w-36")}
            >
              <span className={large ? "px-6 py-3 text-4xl" : "text-lg"}>Spin</span>
            </Button>
            <Button
              variant="outline"
              aria-disabled={spinning}
              onClick={() => {
                if (spinning) return;
                spinner.reset();
                onReset();
              }}
              className={cn(blocked, "min-w-28")}
            >
              <span className={large ? "px-4 py-3 text-4xl" : undefined}>Reset</span>
            </Button>
          </div>
          {hold && !busy ? (
            <p className={cn("text-center text-muted-foreground", large && "text-2xl")}>{hold}</p>
          ) : null}
          <WinnerCard
            winners={undone ? [] : winners}
            state={spinner.state}
            emptyHint={items.length === 0 ? props.emptyHint : null}
            reducedMotion={reducedMotion}
            large={large}
            onUndo={undoable ? props.onUndo : undefined}
            undoPending={props.undoPending}
          />
          {props.unrecorded ? (
            <PickNotRecorded unrecorded={props.unrecorded} large={large} />
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
        {large ? <PickModeOption classId={classId} mode={mode} locked={busy} large /> : null}
        <PicksOption
          picks={picks}
          maxPicks={most}
          onPicksChange={props.onPicksChange}
          locked={busy}
          large={large}
        />
        <div className="flex items-center gap-1">
          <div className="flex min-h-11 items-center gap-2 px-2">
            <Switch id={soundId} checked={sound} onCheckedChange={setSound} />
            <Label htmlFor={soundId} className="cursor-pointer text-base">
              Sound
            </Label>
          </div>
          {fullscreen.supported ? (
            <Button
              variant="outline"
              size="icon"
              aria-label={large ? "Exit full screen" : "Full screen"}
              title={large ? "Exit full screen (Esc)" : "Full screen for the projector"}
              onClick={() => void fullscreen.toggle()}
            >
              {large ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
            </Button>
          ) : null}
          <ShortcutsButton
            open={help}
            onOpenChange={setHelp}
            container={large ? panelRef.current : undefined}
          />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
