import { useDraggable, useDroppable } from "@dnd-kit/core";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Pin } from "lucide-react";
import { memo } from "react";
import { Button } from "#src/client/components/ui/button";
import { isolate } from "#src/client/i18n/format";
import { cn } from "#src/client/lib/cn";
import { type SeatDrop, type StudentDrag, seatDropId } from "./chart-dnd";
import { MoveToSeatMenu, type SeatChoice } from "./move-to-seat-menu";

export interface SeatShown {
  seat: string;
  /** "Seat 5". */
  label: string;
  student: { id: string; name: string } | null;
  absent: boolean;
  pinned: boolean;
  /** Breaks a rule, need or pin now. */
  breaking: boolean;
}

function SeatStudent({
  shown,
  student,
  choices,
  onMove,
  onPin,
}: {
  shown: SeatShown;
  student: { id: string; name: string };
  choices: readonly SeatChoice[];
  onMove: (student: string, seat: string) => void;
  onPin?: (student: string, seat: string | null) => void;
}) {
  const name = student.name;
  const data: StudentDrag = { name: isolate(name), seat: shown.seat };
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: student.id,
    data,
  });
  return (
    <>
      <button
        type="button"
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={shown.absent ? t`Drag ${name} (absent today)` : t`Drag ${name}`}
        data-student={student.id}
        style={
          transform
            ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` }
            : undefined
        }
        className={cn(
          "min-h-11 w-full min-w-0 cursor-grab touch-none rounded-md px-1 text-center leading-tight",
          "font-medium wrap-anywhere active:cursor-grabbing",
          shown.absent && "text-muted-foreground italic line-through",
          isDragging && "relative z-20 bg-card shadow-soft ring-2 ring-primary",
        )}
      >
        <bdi>{name}</bdi>
      </button>
      <div className="flex items-center justify-center">
        {onPin ? (
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={shown.pinned}
            aria-label={t`Pin ${name} to this seat`}
            onClick={() => onPin(student.id, shown.pinned ? null : shown.seat)}
            className={shown.pinned ? "text-primary" : "text-muted-foreground"}
          >
            <Pin aria-hidden="true" className={shown.pinned ? "fill-current" : undefined} />
          </Button>
        ) : shown.pinned ? (
          <Pin aria-label={t`Pinned`} role="img" className="size-4 text-primary" />
        ) : null}
        <MoveToSeatMenu
          student={student.id}
          name={name}
          seats={choices}
          onMove={(seat) => onMove(student.id, seat)}
        />
      </div>
    </>
  );
}

/**
 * One seat of the chart: a drop target with its number and, when taken, the student (a drag
 * handle showing the name, set apart in any script), a pin and Move to seat...; an absent
 * student's seat stays empty today, the name struck through.
 */
export const ChartSeat = memo(function ChartSeat({
  shown,
  choices,
  style,
  onMove,
  onPin,
}: {
  shown: SeatShown;
  choices: readonly SeatChoice[];
  style: React.CSSProperties;
  onMove: (student: string, seat: string) => void;
  onPin?: (student: string, seat: string | null) => void;
}) {
  const student = shown.student;
  const data: SeatDrop = {
    seat: shown.seat,
    label: shown.label,
    who: student ? isolate(student.name) : null,
  };
  const { setNodeRef, isOver } = useDroppable({ id: seatDropId(shown.seat), data });
  const rtl = typeof document !== "undefined" && document.dir === "rtl";
  return (
    <li
      ref={setNodeRef}
      style={style}
      dir={rtl ? "rtl" : "ltr"}
      data-seat={shown.seat}
      data-testid="chart-seat"
      aria-label={shown.label}
      className={cn(
        "grid min-w-0 content-between rounded-md border bg-card p-1 text-sm text-card-foreground",
        shown.breaking ? "border-destructive border-2" : "border-border",
        isOver && "border-primary bg-secondary/40 ring-2 ring-primary",
      )}
    >
      <span className="text-xs text-muted-foreground">{shown.label}</span>
      {student ? (
        <SeatStudent
          shown={shown}
          student={student}
          choices={choices}
          onMove={onMove}
          onPin={onPin}
        />
      ) : (
        <span className="pb-2 text-center text-xs text-muted-foreground">
          <Trans>Empty</Trans>
        </span>
      )}
      {student && shown.absent ? (
        <span className="text-center text-xs text-muted-foreground">
          <Trans>Absent today</Trans>
        </span>
      ) : null}
    </li>
  );
});
