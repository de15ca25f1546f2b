import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Dices, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import {
  studentItems,
  useReducedMotion,
  useSpin,
  type WheelItem,
  WheelStage,
  wheelLineup,
} from "#src/client/features/randomizer";
import { dateTimeText } from "#src/client/lib/dates";
import { localDay } from "#src/domain/attendance/school-day";
import type { StudentDto } from "#src/domain/schemas/students";
import { useDraws, useHistory, useRoll, useStudents, useWheelSettings } from "./queries";
import { SectionState } from "./roll-section";

const NONE: ReadonlySet<string> = new Set();

/** The wheel among today's present students, in the class's picking mode. */
function Wheel({ roster }: { roster: readonly StudentDto[] }) {
  const { absent } = useRoll();
  const settings = useWheelSettings();
  const history = useHistory();
  const { draw, undo } = useDraws();
  const reducedMotion = useReducedMotion();
  const mode = settings.data?.pick_mode ?? "equal";
  const items = useMemo(() => studentItems(roster), [roster]);
  const [removed, setRemoved] = useState(NONE);
  const [last, setLast] = useState<{ ids: string[]; undone: boolean } | null>(null);
  const lineup = wheelLineup({
    items,
    roster,
    mode,
    absent,
    history: history.data ?? [],
    removed,
  });
  const spin = useSpin({
    items: lineup.on,
    reducedMotion,
    sound: false,
    durationMs: settings.data?.spin_seconds ? settings.data.spin_seconds * 1000 : undefined,
    onWinners: (winners: WheelItem[]) => {
      const ids = winners.flatMap((w) => (w.student ? [w.student.id] : []));
      if (mode === "remove") setRemoved((old) => new Set([...old, ...winners.map((w) => w.id)]));
      setLast(null);
      draw.mutate(ids, {
        onSuccess: (entries) => setLast({ ids: entries.map((e) => e.id), undone: false }),
      });
    },
  });
  const shown = spin.state !== "idle" && spin.spun ? spin.spun : lineup.on;
  const labels = useMemo(() => shown.map((item) => item.name), [shown]);
  const winner = spin.winners[0];
  const today = localDay();
  const picksToday = (history.data ?? []).filter(
    (entry) => localDay(new Date(entry.created_at)) === today,
  );
  const count = lineup.students;
  const ready = !settings.isPending && (mode !== "turns" || !history.isPending);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)]">
      <div className="grid gap-3">
        <WheelStage
          labels={labels}
          canvasRef={spin.canvasRef}
          rotation={spin.rotation}
          label={t`The wheel, with ${count} students`}
          className="w-full max-w-[min(32rem,calc(100dvh-14rem))]"
          restKey={spin.state}
          onWheelClick={spin.spin}
          pointerName={winner?.name}
        />
        <Button
          className="mx-auto min-h-12 w-full max-w-xs text-lg"
          disabled={!ready || spin.state !== "idle" || lineup.on.length === 0}
          onClick={spin.spin}
        >
          <Dices aria-hidden="true" />
          <Trans>Spin</Trans>
        </Button>
      </div>
      <div className="grid content-start gap-4">
        <p className="text-muted-foreground">
          {lineup.on.length === 0
            ? t`Nobody present is left on the wheel.`
            : t`${count} present students on the wheel.`}
        </p>
        <div
          aria-live="polite"
          className="grid min-h-24 place-items-center rounded-card border border-border bg-card p-4 text-center"
        >
          {winner && spin.state !== "spinning" ? (
            <p className="text-3xl font-bold wrap-anywhere lg:text-5xl" data-testid="winner">
              <bdi>{winner.name}</bdi>
            </p>
          ) : (
            <p className="text-muted-foreground">
              {spin.state === "spinning" ? t`Spinning...` : t`Spin to pick a student.`}
            </p>
          )}
        </div>
        {draw.isError ? (
          <p role="alert" className="text-sm text-destructive-text">
            {t`This pick was not saved to the class's history. Check the connection.`}
          </p>
        ) : null}
        {last && !last.undone ? (
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(last.ids, { onSuccess: () => setLast({ ...last, undone: true }) })
            }
          >
            <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
            <Trans>Undo this pick</Trans>
          </Button>
        ) : last?.undone ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t`The pick was taken back.`}
          </p>
        ) : null}
        <section aria-labelledby="substitute-picked" className="grid gap-2">
          <h2 id="substitute-picked" className="font-semibold">
            <Trans>Picked today</Trans>
          </h2>
          {picksToday.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Nobody yet.</Trans>
            </p>
          ) : (
            <ol className="grid gap-1 text-sm">
              {picksToday.slice(0, 20).map((entry) => (
                <li key={entry.id} className="flex justify-between gap-2">
                  <bdi className="min-w-0 wrap-anywhere">{entry.student_name}</bdi>
                  <span className="shrink-0 text-muted-foreground">
                    {dateTimeText(entry.created_at)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

/** The Wheel section: once the roster and the roll are in. */
export function WheelSection() {
  const students = useStudents();
  const { roll } = useRoll();
  if (!students.data || !roll.data) {
    return (
      <SectionState
        failed={students.isError || roll.isError}
        onRetry={() => void Promise.all([students.refetch(), roll.refetch()])}
        what={t`The wheel could not be loaded.`}
      />
    );
  }
  return <Wheel roster={students.data} />;
}
