import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { History } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { Spinner } from "#src/client/components/ui/spinner";
import { isolate } from "#src/client/i18n/format";
import { useFocusFallback } from "#src/client/lib/use-focus-fallback";
import type { StudentDto } from "#src/domain/schemas/students";
import {
  entriesIn,
  type HistoryPeriod,
  periodBounds,
  pickTally,
} from "#src/domain/wheel/history-stats";
import { useViewer } from "../activity";
import { useClearHistory, useHistory } from "./api";
import { HistoryFilter } from "./history-filter";
import { HistoryList } from "./history-list";
import { HistoryTally } from "./history-tally";
import { HistoryToolbar } from "./history-toolbar";
import { useNow } from "./use-now";

const NONE: ReadonlySet<string> = new Set();

const EMPTY_PERIOD: Record<HistoryPeriod, MessageDescriptor> = {
  today: msg`No picks today.`,
  week: msg`No picks this week.`,
  all: msg`No picks.`,
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
  const viewer = useViewer(classId);
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
    const className = isolate(name);
    const count = entries.length;
    const ok = await confirmKeepingFocus({
      title: t`Clear selection history?`,
      description: plural(count, {
        // English words every count alike; the other languages have their own forms for one.
        one: `This removes all # recorded picks of ${className}. It cannot be undone.`,
        other: `This removes all # recorded picks of ${className}. It cannot be undone.`,
      }),
      confirmLabel: t`Clear History`,
      destructive: true,
    });
    if (!ok) return;
    clear.mutate(undefined, {
      onSuccess: () => toast({ title: t`Selection history cleared` }),
      onError: () => toast({ title: t`Failed to clear history`, variant: "destructive" }),
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
          <Trans>Selection History</Trans>
        </h2>
        <Button
          variant="outline"
          className="text-destructive-text"
          disabled={entries.length === 0 || clear.isPending}
          onClick={() => void onClear()}
        >
          {clear.isPending ? t`Clearing...` : t`Clear History`}
        </Button>
      </div>
      {history.isPending ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <Spinner className="size-5" />
          <span>
            <Trans>Loading history...</Trans>
          </span>
        </div>
      ) : history.isError && !history.data ? (
        // Queries are not retried by themselves (docs/product.md#limits): the teacher can ask again here.
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive-text">
            <Trans>The selection history could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <div className="flex items-center gap-3 text-muted-foreground">
          <History aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <Trans>No one has been picked yet. Students the wheel picks are listed here.</Trans>
          </p>
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
            <p className="text-muted-foreground">{t(EMPTY_PERIOD[period])}</p>
          ) : (
            <HistoryList entries={shown} labelledBy={headingId} now={now} viewer={viewer} />
          )}
        </>
      )}
    </section>
  );
}
