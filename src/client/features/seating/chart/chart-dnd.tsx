import {
  type Active,
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  type Over,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { msg, t } from "@lingui/core/macro";
import { type ReactNode, useMemo, useRef } from "react";

/**
 * Drag and drop of students between seats with dnd-kit: a mouse drag (after 6 px), a touch
 * held 200 ms, or the keyboard (Space or Enter on a student, the arrow keys go to the nearest
 * seat that way, Space or Enter drops, Escape cancels). Every step is said in words; a drop
 * says what the move breaks. Students are draggables with StudentDrag, seats droppables with
 * SeatDrop.
 */
export type StudentDrag = { name: string; seat: string };
export type SeatDrop = { seat: string; label: string; who: string | null };

export const seatDropId = (seat: string) => `seat-${seat}`;

const studentOf = (active: Active) => active.data.current as StudentDrag | undefined;
const seatOf = (over: Over | null) => over?.data.current as SeatDrop | undefined;

export const SEAT_DRAG_INSTRUCTIONS = msg`To move a student, press Space or Enter on their name, use the arrow keys to go from seat to seat, then Space or Enter to seat them there, or Escape to cancel. The Move to seat... button does the same from a menu.`;

const AXES: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The arrow keys go to the nearest seat that way on the screen (the room is never mirrored, so
 * Right is right in any language): the nearest ahead, sideways distance counting double.
 */
export const seatKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const axis = AXES[event.code];
  const { active, collisionRect, droppableContainers, droppableRects, over } = context;
  if (!axis || !collisionRect || !active) return undefined;
  event.preventDefault();
  const [ax, ay] = axis;
  const here = (over && droppableRects.get(over.id)) ?? collisionRect;
  const cx = here.left + here.width / 2;
  const cy = here.top + here.height / 2;
  let best: { x: number; y: number; score: number } | null = null;
  for (const c of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(c.id);
    if (!rect || c.id === over?.id) continue;
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const ahead = (x - cx) * ax + (y - cy) * ay;
    if (ahead <= 1) continue;
    const aside = Math.abs((x - cx) * ay) + Math.abs((y - cy) * ax);
    const score = ahead + 2 * aside;
    if (!best || score < best.score) best = { x, y, score };
  }
  if (!best) return undefined;
  return { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 };
};

/** Pointer drags drop on the seat under the pointer; keyboard drags on the nearest seat. */
const collisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

export function ChartDnd({
  describeMove,
  onMove,
  children,
}: {
  /** What moving the student to the seat does, in words (said on the drop). */
  describeMove: (student: string, seat: string) => string;
  onMove: (student: string, seat: string) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: seatKeyboardCoordinates }),
  );
  const dropped = useRef<{ id: string; text: string } | null>(null);
  const lastOver = useRef<string | undefined>(undefined);

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (active: Active) => studentOf(active)?.name ?? t`The student`;
    return {
      onDragStart: ({ active }) => {
        lastOver.current = studentOf(active)?.seat;
        const name = nameOf(active);
        return t`Picked up ${name}.`;
      },
      onDragOver: ({ active, over }) => {
        const seat = seatOf(over);
        if (seat?.seat === lastOver.current) return undefined;
        lastOver.current = seat?.seat;
        const name = nameOf(active);
        if (!seat) return t`${name} is not over a seat.`;
        const label = seat.label;
        const who = seat.who;
        if (who === null) return t`${name} is over ${label}, empty.`;
        return t`${name} is over ${label}, where ${who} sits.`;
      },
      onDragEnd: ({ active, over }) => {
        const seat = seatOf(over)?.seat;
        const name = nameOf(active);
        if (seat === undefined || seat === studentOf(active)?.seat) {
          return t`${name} stays in their seat.`;
        }
        const id = String(active.id);
        return dropped.current?.id === id ? dropped.current.text : describeMove(id, seat);
      },
      onDragCancel: ({ active }) => {
        const name = nameOf(active);
        return t`Moving cancelled: ${name} stays in their seat.`;
      },
    };
  }, [describeMove]);

  function onDragEnd({ active, over }: DragEndEvent) {
    const seat = seatOf(over)?.seat;
    if (seat === undefined || seat === studentOf(active)?.seat) return;
    const id = String(active.id);
    dropped.current = { id, text: describeMove(id, seat) };
    onMove(id, seat);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={() => {
        dropped.current = null;
      }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t(SEAT_DRAG_INSTRUCTIONS) },
      }}
    >
      {children}
    </DndContext>
  );
}
