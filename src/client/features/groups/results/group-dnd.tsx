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
import { groupLabel } from "../model/group-spread";
import { type GroupAdjustActions, stayText } from "./use-group-adjust";

/**
 * Drag and drop of students between group cards with dnd-kit: a mouse drag (after
 * 6 px), a touch held 200 ms, or the keyboard (Space or Enter on a member's drag handle, the
 * arrow keys jump from group to group, Space or Enter drops, Escape cancels). Every step is
 * announced in words. Members are draggables with data MemberDrag, cards droppables with data
 * GroupDrop (see group-member.tsx, group-card.tsx).
 */
export type MemberDrag = { name: string; group: number };
export type GroupDrop = { group: number };

export const dropId = (g: number) => `group-${g}`;

const memberOf = (active: Active) => active.data.current as MemberDrag | undefined;
const groupOf = (over: Over | null) => (over?.data.current as GroupDrop | undefined)?.group;

export const DRAG_INSTRUCTIONS = msg`To move a student, press Space or Enter on their drag handle, use the arrow keys to choose a group, then Space or Enter to drop them there, or Escape to cancel. The Move to... button does the same from a menu.`;

/** Right to left, the next group is to the left: ArrowLeft goes forward, as in the cards' rows. */
const rightToLeft = () => typeof document !== "undefined" && document.dir === "rtl";

/**
 * The arrow keys jump to the next or previous group card, in group order: Down and the arrow
 * pointing the way the page reads go forward (Right, or Left in a right-to-left language).
 */
export const groupKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = rightToLeft() ? -1 : 1;
  const step = { ArrowRight: forward, ArrowDown: 1, ArrowLeft: -forward, ArrowUp: -1 }[event.code];
  const { active, collisionRect, droppableContainers, droppableRects, over } = context;
  if (!step || !collisionRect || !active) return undefined;
  event.preventDefault();
  const cards = droppableContainers
    .getEnabled()
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      const group = (c.data.current as GroupDrop | undefined)?.group;
      return rect && group !== undefined ? [{ group, rect }] : [];
    })
    .sort((a, b) => a.group - b.group);
  const current = groupOf(over) ?? memberOf(active)?.group ?? 0;
  const at = cards.findIndex((c) => c.group === current);
  const target = cards[Math.max(0, Math.min(cards.length - 1, at + step))];
  if (!target) return undefined;
  const { rect } = target;
  return {
    x: rect.left + rect.width / 2 - collisionRect.width / 2,
    y: rect.top + Math.min(rect.height / 2, 48) - collisionRect.height / 2,
  };
};

/** Pointer drags drop on the card under the pointer; keyboard drags on the nearest card. */
const collisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

export function GroupDnd({
  actions,
  children,
}: {
  actions: GroupAdjustActions;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: groupKeyboardCoordinates }),
  );
  // The words of the last drop, worked out before the move re-renders the groups.
  const dropped = useRef<{ id: string; text: string } | null>(null);
  // The group last announced as under the student: said once, not again on every move.
  const lastOver = useRef<number | undefined>(undefined);

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (active: Active) => memberOf(active)?.name ?? t`The student`;
    const from = (active: Active) => groupLabel(memberOf(active)?.group ?? 0);
    return {
      onDragStart: ({ active }) => {
        lastOver.current = memberOf(active)?.group;
        const name = nameOf(active);
        const group = from(active);
        return t`Picked up ${name} from ${group}.`;
      },
      onDragOver: ({ active, over }) => {
        const g = groupOf(over);
        if (g === lastOver.current) return undefined;
        lastOver.current = g;
        const name = nameOf(active);
        if (g === undefined) return t`${name} is not over a group.`;
        const group = groupLabel(g);
        return t`${name} is over ${group}.`;
      },
      onDragEnd: ({ active, over }) => {
        const g = groupOf(over);
        if (g === undefined || g === memberOf(active)?.group) {
          return stayText(nameOf(active), from(active));
        }
        const id = String(active.id);
        return dropped.current?.id === id ? dropped.current.text : actions.describeMove(id, g);
      },
      onDragCancel: ({ active }) => {
        const name = nameOf(active);
        const group = from(active);
        return t`Moving cancelled: ${name} stays in ${group}.`;
      },
    };
  }, [actions]);

  function onDragEnd({ active, over }: DragEndEvent) {
    const g = groupOf(over);
    if (g === undefined || g === memberOf(active)?.group) return;
    const id = String(active.id);
    dropped.current = { id, text: actions.describeMove(id, g) };
    actions.move(id, g, "drag");
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      // Scroll the page only with the pointer in its top or bottom tenth (never sideways).
      autoScroll={{ threshold: { x: 0, y: 0.1 } }}
      onDragStart={() => {
        dropped.current = null;
      }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t(DRAG_INSTRUCTIONS) },
      }}
    >
      {children}
    </DndContext>
  );
}
