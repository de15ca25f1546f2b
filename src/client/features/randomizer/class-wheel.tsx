import { t } from "@lingui/core/macro";
import { useCallback, useMemo, useState } from "react";
import type { StudentDto } from "#src/domain/schemas/students";
import type { PickMode } from "#src/domain/wheel/picking";
import { AttendanceButton, useAbsentIds } from "../attendance";
import { useHistory, useWheelSettings } from "./api";
import { ItemsCard } from "./items-card";
import { SelectionHistory } from "./selection-history";
import { useDraws } from "./use-draws";
import { studentItems, type WheelItem, withoutItem } from "./wheel-items";
import { emptyWheelHint, type Lineup, wheelLineup } from "./wheel-lineup";
import { WheelPanel } from "./wheel-panel";
import { absentKey, entriesOnShow, type Rest } from "./wheel-rest";

type Wheel = {
  /** The roster the items were made from. */
  from: readonly StudentDto[];
  items: WheelItem[];
  /** Items added or removed by the teacher: a roster refresh then waits for Reset. */
  edited: boolean;
};

const fresh = (students: readonly StudentDto[]): Wheel => ({
  from: students,
  items: studentItems(students),
  edited: false,
});

const NONE: ReadonlySet<string> = new Set();

type Props = { classId: string; name: string; students: readonly StudentDto[] };

/**
 * One class's wheel: its items, the spinner, and the class's selection history. Who is on the
 * wheel follows today's roll and the class's picking mode; the line-up holds
 * still while the wheel turns and its result shows.
 */
export function ClassWheel({ classId, name, students: roster }: Props) {
  const absent = useAbsentIds(classId);
  const settings = useWheelSettings(classId);
  const history = useHistory(classId);
  const mode: PickMode = settings.data?.pick_mode ?? "equal";
  const [wheel, setWheel] = useState(() => fresh(roster));
  const [removed, setRemoved] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const [picks, setPicks] = useState(1);
  const [rest, setRest] = useState<Rest | null>(null);
  const absentNow = useMemo(() => absentKey(absent), [absent]);

  // A roster that changed elsewhere reaches an untouched wheel at once (not mid-spin).
  if (wheel.from !== roster && !wheel.edited && !busy) setWheel(fresh(roster));
  // Remove the winner is for this sitting: another mode starts afresh.
  const [removedIn, setRemovedIn] = useState(mode);
  if (removedIn !== mode) {
    setRemovedIn(mode);
    setRemoved(NONE);
  }

  const entries = history.data;
  const live = useMemo(
    () =>
      wheelLineup({
        items: wheel.items,
        roster,
        mode,
        absent,
        history: entries ?? [],
        removed,
      }),
    [wheel.items, roster, mode, absent, entries, removed],
  );
  const emptyHint = useMemo(
    () =>
      emptyWheelHint({ items: wheel.items, roster, mode, absent, history: entries ?? [], removed }),
    [wheel.items, roster, mode, absent, entries, removed],
  );
  const [shown, setShown] = useState<Lineup>(live);
  if (!busy && shown !== live) setShown(live);
  const lineup = busy ? shown : live;
  // The mode must be known, and in Everyone gets a turn so must the history, before a spin.
  // Offline (queries paused) the mirrored mode, or Equal chance, serves; Everyone gets a turn
  // can't be honoured without the history, and says so.
  const loading =
    (settings.isPending && settings.fetchStatus === "fetching") ||
    (mode === "turns" && history.isPending && history.fetchStatus === "fetching");
  const hold = loading
    ? t`Loading...`
    : mode === "turns" && !entries
      ? t`Everyone gets a turn counts the Selection History, which can't be loaded now. Reconnect, or choose another mode.`
      : null;

  // An undone winner is back on the wheel in Remove the winner too; the wheel no longer holds
  // the undone spin's line-up.
  const onUndone = useCallback((studentIds: string[]) => {
    setRest(null);
    setRemoved((old) => {
      const next = new Set(old);
      for (const id of studentIds) next.delete(`student-${id}`);
      return next;
    });
  }, []);
  const draws = useDraws(classId, onUndone);
  const { record } = draws;
  // The winners leave the line-up now (the header counts who the next spin can pick), but the
  // wheel keeps drawing the spin's entries until the next spin starts.
  const onWinners = useCallback(
    (winners: WheelItem[], entries: WheelItem[]) => {
      setRest({ entries, items: wheel.items, mode, absentKey: absentNow });
      if (mode === "remove") setRemoved((old) => new Set([...old, ...winners.map((w) => w.id)]));
      record(winners);
    },
    [mode, record, wheel.items, absentNow],
  );
  const onSpinStart = useCallback(() => setRest(null), []);
  const drawn = entriesOnShow(rest, { items: wheel.items, mode, absentKey: absentNow }, live.on);
  const onReset = useCallback(() => {
    setRest(null);
    setWheel(fresh(roster));
    setRemoved(NONE);
  }, [roster]);
  const onAdd = useCallback(
    (item: WheelItem) => setWheel((old) => ({ ...old, items: [...old.items, item], edited: true })),
    [],
  );
  const onRemove = useCallback(
    (id: string) =>
      setWheel((old) => ({ ...old, items: withoutItem(old.items, id), edited: true })),
    [],
  );

  return (
    <div className="grid min-w-0 gap-6">
      <WheelPanel
        classId={classId}
        name={name}
        // Who the next spin can pick, also while the wheel still shows the last spin's line-up.
        studentCount={live.students}
        items={drawn}
        nextItems={live.on}
        onSpinStart={onSpinStart}
        spinSeconds={settings.data?.spin_seconds ?? null}
        emptyHint={emptyHint}
        mode={mode}
        hold={hold}
        onWinners={onWinners}
        onReset={onReset}
        onBusyChange={setBusy}
        lastDraw={draws.last}
        undone={draws.undone}
        onUndo={draws.undoLast}
        undoPending={draws.undoPending}
        unrecorded={draws.unrecorded}
        picks={picks}
        onPicksChange={setPicks}
        roll={<AttendanceButton classId={classId} className={name} students={roster} />}
      />
      <div className="grid min-w-0 content-start gap-6 lg:grid-cols-2">
        <ItemsCard
          items={lineup.on}
          off={lineup.off}
          picks={picks}
          locked={busy}
          onAdd={onAdd}
          onRemove={onRemove}
        />
        <SelectionHistory
          classId={classId}
          name={name}
          roster={roster}
          absent={absent}
          lastDraw={draws.last?.entryIds ?? null}
          onUndo={draws.undo}
          undoPending={draws.undoPending}
        />
      </div>
    </div>
  );
}
