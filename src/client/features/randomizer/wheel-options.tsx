import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Maximize, Minimize } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/client/components/ui/button";
import { Label } from "#src/client/components/ui/label";
import { Switch } from "#src/client/components/ui/switch";
import type { PickMode } from "#src/domain/wheel/picking";
import { ShortcutsButton } from "./shortcuts-dialog";
import { PickModeOption, PicksOption, SpinLengthOption } from "./spin-options";

type Props = {
  classId: string;
  mode: PickMode;
  picks: number;
  maxPicks: number;
  onPicksChange: (picks: number) => void;
  spinSeconds: number | null;
  /** While the wheel turns, the options stay as they are. */
  locked: boolean;
  large: boolean;
  sound: boolean;
  onSoundChange: (on: boolean) => void;
  fullscreen: { supported: boolean; toggle: () => Promise<void> };
  help: boolean;
  onHelpChange: (open: boolean) => void;
  /** The full-screen wheel, when it is: the shortcuts dialog shows inside it. */
  container: HTMLElement | null | undefined;
};

/**
 * Under the wheel: winners per spin, spin length, sound, full screen and the shortcuts (and, full
 * screen, the picking mode, which the tab shows above the wheel).
 */
export function WheelOptions(props: Props) {
  const { classId, mode, locked, large } = props;
  const soundId = useId();
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-3">
      {large ? <PickModeOption classId={classId} mode={mode} locked={locked} large /> : null}
      <PicksOption
        picks={props.picks}
        maxPicks={props.maxPicks}
        onPicksChange={props.onPicksChange}
        locked={locked}
        large={large}
      />
      <SpinLengthOption
        classId={classId}
        seconds={props.spinSeconds}
        locked={locked}
        large={large}
      />
      <div className="flex items-center gap-1">
        <div className="flex min-h-11 items-center gap-2 px-2">
          <Switch id={soundId} checked={props.sound} onCheckedChange={props.onSoundChange} />
          <Label htmlFor={soundId} className="cursor-pointer text-base">
            <Trans>Sound</Trans>
          </Label>
        </div>
        {props.fullscreen.supported ? (
          <Button
            variant="outline"
            size="icon"
            aria-label={large ? t`Exit full screen` : t`Full screen`}
            title={large ? t`Exit full screen (Esc)` : t`Full screen for the projector`}
            onClick={() => void props.fullscreen.toggle()}
          >
            {large ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
          </Button>
        ) : null}
        <ShortcutsButton
          open={props.help}
          onOpenChange={props.onHelpChange}
          container={props.container}
        />
      </div>
    </div>
  );
}
