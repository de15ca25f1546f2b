import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import { useFocusFallback } from "#src/client/lib/use-focus-fallback";
import { useKeyShortcuts } from "#src/client/lib/use-key-shortcuts";
import { maxPicks } from "#src/domain/wheel/picking";
import { spinMs } from "#src/domain/wheel/spin";
import { PickNotRecorded } from "./pick-not-recorded";
import { PickModeOption } from "./spin-options";
import { nameList } from "./use-draws";
import { useFullscreen } from "./use-fullscreen";
import { useReducedMotion } from "./use-reduced-motion";
import { useSpin } from "./use-spin";
import { useWheelMarks } from "./use-wheel-marks";
import { useWheelRoom } from "./use-wheel-room";
import { WheelHeading } from "./wheel-heading";
import { WheelOptions } from "./wheel-options";
import type { WheelPanelProps } from "./wheel-panel-props";
import { WheelStage } from "./wheel-stage";
import { WinnerCard } from "./winner-card";

// aria-disabled rather than disabled: a disabled button drops keyboard focus mid-spin.
const blocked = "aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

/**
 * The wheel, Spin and Reset, the result, sound and the full-screen projector view. The wheel is
 * as large as the window allows with Spin and the result beside it (landscape) or under it
 * (portrait), all without scrolling (docs/decisions/0042-wheel-fills-the-screen.md).
 */
