import { useDraggable } from "@dnd-kit/core";
import { GripVertical, Pin } from "lucide-react";
import { memo } from "react";
import type { AttributeDefinition } from "../../../domain";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import type { MemberDrag } from "./group-dnd";
import type { SheetStudent } from "./group-sheet";
import { MemberBadges } from "./member-badges";
import { MoveToMenu } from "./move-to-menu";
import type { GroupAdjustActions } from "./use-group-adjust";

/**
 * One member of a group card (issue 17.3): a drag handle, the name (with a pin icon when pinned)
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
        "flex min-w-0 items-start gap-1 rounded-lg",
        isDragging && "relative z-20 bg-card shadow-soft ring-2 ring-primary",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${student.name}`}
        data-drag-handle={student.id}
        className={cn(
          "inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center",
          "rounded-lg text-muted-foreground hover:bg-muted active:cursor-grabbing [&_svg]:size-5",
        )}
      >
        <GripVertical aria-hidden="true" />
      </button>
      <div className="grid min-w-0 flex-1 gap-1 py-2.5">
        <span className="flex min-w-0 items-center gap-1 font-medium break-words">
          {pinned ? (
            <Pin aria-label="Pinned" role="img" className="size-4 shrink-0 text-primary" />
          ) : null}
          <span className="min-w-0 break-words">{student.name}</span>
        </span>
        <MemberBadges definitions={definitions} student={student} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-pressed={pinned}
        aria-label={`Pin ${student.name}`}
        title={pinned ? "Unpin" : "Pin: Regenerate keeps them in this group"}
        onClick={() => actions.pinStudent(student.id, !pinned)}
        className={cn("shrink-0", pinned ? "text-primary" : "text-muted-foreground")}
      >
        <Pin aria-hidden="true" className={pinned ? "fill-current" : undefined} />
      </Button>
      <MoveToMenu
        id={student.id}
        name={student.name}
        group={group}
        sizes={sizes}
        onMove={(to) => actions.move(student.id, to, "menu")}
      />
    </li>
  );
});
