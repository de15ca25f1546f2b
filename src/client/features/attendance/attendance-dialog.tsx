import { plural, t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { CalendarCheck, Check, UserX } from "lucide-react";
import { memo, useCallback, useId, useRef, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { FormDialog } from "#src/client/components/ui/form-dialog";
import { LongList } from "#src/client/components/ui/long-list";
import { Spinner } from "#src/client/components/ui/spinner";
import { useWritesOpen } from "#src/client/data/data-context";
import { isolate, numberText } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import type { StudentDto } from "#src/domain/schemas/students";
import { useAttendance, useSetAttendance } from "./api";
import { RollTakenBy } from "./roll-taken-by";

type Props = {
  classId: string;
  className: string;
  students: readonly StudentDto[];
  /** The button's name carries the class's ("Who's here today in Period 3"), for a list of classes. */
  named?: boolean;
};

const hereText = (here: number, total: number) => {
  const shown = numberText(here);
  const all = numberText(total);
  return t`${shown} of ${all} here`;
};

/**
 * "Who's here today": a button that shows today's count and opens the roll. Every
 * student is a toggle (Tab to it, Space or Enter to mark absent or present again); "Everyone's
 * here" clears the day. Offline, a teacher's last known roll shows read-only; the demo's roll
 * lives in the page and goes on working.
 */
export function AttendanceButton({ classId, className, students, named = false }: Props) {
  const [open, setOpen] = useState(false);
  const roll = useAttendance(classId);
  const known = new Set(students.map((s) => s.id));
  const absentCount = (roll.data?.absent_student_ids ?? []).filter((id) => known.has(id)).length;
  const classLabel = isolate(className);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarCheck aria-hidden="true" />
        <Trans>Who's here today</Trans>
        {named ? (
          <span className="sr-only">
            {" "}
            <Trans>
              in <bdi>{className}</bdi>
            </Trans>
          </span>
        ) : null}
        {roll.data ? (
          <span className="text-muted-foreground">
            ({hereText(students.length - absentCount, students.length)})
          </span>
        ) : null}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Who's here today`}
        description={t`${classLabel}: everyone is here unless marked absent. Tap a name to mark them absent, tap again when they arrive.`}
        wide
      >
        <RollCall classId={classId} students={students} onDone={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

/**
 * One name of the roll: a toggle, pressed when the student is absent, named by what it shows
 * ("Amelia Jones, here" / "Amelia Jones, absent").
 */
const RollRow = memo(function RollRow({
  id,
  name,
  away,
  disabled,
  onToggle,
}: {
  id: string;
  name: string;
  away: boolean;
  disabled: boolean;
  onToggle: (id: string) => void;
}) {
  const label = isolate(name);
  return (
    // biome-ignore lint/a11y/useSemanticElements: chunks (role none) stand between list and items
    <div role="listitem" className="min-w-0">
      <button
        type="button"
        aria-pressed={away}
        aria-label={away ? t`${label}, absent` : t`${label}, here`}
        disabled={disabled}
        onClick={() => onToggle(id)}
        className={cn(
          "flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border px-3 py-2 text-start",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed",
          away
            ? "border-input bg-muted text-muted-foreground"
            : "border-border bg-card text-card-foreground hover:bg-accent",
        )}
      >
        {/* Wrapped, never cut off: two long names that differ at the end stay told apart. */}
        <bdi className={cn("min-w-0 font-medium wrap-anywhere", away && "line-through")}>
          {name}
        </bdi>{" "}
        {/* The space keeps the shown words apart ("Amelia Jones Here"), as the name says them. */}
        <span aria-hidden="true" className="flex shrink-0 items-center gap-1 text-sm">
          {away ? (
            <>
              <UserX aria-hidden="true" className="size-4" />
              <Trans>Absent</Trans>
            </>
          ) : (
            <span className="text-muted-foreground">
              <Trans>Here</Trans>
            </span>
          )}
        </span>
      </button>
    </div>
  );
});

function RollCall({
  classId,
  students,
  onDone,
}: {
  classId: string;
  students: readonly StudentDto[];
  onDone: () => void;
}) {
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const roll = useAttendance(classId);
  const change = useSetAttendance(classId);
  // Offline a teacher's roll is read-only (docs/product.md#offline); the demo's lives in the page and stays open.
  const readOnly = !useWritesOpen();
  const latest = useRef({ students, change });
  latest.current = { students, change };
  // A toggle redraws one row (RollRow), not the whole roll of a big class.
  // From the roll as it stands when the key is pressed (see useSetAttendance), not as drawn.
  const toggle = useCallback((id: string) => {
    const { students: all, change: set } = latest.current;
    set((now) =>
      all.filter((s) => (s.id === id ? !now.has(s.id) : now.has(s.id))).map((s) => s.id),
    );
  }, []);

  if (roll.isPending) {
    return (
      <div className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5" />
        <span>
          <Trans>Loading today's attendance...</Trans>
        </span>
      </div>
    );
  }
  if (roll.isError && !roll.data) {
    return (
      <div className="grid gap-3">
        <p className="text-destructive-text">
          <Trans>Today's attendance could not be loaded.</Trans>
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => void roll.refetch()}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }

  const absent = new Set(roll.data?.absent_student_ids ?? []);
  const absentHere = students.filter((s) => absent.has(s.id));
  const hereNow = hereText(students.length - absentHere.length, students.length);
  const absentNow = numberText(absentHere.length);
  const absentCount = absentHere.length;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium">
          {absentHere.length > 0
            ? plural(absentCount, {
                one: `${hereNow}, ${absentNow} absent`,
                other: `${hereNow}, ${absentNow} absent`,
              })
            : hereText(students.length - absentHere.length, students.length)}
        </p>
        <Button
          variant="outline"
          disabled={readOnly || absentHere.length === 0}
          onClick={() => {
            change(() => []);
            // The button turns itself off once everyone is here, which would drop keyboard
            // focus to the page: move it to the first name of the roll instead.
            list.current?.querySelector("button")?.focus();
          }}
        >
          <Check aria-hidden="true" />
          <Trans>Everyone's here</Trans>
        </Button>
      </div>
      <RollTakenBy classId={classId} roll={roll.data} />
      {readOnly ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <Trans>
            You are offline: this is the last roll saved. Changes can be made when you are back
            online.
          </Trans>
        </p>
      ) : null}
      <LongList
        ref={list}
        id={listId}
        aria-label={t`Students`}
        items={students}
        // Two columns of about ten rows show in the dialog: a big class's roll opens with those.
        firstStep={40}
        className="grid gap-2"
        chunkClassName="grid gap-2 sm:grid-cols-2"
        chunkHeight={25 * 52}
        renderItem={(student) => (
          <RollRow
            key={student.id}
            id={student.id}
            name={student.name}
            away={absent.has(student.id)}
            disabled={readOnly}
            onToggle={toggle}
          />
        )}
      />
      <Button className="justify-self-end" onClick={onDone}>
        <Trans>Done</Trans>
      </Button>
    </div>
  );
}
