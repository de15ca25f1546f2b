import { useDroppable } from "@dnd-kit/core";
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Pin } from "lucide-react";
import { memo, useState } from "react";
import { Button } from "#src/client/components/ui/button";
import { cn } from "#src/client/lib/cn";
import type { AttributeDefinition } from "#src/domain/students/attributes";
import type { SheetStudent } from "../model/group-sheet";
import { groupLabel } from "../model/group-spread";
import { studentCount } from "./group-adjust";
import { dropId, type GroupDrop } from "./group-dnd";
import { GroupMember } from "./group-member";
import type { GroupAdjustActions } from "./use-group-adjust";
import { MEMBERS_SHOWN } from "./use-members-shown";

export { studentCount } from "./group-adjust";

/**
 * One group of the teacher's result: "Group 1", its size, a pin toggle for the whole group, the
 * "why" line when asked for, and each member (group-member.tsx). A drop target for dragged
 * students.
 */
export const GroupCard = memo(function GroupCard({
  group,
  index,
  sizes,
  pinnedIds,
  groupPinned,
  why,
  definitions,
  actions,
  limit = MEMBERS_SHOWN,
}: {
  group: readonly SheetStudent[];
  index: number;
  sizes: readonly number[];
  pinnedIds: ReadonlySet<string>;
  groupPinned: boolean;
  /** The one-line explanation, or null when "Why these groups?" is off. */
  why: string | null;
  definitions: readonly AttributeDefinition[];
  actions: GroupAdjustActions;
  /** Members listed now (MEMBERS_SHOWN once a big class's new groups are drawn in full). */
  limit?: number;
}) {
  const [showAll, setShowAll] = useState(false);
  const data: GroupDrop = { group: index };
  const { setNodeRef, isOver } = useDroppable({ id: dropId(index), data });
  const headingId = `group-card-${index}`;
  const listId = `group-members-${index}`;
  const shown = showAll ? group : group.slice(0, Math.min(limit, MEMBERS_SHOWN));
  const label = groupLabel(index);
  const size = studentCount(group.length);
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid="group-card"
      data-pinned={groupPinned || undefined}
      className={cn(
        "grid min-w-0 content-start gap-3 rounded-card border border-border bg-card p-4",
        "text-card-foreground shadow-soft transition-colors duration-150",
        isOver && "border-primary bg-secondary/40 ring-2 ring-primary",
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h3 id={headingId} className="flex items-center gap-1.5 text-lg font-semibold">
          {groupPinned ? (
            <Pin aria-label={t`Pinned`} role="img" className="size-4 text-primary" />
          ) : null}
          {label}
        </h3>
        <div className="flex items-center gap-1">
          <span className="text-sm text-muted-foreground">{size}</span>
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={groupPinned}
            aria-label={t`Pin ${label}`}
            title={groupPinned ? t`Unpin the group` : t`Pin the group: Regenerate keeps it`}
            disabled={group.length === 0}
            onClick={() => actions.pinGroup(index, !groupPinned)}
            className={groupPinned ? "text-primary" : "text-muted-foreground"}
          >
            <Pin aria-hidden="true" className={groupPinned ? "fill-current" : undefined} />
          </Button>
        </div>
      </div>
      {why ? (
        <p data-testid="group-why" className="text-sm text-muted-foreground">
          {why}
        </p>
      ) : null}
      {group.length === 0 ? (
        <p className="rounded-lg border border-dashed border-input p-3 text-sm text-muted-foreground">
          <Trans>No students. Drag one here or use Move to...</Trans>
        </p>
      ) : null}
      <ul id={listId} className="grid gap-2">
        {shown.map((student) => (
          <GroupMember
            key={student.id}
            student={student}
            group={index}
            sizes={sizes}
            pinned={pinnedIds.has(student.id)}
            definitions={definitions}
            actions={actions}
          />
        ))}
      </ul>
      {group.length > MEMBERS_SHOWN ? (
        <Button
          variant="ghost"
          aria-expanded={showAll}
          aria-controls={listId}
          onClick={() => setShowAll((v) => !v)}
          className="justify-self-start"
        >
          {showAll ? <Trans>Show the first {MEMBERS_SHOWN}</Trans> : <Trans>Show all {size}</Trans>}
        </Button>
      ) : null}
    </li>
  );
});
