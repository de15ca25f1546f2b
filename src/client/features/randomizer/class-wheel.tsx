import { useCallback, useMemo, useState } from "react";
import type { StudentDto } from "../../../domain/schemas";
import { AttendanceButton, useAbsentIds } from "../attendance";
import { useRecordPick } from "./api";
import { ItemsCard } from "./items-card";
import { SelectionHistory } from "./selection-history";
import { studentItems, type WheelItem, withoutItem } from "./wheel-items";
import { WheelPanel } from "./wheel-panel";

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

type Props = { classId: string; name: string; students: readonly StudentDto[] };

/**
 * One class's wheel: its items, the spinner, and the class's selection history. Students marked
 * absent today are left off the wheel (issue 16.1).
 */
export function ClassWheel({ classId, name, students: roster }: Props) {
  const absent = useAbsentIds(classId);
  const students = useMemo(() => roster.filter((s) => !absent.has(s.id)), [roster, absent]);
  const [wheel, setWheel] = useState(() => fresh(students));
  const [spinning, setSpinning] = useState(false);
  const recordPick = useRecordPick(classId);

  // A roster that changed elsewhere reaches an untouched wheel at once (not mid-spin).
  if (wheel.from !== students && !wheel.edited && !spinning) setWheel(fresh(students));
  // Someone marked absent leaves even a wheel the teacher edited (again, not mid-spin).
  const [away, setAway] = useState(absent);
  if (away !== absent && !spinning) setAway(absent);
  const items = useMemo(
    () => wheel.items.filter((item) => !item.student || !away.has(item.student.id)),
    [wheel.items, away],
  );

  const { mutate } = recordPick;
  const onWinner = useCallback(
    (item: WheelItem) => {
      if (item.isStudent && item.student) mutate(item.student.id);
    },
    [mutate],
  );
  const onReset = useCallback(() => setWheel(fresh(students)), [students]);
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
    <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <WheelPanel
        name={name}
        studentCount={students.length}
        items={items}
        onWinner={onWinner}
        onReset={onReset}
        onSpinningChange={setSpinning}
      />
      <div className="grid min-w-0 content-start gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <AttendanceButton classId={classId} className={name} students={roster} />
        </div>
        <ItemsCard items={items} locked={spinning} onAdd={onAdd} onRemove={onRemove} />
        <SelectionHistory classId={classId} name={name} />
      </div>
    </div>
  );
}
