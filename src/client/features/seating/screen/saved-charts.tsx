import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { toast } from "#src/client/components/toast/toast-store";
import { Button } from "#src/client/components/ui/button";
import { confirmKeepingFocus } from "#src/client/components/ui/confirm-keeping-focus";
import { useWritesOpen } from "#src/client/data/data-context";
import { formatLocale } from "#src/client/i18n/format";
import type { SeatingChartSummaryDto } from "#src/domain/schemas/seating";
import type { Room } from "#src/domain/seating/room-types";
import { useChartReader, useDeleteChart, useSaveChart, useSeatingCharts } from "../api";
import { exportChart } from "./chart-csv";
import { RenameChartDialog } from "./rename-chart-dialog";

/**
 * The class's saved charts, newest first: Open (into the chart above), Rename, Export CSV, and
 * Delete after a question, with Undo (saving the chart again) in the toast.
 */
export function SavedCharts({
  classId,
  onOpen,
}: {
  classId: string;
  onOpen: (chart: Record<string, string>, pinned: string[], layout: Room) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const charts = useSeatingCharts(classId);
  const read = useChartReader();
  const [renaming, setRenaming] = useState<SeatingChartSummaryDto | null>(null);
  const remove = useDeleteChart(classId);
  const resave = useSaveChart(classId);
  const writesOpen = useWritesOpen();
  const offline = writesOpen ? undefined : t`Not available while offline`;
  const dateOf = (at: string) =>
    new Intl.DateTimeFormat(formatLocale(), { dateStyle: "medium" }).format(new Date(at));

  async function open(summary: SeatingChartSummaryDto) {
    const chart = await read(summary.id);
    const seats = Object.fromEntries(chart.seats.map((s) => [s.seat_id, s.student_id]));
    onOpen(seats, chart.pinned_student_ids, chart.layout);
  }

  async function deleteChart(summary: SeatingChartSummaryDto) {
    const name = summary.name;
    const ok = await confirmKeepingFocus(
      {
        title: t`Delete "${name}"?`,
        description: t`The saved chart "${name}" will be deleted.`,
        confirmLabel: t`Delete chart`,
        destructive: true,
      },
      () => heading.current,
    );
    if (!ok) return;
    try {
      const full = await read(summary.id);
      await remove.mutateAsync(summary.id);
      heading.current?.focus();
      const undo = () => {
        if (summary.room_id === null) return;
        resave.mutate({
          name: full.name,
          room_id: summary.room_id,
          seats: Object.fromEntries(full.seats.map((s) => [s.seat_id, s.student_id])),
          pinned_student_ids: full.pinned_student_ids,
        });
      };
      toast({
        title: t`Chart deleted`,
        description: t`"${name}" was deleted.`,
        action:
          summary.room_id === null
            ? undefined
            : { label: t`Undo`, altText: t`Save the chart again`, onClick: undo },
      });
    } catch {
      toast({ title: t`The chart could not be deleted. Try again.`, variant: "destructive" });
    }
  }

  return (
    <section className="grid min-w-0 gap-3" aria-labelledby={`${id}-title`}>
      <h2 ref={heading} id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold">
        <Trans>Saved charts</Trans>
      </h2>
      {charts.isPending ? (
        <p role="status">
          <Trans>Loading saved charts...</Trans>
        </p>
      ) : charts.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2">
          <Trans>The saved charts could not be loaded.</Trans>
          <Button variant="outline" onClick={() => void charts.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : charts.data.length === 0 ? (
        <p className="text-muted-foreground">
          <Trans>No saved charts yet. Seat everyone, then save the chart.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2" data-testid="saved-charts">
          {charts.data.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center gap-2 rounded-card border border-border p-3"
            >
              <span className="min-w-0 grow wrap-anywhere">
                <span className="font-medium">{c.name}</span>{" "}
                <span className="text-sm text-muted-foreground">{dateOf(c.created_at)}</span>
              </span>
              <Button variant="outline" onClick={() => void open(c)}>
                <Trans>Open</Trans>
              </Button>
              <Button
                variant="outline"
                disabled={!writesOpen}
                title={offline}
                onClick={() => setRenaming(c)}
              >
                <Trans>Rename</Trans>
              </Button>
              <Button variant="outline" onClick={() => void read(c.id).then(exportChart)}>
                <Trans>Export CSV</Trans>
              </Button>
              <Button
                variant="outline"
                disabled={!writesOpen}
                title={offline}
                onClick={() => void deleteChart(c)}
              >
                <Trans>Delete</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {renaming ? (
        <RenameChartDialog classId={classId} chart={renaming} onClose={() => setRenaming(null)} />
      ) : null}
    </section>
  );
}
