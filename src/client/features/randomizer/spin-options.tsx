import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Label } from "#src/client/components/ui/label";
import { NativeSelect } from "#src/client/components/ui/native-select";
import { useWritesOpen } from "#src/client/data/data-context";
import { cn } from "#src/client/lib/cn";
import { MAX_PICKS, PICK_MODES, type PickMode } from "#src/domain/wheel/picking";
import { MAX_SPIN_SECONDS, MIN_SPIN_SECONDS, SPIN_MS } from "#src/domain/wheel/spin";
import { useSetPickMode, useSetSpinSeconds } from "./api";

/** The modes' names (the server shares picking.ts: its words are here). */
export const PICK_MODE_LABELS: Record<PickMode, MessageDescriptor> = {
  equal: msg`Equal chance`,
  turns: msg`Everyone gets a turn`,
  remove: msg`Remove the winner`,
};

export const PICK_MODE_HINTS: Record<PickMode, MessageDescriptor> = {
  equal: msg`Everyone here today has the same chance on every spin.`,
  turns: msg`Only those picked least so far are on the wheel, until everyone has had a turn. It counts the Selection History, across lessons and devices.`,
  remove: msg`A winner leaves the wheel until you press Reset.`,
};

/**
 * The picking mode (remembered on the server per class). It comes before Spin in the keyboard's
 * order; how many winners a spin picks comes after (PicksOption).
 */
export function PickModeOption({
  classId,
  mode,
  locked,
  large,
}: {
  classId: string;
  mode: PickMode;
  /** While the wheel turns, the options stay as they are. */
  locked: boolean;
  large: boolean;
}) {
  const modeId = useId();
  const hintId = useId();
  const setMode = useSetPickMode(classId);
  // Offline the mode is the last one saved, read-only like every other change (docs/product.md#offline).
  const online = useWritesOpen();
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", large && "text-xl")}>
      <Label htmlFor={modeId} className={cn(large && "text-xl")}>
        <Trans>Picking mode</Trans>
      </Label>
      <NativeSelect
        id={modeId}
        value={mode}
        disabled={locked || !online}
        aria-describedby={hintId}
        onChange={(event) => setMode.mutate(event.target.value as PickMode)}
      >
        {PICK_MODES.map((value) => (
          <option key={value} value={value}>
            {t(PICK_MODE_LABELS[value])}
          </option>
        ))}
      </NativeSelect>
      <p id={hintId} className={cn("text-muted-foreground", large ? "text-lg" : "text-sm")}>
        {t(PICK_MODE_HINTS[mode])}
        {online ? "" : ` ${t`Offline: the mode can be changed once you are back online.`}`}
      </p>
    </div>
  );
}

/** How many winners one spin picks (1 to the entries on the wheel, at most 10). */
export function PicksOption({
  picks,
  maxPicks,
  onPicksChange,
  locked,
  large,
}: {
  picks: number;
  maxPicks: number;
  onPicksChange: (picks: number) => void;
  locked: boolean;
  large: boolean;
}) {
  const picksId = useId();
  const choices = Array.from({ length: Math.max(1, maxPicks) }, (_, i) => i + 1);
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", large && "text-xl")}>
      <Label htmlFor={picksId} className={cn(large && "text-xl")}>
        <Trans>Winners per spin</Trans>
      </Label>
      <NativeSelect
        id={picksId}
        value={String(Math.min(picks, Math.max(1, maxPicks)))}
        disabled={locked || maxPicks < 2}
        onChange={(event) => onPicksChange(Number(event.target.value))}
      >
        {choices.map((n) => (
          <option key={n} value={n}>
            {plural(n, { one: "# winner", other: "# winners" })}
          </option>
        ))}
      </NativeSelect>
      {maxPicks < MAX_PICKS && maxPicks > 0 ? (
        <p className={cn("text-muted-foreground", large ? "text-lg" : "text-sm")}>
          {plural(maxPicks, { other: "At most #: the entries on the wheel." })}
        </p>
      ) : null}
    </div>
  );
}

/** The spin lengths offered, in whole seconds. */
const SPIN_LENGTHS = Array.from(
  { length: MAX_SPIN_SECONDS - MIN_SPIN_SECONDS + 1 },
  (_, i) => MIN_SPIN_SECONDS + i,
);
const USUAL_SECONDS = SPIN_MS / 1000;

/** How long the wheel turns, remembered on the server per class (reduced motion skips it). */
export function SpinLengthOption({
  classId,
  seconds,
  locked,
  large,
}: {
  classId: string;
  /** The class's choice; null is the usual length. */
  seconds: number | null;
  locked: boolean;
  large: boolean;
}) {
  const lengthId = useId();
  const setSeconds = useSetSpinSeconds(classId);
  const online = useWritesOpen();
  const value = seconds ?? USUAL_SECONDS;
  return (
    <div className={cn("grid min-w-0 content-start gap-1.5", large && "text-xl")}>
      <Label htmlFor={lengthId} className={cn(large && "text-xl")}>
        <Trans>Spin length</Trans>
      </Label>
      <NativeSelect
        id={lengthId}
        value={String(value)}
        disabled={locked || !online}
        onChange={(event) => {
          const next = Number(event.target.value);
          setSeconds.mutate(next === USUAL_SECONDS ? null : next);
        }}
      >
        {SPIN_LENGTHS.map((n) => (
          <option key={n} value={n}>
            {n === USUAL_SECONDS
              ? plural(n, { one: "# second (usual)", other: "# seconds (usual)" })
              : plural(n, { one: "# second", other: "# seconds" })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
