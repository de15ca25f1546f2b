import { History } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Spinner } from "#src/client/components/ui/spinner";
import { useFocusFallback } from "#src/client/lib/use-focus-fallback";
import type { StudentDto } from "#src/domain/schemas/students";
import {
  entriesIn,
  type HistoryPeriod,
  periodBounds,
  pickTally,
} from "#src/domain/wheel/history-stats";
import { useClearHistory, useHistory } from "./api";
import { HistoryFilter } from "./history-filter";
import { HistoryList } from "./history-list";
import { HistoryTally } from "./history-tally";
import { HistoryToolbar } from "./history-toolbar";
import { useNow } from "./use-now";

const NONE: ReadonlySet<string> = new Set();

const EMPTY_PERIOD: Record<HistoryPeriod, string> = {
  today: "No picks today.",
  week: "No picks this week.",
  all: "No picks.",
};

type Props = {
  classId: string;
  /** The class name. */
  name: string;
  /** The class's students, for "Picks per student" (left out: no chart). */
  roster?: readonly StudentDto[] | undefined;
  /** Students absent today. */
  absent?: ReadonlySet<string> | undefined;
  /** History entry ids of the last draw made on this page (null when none this sitting). */
  lastDraw?: readonly string[] | null | undefined;
  /** Undo: removes these entries (all or none); left out, there is no Undo button. */
  onUndo?: ((entryIds: string[]) => void) | undefined;
  undoPending?: boolean | undefined;
};

/**
 * The class's picks (docs/product.md#limits) and the answer to "who haven't I asked?": a filter
 * (Today, This week, All) for both the picks per student and the list of picks, newest first
 * with relative times; Undo last pick, Export CSV, and Clear History.
 */
export function SelectionHistory({
  classId,
  name,
  roster,
  absent = NONE,
  lastDraw = null,
  onUndo,
  undoPending = false,
}: Props) {
  const headingId = useId();
  const history = useHistory(classId);
  const clear = useClearHistory(classId);
  const now = useNow();
  const [period, setPeriod] = useState<HistoryPeriod>("all");
  const entries = useMemo(() => history.data ?? [], [history.data]);
  // Undo of the only pick, or Clear History, leaves no button to hold the focus: the heading does.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusFallback(entries.length > 0, heading);
  // So does Try again, gone with its alert once the history loads.
  useFocusFallback(history.isError, heading);

  // Filtered by the local day, so the 30-second clock re-filters only when a new day starts.
  const today = periodBounds("today", new Date(now))?.from ?? now;
  const shown = useMemo(
    () => entriesIn(entries, period, new Date(today)),
    [entries, period, today],
  );
  const tally = useMemo(
    () => (roster ? pickTally(shown, roster, absent) : null),
    [shown, roster, absent],
  );

  const onClear = async () => {
    const ok = await confirmKeepingFocus({
      title: "Clear selection history?",
      description: `This removes all ${entries.length} recorded picks of ${name}. It cannot be undone.`,
      confirmLabel: "Clear History",
      destructive: true,
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: "Selection history cleared" }),
      onError: () => toast({ title: "Failed to clear history", variant: "destructive" }),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-4 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          id={headingId}
          tabIndex={-1}
          className="text-xl font-semibold outline-none"
        >
          Selection History
        </h2>
        <Button
          variant="outline"
          className="text-destructive-text"
          disabled={entries.length === 0 || clear.isPending}
          onClick={() => void onClear()}
        >
          {clear.isPending ? "Clearing..." : "Clear History"}
        </Button>
      </div>
      {history.isPending ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="size-5" />
          <span>Loading history...</span>
        </div>
      ) : history.isError && !history.data ? (
        // Queries are not retried by themselves (docs/product.md#limits): the teacher can ask again here.
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive-text">The selection history could not be loaded.</p>
          <Button variant="outline" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <History aria-hidden="true" className="size-5 shrink-0" />
          <p>No one has been picked yet. Students the wheel picks are listed here.</p>
        </div>
      ) : (
        <>
          <HistoryFilter period={period} onChange={setPeriod} />
          {tally ? <HistoryTally rows={tally} period={period} /> : null}
          <HistoryToolbar
            name={name}
            entries={entries}
            shown={shown}
            lastDraw={lastDraw}
            onUndo={onUndo}
            undoPending={undoPending}
          />
          {shown.length === 0 ? (
            <p className="text-muted-foreground">{EMPTY_PERIOD[period]}</p>
          ) : (
            <HistoryList entries={shown} labelledBy={headingId} now={now} />
          )}
        </>
      )}
    </section>
  );
}
