import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useCallback, useMemo, useRef, useState } from "react";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { type ChartRules, chartBreaks, checkMove, roomView } from "#src/domain/seating/breaks";
import type { Room, SeatTag } from "#src/domain/seating/room-types";
import type { Broken, ChartSeats } from "#src/domain/seating/seating-types";
import { seatsInOrder, type ChartView as View } from "../room-view";
import { seatingNames, seatLabel } from "../words/seat-words";
import { BrokenList } from "./broken-list";
import { ChartDnd } from "./chart-dnd";
import { ChartGrid } from "./chart-grid";
import { moveText } from "./move-words";
import { ViewToggle } from "./view-toggle";

export interface ChartStudent {
  id: string;
  name: string;
}

/** A hand move made: the new chart, everything it breaks and what the move itself broke. */
export interface ChartChange {
  chart: ChartSeats;
  broken: Broken[];
  newlyBroken: Broken[];
}

/**
 * A seating chart: the room with each seat's student, absent students' seats empty today, pins,
 * the students' view (board at the top) or the teacher's. A student moves to a seat (swapping
 * with whoever sits there) by dragging (mouse, touch, keys) or with Move to seat...; every move
 * says what it breaks in plain words, and the rules the chart breaks stay listed. The room
 * scrolls inside its own frame, never the page.
 */
export function ChartView({
  room,
  chart,
  students,
  absent,
  pinned,
  rules,
  needs,
  onChange,
  onPin,
}: {
  room: Room;
  chart: ChartSeats;
  students: readonly ChartStudent[];
  absent?: ReadonlySet<string>;
  /** Student id → the seat they are pinned to. */
  pinned?: ReadonlyMap<string, string>;
  rules?: readonly GroupRule[];
  needs?: ReadonlyMap<string, readonly SeatTag[]>;
  onChange: (change: ChartChange) => void;
  onPin?: (student: string, seat: string | null) => void;
}) {
  const [view, setView] = useState<View>("students");
  const [lastMove, setLastMove] = useState<{ text: string; broken: Broken[] } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const rv = useMemo(() => roomView(room), [room]);
  const ordered = useMemo(() => seatsInOrder(room), [room]);
  const names = useMemo(() => seatingNames(room, students), [room, students]);
  const context: ChartRules = useMemo(() => ({ rules, needs, pinned }), [rules, needs, pinned]);
  const byId = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const broken = useMemo(() => chartBreaks(rv, chart, context), [rv, chart, context]);
  const labels = useMemo(() => new Map(ordered.map((s, i) => [s.id, seatLabel(i + 1)])), [ordered]);

  const breaking = new Set<string>();
  for (const b of broken) {
    if (b.kind === "keep-apart") for (const p of b.pairs) for (const id of p) breaking.add(id);
    else if (b.kind === "keep-together")
      for (const p of b.parts) for (const id of p) breaking.add(id);
    else breaking.add(b.student);
  }
  const seats = ordered.map((s) => {
    const id = chart[s.id];
    const student = id === undefined ? null : (byId.get(id) ?? { id, name: t`a student` });
    return {
      seat: s.id,
      x: s.x,
      y: s.y,
      label: labels.get(s.id) ?? "",
      student,
      absent: id !== undefined && (absent?.has(id) ?? false),
      pinned: id !== undefined && pinned?.get(id) === s.id,
      breaking: id !== undefined && breaking.has(id),
    };
  });

  const describe = useCallback(
    (student: string, seat: string) => {
      const check = checkMove(rv, chart, { kind: "move", student, seat }, context);
      return check.ok ? moveText(names, chart, student, seat, check.newlyBroken) : "";
    },
    [rv, chart, context, names],
  );

  const move = useCallback(
    (student: string, seat: string) => {
      const check = checkMove(rv, chart, { kind: "move", student, seat }, context);
      if (!check.ok) return;
      setLastMove({
        text: moveText(names, chart, student, seat, check.newlyBroken),
        broken: check.newlyBroken,
      });
      onChange({ chart: check.chart, broken: check.broken, newlyBroken: check.newlyBroken });
    },
    [rv, chart, context, names, onChange],
  );

  const choicesFor = (from: string) =>
    seats.flatMap((s) =>
      s.seat === from ? [] : [{ seat: s.seat, label: s.label, who: s.student?.name ?? null }],
    );

  const menuMove = (student: string, seat: string) => {
    move(student, seat);
    // Its button is drawn again on the new seat: the focus follows it there.
    requestAnimationFrame(() =>
      frame.current
        ?.querySelector<HTMLElement>(`[data-seat-trigger="${CSS.escape(student)}"]`)
        ?.focus(),
    );
  };

  return (
    <div className="grid min-w-0 gap-4">
      <ViewToggle view={view} onView={setView} />
      <div
        ref={frame}
        data-testid="chart-frame"
        className="rounded-card border border-border bg-card p-3"
        // Wider than the screen, the room scrolls here; the page never scrolls sideways.
        style={{ overflow: "auto", maxWidth: "100%", minWidth: 0 }}
      >
        <ChartDnd describeMove={describe} onMove={move}>
          <ChartGrid
            room={room}
            view={view}
            seats={seats}
            choicesFor={choicesFor}
            onMove={menuMove}
            onPin={onPin}
          />
        </ChartDnd>
      </div>
      <p role="status" data-testid="move-said" className="min-h-6 wrap-anywhere">
        {lastMove?.text ?? ""}
      </p>
      {broken.length > 0 ? (
        <BrokenList
          title={t`This chart breaks:`}
          broken={broken}
          names={names}
          testId="chart-broken"
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>This chart keeps every rule, need and pin.</Trans>
        </p>
      )}
    </div>
  );
}
