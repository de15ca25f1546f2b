import { useDraggable } from "@dnd-kit/core";
import { t } from "@lingui/core/macro";
import { GripVertical, Pin } from "lucide-react";
import { memo } from "react";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import type { AttributeDefinition } from "#src/domain/students/attributes";
import type { SheetStudent } from "../model/group-sheet";
import { MemberBadges } from "../model/member-badges";
import type { MemberDrag } from "./group-dnd";
import { MoveToMenu } from "./move-to-menu";
import type { GroupAdjustActions } from "./use-group-adjust";

/**
 * One member of a group card: a drag handle, the name (with a pin icon when pinned)
 * and badges, a pin toggle and the Move to... menu. Every control keeps a 44 px target.
 */
export const GroupMember = memo(function GroupMember({
  student,
  group,
  sizes,
  pinned,
  definitions,
  actions,
}: {
  student: SheetStudent;
  group: number;
  sizes: readonly number[];
  pinned: boolean;
  definitions: readonly AttributeDefinition[];
  actions: GroupAdjustActions;
}) {
  const data: MemberDrag = { name: student.name, group };
  const name = student.name;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } =
    useDraggable({ id: student.id, data });
  return (
    <li
      ref={setNodeRef}
      data-testid="group-member"
      data-pinned={pinned || undefined}
      style={
        transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined
      }
      className={cn(
        // The name comes first in the DOM (read first, and what tests read); the grid places it.
        "grid min-w-0 grid-cols-[auto_minmax(0,1fr)_auto_auto] items-start gap-x-1 rounded-lg",
        isDragging && "relative z-20 bg-card shadow-soft ring-2 ring-primary",
      )}
    >
      <span className="col-start-2 row-start-1 flex min-w-0 items-center gap-1 pt-2.5 font-medium wrap-anywhere">
        {pinned ? (
          <Pin aria-label={t`Pinned`} role="img" className="size-4 shrink-0 text-primary" />
        ) : null}
        <span className="min-w-0 wrap-anywhere">
          <bdi>{name}</bdi>
        </span>
      </span>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t`Drag ${name}`}
        data-drag-handle={student.id}
        className={cn(
          "col-start-1 row-span-2 row-start-1 inline-flex size-11 cursor-grab touch-none items-center",
          "justify-center rounded-lg text-muted-foreground hover:bg-muted active:cursor-grabbing",
          "[&_svg]:size-5",
        )}
      >
        <GripVertical aria-hidden="true" />
      </button>
      <MemberBadges
        definitions={definitions}
        student={student}
        className="col-start-2 row-start-2 pb-2 pt-1"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={pinned}
        aria-label={t`Pin ${name}`}
        title={pinned ? t`Unpin` : t`Pin: Regenerate keeps them in this group`}
        onClick={() => actions.pinStudent(student.id, !pinned)}
        className={cn(
          "col-start-3 row-span-2 row-start-1",
          pinned ? "text-primary" : "text-muted-foreground",
        )}
      >
        <Pin aria-hidden="true" className={pinned ? "fill-current" : undefined} />
      </Button>
      <MoveToMenu
        id={student.id}
        name={student.name}
        group={group}
        sizes={sizes}
        onMove={(to) => actions.move(student.id, to, "menu")}
        className="col-start-4 row-span-2 row-start-1"
      />
    </li>
  );
});
