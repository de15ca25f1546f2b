import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { Input } from "#src/client/components/ui/input";
import { Label } from "#src/client/components/ui/label";
import { useWritesOpen } from "#src/client/data/data-context";
import { formatLocale, isolate, listText } from "#src/client/i18n/format";
import { serverErrorMessage } from "#src/client/lib/api-error";
import type { Room } from "#src/domain/seating/room-types";
import { useSaveChart } from "../api";
import { ChartShow } from "./chart-show";
import { type RunFacts, RunSummary } from "./run-summary";

/** "Seating, 28 November 2026": a new chart's name, with the day it is made. */
export function defaultChartName(now = new Date()): string {
  const day = new Intl.DateTimeFormat(formatLocale(), { dateStyle: "long" }).format(now);
  return t`Seating, ${day}`;
}

/**
 * A chart made or opened: what the run did and the neighbours it could not keep apart from the
 * last charts, the chart itself (children), Present and Print, and Save with a name (the date by default).
 */
export function ChartResult({
  classId,
  className,
  roomId,
  layout,
  roster,
  repeats,
  run,
  pinned,
  chart,
  absent,
  children,
}: {
  classId: string;
  className: string;
  roomId: string;
  layout: Room;
  roster: readonly { id: string; name: string }[];
  repeats: readonly [string, string][];
  /** What the Seat everyone that made this chart did; none for a saved chart opened. */
  run?: RunFacts;
  pinned: ReadonlyMap<string, string>;
  chart: Readonly<Record<string, string>>;
  absent: ReadonlySet<string>;
  children: ReactNode;
}) {
  const id = useId();
  const [name, setName] = useState(defaultChartName);
  const [said, setSaid] = useState("");
  const save = useSaveChart(classId);
  const writesOpen = useWritesOpen();
  const nameOf = new Map(roster.map((s) => [s.id, s.name]));
  const pairs = repeats.map(([a, b]) =>
    listText([isolate(nameOf.get(a) ?? t`a student`), isolate(nameOf.get(b) ?? t`a student`)]),
  );

  async function submit() {
    setSaid("");
    try {
      const saved = await save.mutateAsync({
        name,
        room_id: roomId,
        seats: { ...chart },
        pinned_student_ids: [...pinned.keys()],
      });
      const savedName = saved.name;
      setSaid(t`Saved as "${savedName}".`);
    } catch (error) {
      setSaid(serverErrorMessage(error) ?? t`The chart could not be saved. Try again.`);
    }
  }

  return (
    <section className="grid min-w-0 gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1} className="text-lg font-semibold">
        <Trans>Seating chart</Trans>
      </h2>
      <RunSummary
        run={run}
        seated={Object.values(chart).filter((s) => !absent.has(s)).length}
        absent={roster.filter((s) => absent.has(s.id)).length}
        pairs={pairs}
      />
      {children}
      <ChartShow
        layout={layout}
        roster={roster}
        chart={chart}
        absent={absent}
        title={name}
        className={className}
      />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() !== "") void submit();
        }}
      >
        <div className="grid min-w-0 grow gap-1 sm:max-w-sm">
          <Label htmlFor={`${id}-name`}>
            <Trans>Chart name</Trans>
          </Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          disabled={save.isPending || name.trim() === "" || !writesOpen}
          title={writesOpen ? undefined : t`Not available while offline`}
        >
          <Trans>Save chart</Trans>
        </Button>
        <p role="status" className="basis-full wrap-anywhere">
          {said}
        </p>
      </form>
    </section>
  );
}
