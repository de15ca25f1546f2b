import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Download, Undo2 } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/client/components/ui/button";
import type { HistoryDto } from "#src/domain/schemas/history";
import { lastPickIds } from "#src/domain/wheel/history-stats";
import { exportHistory } from "./history-export";
import { nameList } from "./use-draws";

type Props = {
  /** The class name, for the file name. */
  name: string;
  /** The whole history, newest first (the last pick is found in it). */
  entries: readonly HistoryDto[];
  /** The entries the filter shows (what Export CSV saves). */
  shown: readonly HistoryDto[];
  lastDraw: readonly string[] | null;
  onUndo?: ((entryIds: string[]) => void) | undefined;
  undoPending: boolean;
};

/**
 * Undo last pick: this page's last draw while all of it is still in the history,
 * otherwise the newest entry; and Export CSV of the picks the filter shows.
 */
export function HistoryToolbar({ name, entries, shown, lastDraw, onUndo, undoPending }: Props) {
  const undoHintId = useId();
  const undoIds = lastPickIds(entries, lastDraw);
  const wanted = new Set(undoIds);
  const undoNames = entries.filter((e) => wanted.has(e.id)).map((e) => e.student_name);
  const canUndo = undoIds.length > 0 && !undoPending;
  const names = nameList(undoNames);
  const count = undoNames.length;
  const undoHint = plural(count, {
    one: `Removes the pick of ${names} from the history.`,
    other: `Removes the picks of ${names} from the history.`,
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {onUndo && undoIds.length > 0 ? (
        <>
          <Button
            variant="outline"
            // aria-disabled, not disabled: focus stays on the button while the undo runs.
            aria-disabled={!canUndo}
            aria-describedby={undoHintId}
            onClick={() => {
              if (canUndo) onUndo(undoIds);
            }}
          >
            <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
            {undoPending ? t`Undoing...` : t`Undo last pick`}
          </Button>
          <span id={undoHintId} className="sr-only">
            {undoHint}
          </span>
        </>
      ) : null}
      <Button
        variant="outline"
        disabled={shown.length === 0}
        onClick={() => exportHistory(name, shown)}
      >
        <Download aria-hidden="true" />
        <Trans>Export CSV</Trans>
      </Button>
    </div>
  );
}
