import { Trans } from "@lingui/react/macro";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import type { Unrecorded } from "./use-draws";

/** Under the result: the last draw could not be recorded in the history, with Retry. */
export function PickNotRecorded({ unrecorded, large }: { unrecorded: Unrecorded; large: boolean }) {
  return (
    <div
      data-testid="pick-not-recorded"
      className={cn(
        "flex flex-wrap items-center justify-center gap-3 text-center font-medium text-destructive-text",
        large && "text-2xl",
      )}
    >
      <p className="min-w-0 wrap-anywhere">{unrecorded.text}</p>
      {unrecorded.retry ? (
        <Button variant="outline" onClick={unrecorded.retry}>
          <Trans>Retry</Trans>
        </Button>
      ) : null}
    </div>
  );
}