export function WheelPanel(props: WheelPanelProps) {
  const { classId, name, studentCount, items, nextItems, mode, hold, onBusyChange } = props;
  const ready = hold === null;
  const panelRef = useRef<HTMLElement>(null);
  const wheelRef = useRef<HTMLDivElement>(null);
  const room = useWheelRoom(wheelRef);
  const [sound, setSound] = useState(false);
  const most = maxPicks(nextItems.length);
  const picks = Math.max(1, Math.min(props.picks, most));
  const reducedMotion = useReducedMotion();
  const fullscreen = useFullscreen(panelRef);
  const spinner = useSpin({
    items: nextItems,
    picks,
    reducedMotion,
    sound,
    durationMs: spinMs(props.spinSeconds),
    onSpinStart: props.onSpinStart,
    onWinners: props.onWinners,
  });
  const spinning = spinner.state === "spinning";
  const busy = spinner.state !== "idle";
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
  const shownWinners = undone ? [] : winners;

  // While it turns the wheel draws the spin's entries; at rest the last spin's, each winner
  // numbered as on the result card, until the next spin.
  const entries = busy && spinner.spun ? spinner.spun : items;
  const itemCount = entries.length;
  const drawn = useWheelMarks(entries, winners, spinning || undone !== null, spinner.rotation);
  const announced = nameList(undone ? undone.names : winners.map((w) => w.name));
  const announcement = undone
    ? t`Pick undone: ${announced}`
    : winners.length > 0
      ? t`Selected: ${announced}`
      : spinning
        ? t`Spinning the wheel...`
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

  // From a tablet's width (a laptop, a projector): the wheel on the left, as tall as the window
  // allows, and beside it the heading, the roll and mode, Spin and the result. A phone: the same in
  // one column, the wheel as wide as the screen less the room Spin and the result need under it,
  // the roll and mode below. Full screen: the projector sizes. `cn` does not merge Tailwind
  // classes: each look picks whole, non-conflicting class sets.
  const side = "md:col-start-2";
  return (
    <section
      ref={panelRef}
      aria-labelledby="wheel-title"
      className={cn(
        "grid min-w-0 content-start bg-card text-card-foreground",
        large
          ? "h-full w-full gap-6 overflow-y-auto p-6"
          : "gap-3 rounded-card border border-border p-3 shadow-soft sm:p-4",
      )}
    >
      <div
        style={{ "--room": room === null ? "100dvh" : `${room}px` } as CSSProperties}
        className={cn(
          "@container grid min-w-0 gap-x-6 gap-y-3",
          large
            ? "items-center md:grid-cols-[auto_minmax(0,1fr)]"
            : "md:grid-cols-[auto_minmax(0,1fr)] md:grid-rows-[auto_auto_1fr]",
        )}
      >
        <div
          className={
            large ? side : "max-md:row-start-1 md:landscape:col-start-2 md:portrait:col-span-2"
          }
        >
          <WheelHeading name={name} studentCount={studentCount} picks={picks} large={large} />
        </div>
        {/* Tab: class picker, roll, mode, Spin (a phone shows them under the result). Full
            screen: the mode below the wheel. */}
        {large ? null : (
          <div className="@container max-md:row-start-5 md:landscape:col-start-2 md:portrait:col-span-2">
            <div className="grid min-w-0 gap-x-3 gap-y-2 @xl:grid-cols-[auto_minmax(0,1fr)] @xl:items-start">
              <div className="flex flex-wrap items-center gap-2 @xl:pt-7">{props.roll}</div>
              <PickModeOption classId={classId} mode={mode} locked={busy} large={large} />
            </div>
          </div>
        )}
        <div
          ref={wheelRef}
          className={cn(
            "min-w-0",
            large
              ? "md:col-start-1 md:row-span-2 md:row-start-1"
              : "max-md:col-start-1 max-md:row-start-2 md:col-start-1 md:landscape:row-span-3 md:landscape:row-start-1",
          )}
        >
          <WheelStage
            labels={drawn.labels}
            marks={drawn.marks}
            restKey={spinner.state}
            onWheelClick={spin}
            canvasRef={spinner.canvasRef}
            rotation={spinner.rotation}
            label={plural(itemCount, {
              one: "Spinning wheel with # item",
              other: "Spinning wheel with # items",
            })}
            pointerName={drawn.atPointer}
            markedNames={drawn.marked}
            className={
              large
                ? "w-[min(90vw,calc(100dvh-12rem))] md:w-[min(55vw,calc(100dvh-12rem))]"
                : // --room: from the wheel's top to the window's bottom.
                  "w-[min(100cqw,max(14rem,calc(var(--room)-6.5rem)))] md:w-[min(60cqw,max(14rem,calc(var(--room)-2.5rem)))]"
            }
          />
        </div>
        <div className={cn("grid min-w-0 content-start gap-3", side, !large && "max-md:contents")}>
          <div className="flex flex-wrap items-center justify-center gap-3 max-md:row-start-3">
            <Button
              ref={spinButton}
              onClick={spin}
              aria-disabled={busy || nextItems.length === 0 || !ready}
              className={cn(blocked, large ? "min-w-36" : "min-w-28")}
            >
              <span className={large ? "px-6 py-3 text-4xl" : "text-lg"}>
                <Trans>Spin</Trans>
              </span>
            </Button>
            <Button
              variant="outline"
              aria-disabled={spinning}
              onClick={() => {
                if (spinning) return;
                spinner.reset();
                props.onReset();
              }}
              className={cn(blocked, large ? "min-w-28" : "min-w-24")}
            >
              <span className={large ? "px-4 py-3 text-4xl" : undefined}>
                <Trans>Reset</Trans>
              </span>
            </Button>
            <p className={cn("text-center text-muted-foreground", large ? "text-2xl" : "text-sm")}>
              <Trans>Space or click the wheel to spin</Trans>
            </p>
          </div>
          {hold && !busy ? (
            <p className={cn("text-center text-muted-foreground", large && "text-2xl")}>{hold}</p>
          ) : null}
          {/* A phone shows the result over the wheel's lower half: there is no room under it. */}
          <div
            className={cn(
              !large && "max-md:z-10 max-md:col-start-1 max-md:row-start-2 max-md:self-end",
              !large && shownWinners.length === 0 && nextItems.length > 0 && "max-md:hidden",
            )}
          >
            <WinnerCard
              winners={shownWinners}
              state={spinner.state}
              emptyHint={nextItems.length === 0 ? props.emptyHint : null}
              reducedMotion={reducedMotion}
              large={large}
              onUndo={undoable ? props.onUndo : undefined}
              undoPending={props.undoPending}
            />
          </div>
          {props.unrecorded ? (
            <PickNotRecorded unrecorded={props.unrecorded} large={large} />
          ) : null}
        </div>
      </div>
      <WheelOptions
        classId={classId}
        mode={mode}
        picks={picks}
        maxPicks={most}
        onPicksChange={props.onPicksChange}
        spinSeconds={props.spinSeconds}
        locked={busy}
        large={large}
        sound={sound}
        onSoundChange={setSound}
        fullscreen={fullscreen}
        help={help}
        onHelpChange={setHelp}
        container={large ? panelRef.current : undefined}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
