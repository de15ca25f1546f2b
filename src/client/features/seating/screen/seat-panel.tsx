import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { AttendanceButton, useAbsentIds } from "#src/client/features/attendance";
import { RulesPanel, useClassRules } from "#src/client/features/class-rules";
import { TabSpinner } from "#src/client/features/classes";
import { useAttributes } from "#src/client/features/settings/api";
import { useStudents } from "#src/client/features/students/api";
import type { RoomDto } from "#src/domain/schemas/seating";
import type { SeatTag } from "#src/domain/seating/room-types";
import type { AttributeName } from "#src/domain/students/attributes";
import { useSeatNeeds } from "../api";
import { ChartView } from "../chart/chart-view";
import { ConflictsPanel } from "../chart/conflicts-panel";
import { seatingNames } from "../words/seat-words";
import { ChartResult } from "./chart-result";
import { MixChoice } from "./mix-choice";
import { NeedsEditor } from "./needs-editor";
import { SavedCharts } from "./saved-charts";
import { useKeptOutcome } from "./use-kept-outcome";
import { type SeatingOutcome, useSeatingRun } from "./use-seating-run";

/** The chosen room's seating: seat needs, Seat everyone with its options, the chart, saved charts. */
export function SeatPanel({
  classId,
  className,
  room,
}: {
  classId: string;
  className: string;
  room: RoomDto;
}) {
  const students = useStudents(classId);
  const rules = useClassRules(classId);
  const needsRead = useSeatNeeds(classId);
  const absent = useAbsentIds(classId);
  const [changeSeats, setChangeSeats] = useState(false);
  const [closeGaps, setCloseGaps] = useState(false);
  const [mix, setMix] = useState<AttributeName[]>([]);
  const attributes = useAttributes(classId);
  const { outcome, setOutcome, pinned, setPinned } = useKeptOutcome(room.id, room.version);
  const [blocked, setBlocked] = useState<Extract<SeatingOutcome, { ok: false }> | null>(null);
  const conflicts = blocked ?? (outcome && !outcome.ok ? outcome : null);
  const roster = useMemo(() => students.data ?? [], [students.data]);
  const needs = useMemo(
    () =>
      new Map<string, readonly SeatTag[]>(
        (needsRead.data ?? []).map((n) => [n.student_id, n.needs]),
      ),
    [needsRead.data],
  );
  const ruleList = useMemo(() => rules.data ?? [], [rules.data]);
  const domainRules = useMemo(
    () => ruleList.map((r) => ({ kind: r.kind, studentIds: r.student_ids })),
    [ruleList],
  );
  const names = useMemo(() => seatingNames(room.layout, roster), [room.layout, roster]);
  const { run, busy, failed } = useSeatingRun({
    classId,
    room,
    students: roster,
    absent,
    rules: ruleList,
    needs,
    pinned,
  });

  if (students.isPending || rules.isPending || needsRead.isPending) {
    return <TabSpinner label={t`Loading the class...`} />;
  }
  if (students.isError || rules.isError || needsRead.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-card border p-8">
        <Trans>The class could not be loaded.</Trans>
        <Button
          onClick={() => {
            void students.refetch();
            void rules.refetch();
            void needsRead.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (roster.length === 0) {
    return (
      <p className="rounded-card border border-dashed p-8 text-center">
        <Trans>This class has no students yet. Add students to seat them.</Trans>
      </p>
    );
  }

  // Rules that cannot hold leave the chart on screen as it was: the conflicts are said above it.
  async function seat(placeAnyway = false) {
    const next = await run({ changeSeats, closeGaps, placeAnyway, mix, attributes });
    if (!next) return;
    if (next.ok || !outcome?.ok) setOutcome(next);
    setBlocked(next.ok ? null : next);
  }

  return (
    <div className="grid min-w-0 gap-6">
      <RulesPanel
        classId={classId}
        students={roster}
        intro={
          <Trans>
            The same rules as Groups: students kept apart never sit next to each other; students
            kept together share a table or a row of desks.
          </Trans>
        }
        empty={<Trans>No rules yet. Add one to keep students apart or together.</Trans>}
      />
      <NeedsEditor classId={classId} students={roster} needs={needs} />
      <section className="grid gap-3" aria-label={t`Seat everyone`}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={changeSeats}
              onChange={(e) => setChangeSeats(e.target.checked)}
            />
            <Trans>Change seats (new neighbours)</Trans>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5"
              checked={closeGaps}
              onChange={(e) => setCloseGaps(e.target.checked)}
            />
            <Trans>Close the gaps</Trans>
          </label>
          <AttendanceButton classId={classId} className={className} students={roster} />
        </div>
        <MixChoice attributes={attributes} mix={mix} onChange={setMix} />
        <div>
          <Button disabled={busy} onClick={() => void seat()}>
            {busy ? <Trans>Seating...</Trans> : <Trans>Seat everyone</Trans>}
          </Button>
        </div>
        {failed ? (
          <p role="alert" className="text-destructive">
            <Trans>The seating could not be worked out. Try again.</Trans>
          </p>
        ) : null}
      </section>
      {conflicts ? (
        <ConflictsPanel
          conflicts={conflicts.conflicts}
          canPlaceAnyway={conflicts.canPlaceAnyway}
          chartKept={outcome?.ok === true}
          names={names}
          busy={busy}
          onPlaceAnyway={() => void seat(true)}
        />
      ) : null}
      {outcome?.ok ? (
        <ChartResult
          classId={classId}
          className={className}
          roomId={room.id}
          layout={outcome.layout ?? room.layout}
          roster={roster}
          repeats={outcome.repeats}
          run={outcome.run}
          pinned={pinned}
          chart={outcome.chart}
          absent={absent}
        >
          <ChartView
            room={outcome.layout ?? room.layout}
            chart={outcome.chart}
            students={roster}
            absent={absent}
            pinned={pinned}
            rules={domainRules}
            needs={needs}
            onChange={(change) => setOutcome({ ...outcome, chart: { ...change.chart } })}
            onPin={(student, seat) => {
              const next = new Map(pinned);
              if (seat === null) next.delete(student);
              else next.set(student, seat);
              setPinned(next);
            }}
          />
        </ChartResult>
      ) : null}
      <SavedCharts
        classId={classId}
        onOpen={(chart, pins, layout) => {
          setBlocked(null);
          setPinned(new Map(pins.map((id) => [id, chartSeatOf(chart, id)])));
          setOutcome({ ok: true, chart, layout, repeats: [], gapsClosed: false });
        }}
      />
    </div>
  );
}

function chartSeatOf(chart: Record<string, string>, student: string): string {
  return Object.entries(chart).find(([, id]) => id === student)?.[0] ?? "";
}
