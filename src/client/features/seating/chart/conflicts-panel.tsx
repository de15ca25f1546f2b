import { Plural, Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { Button } from "#src/client/components/ui/button";
import type { Conflict } from "#src/domain/seating/seating-types";
import { conflictText } from "../words/conflict-words";
import type { SeatingNames } from "../words/seat-words";

/**
 * Why no chart was placed: each conflict in a plain sentence naming the students and seats, and
 * "Place anyway" (seat everyone, breaking as few rules as can be, each then listed) when the
 * class fits the room at all.
 */
export function ConflictsPanel({
  conflicts,
  canPlaceAnyway,
  names,
  onPlaceAnyway,
  busy = false,
  chartKept = false,
}: {
  conflicts: readonly Conflict[];
  canPlaceAnyway: boolean;
  /** A chart is on screen: it stays as it was. */
  chartKept?: boolean;
  names: SeatingNames;
  onPlaceAnyway: () => void;
  busy?: boolean;
}) {
  const count = conflicts.length;
  return (
    <div
      role="alert"
      data-testid="seating-conflicts"
      className="grid min-w-0 gap-3 rounded-card border border-destructive bg-card p-4 text-card-foreground sm:p-6"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
        <Plural
          value={count}
          one="No chart was made: something can't hold."
          other="No chart was made: # things can't hold."
        />
      </p>
      {chartKept ? (
        <p>
          <Trans>Nobody has moved: the chart below is as it was.</Trans>
        </p>
      ) : null}
      <ul className="grid min-w-0 list-disc gap-2 ps-6">
        {conflicts.map((conflict, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: conflicts have no id and never reorder
          <li key={i} className="wrap-anywhere">
            {conflictText(conflict, names)}
          </li>
        ))}
      </ul>
      {canPlaceAnyway ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Place anyway seats everyone, breaking as few rules as it can, and lists each one it
              breaks.
            </Trans>
          </p>
          <Button className="justify-self-start" disabled={busy} onClick={onPlaceAnyway}>
            <Trans>Place anyway</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
