import { memo, useState } from "react";
import type { AttributeDefinition } from "../../../domain";
import { Button } from "../../components/ui/button";
import type { SheetStudent } from "./group-sheet";
import { groupLabel } from "./group-spread";
import { MemberBadges } from "./member-badges";

/** Members listed at first in a big group; the rest on request (5,000 students stay quick). */
export const MEMBERS_SHOWN = 40;

export const studentCount = (n: number) => `${n} ${n === 1 ? "student" : "students"}`;

/** One group of the teacher's result: "Group 1", its size, and each member with badges. */
export const GroupCard = memo(function GroupCard({
  group,
  index,
  definitions,
}: {
  group: readonly SheetStudent[];
  index: number;
  definitions: readonly AttributeDefinition[];
}) {
  const [showAll, setShowAll] = useState(false);
  const headingId = `group-card-${index}`;
  const listId = `group-members-${index}`;
  const shown = showAll ? group : group.slice(0, MEMBERS_SHOWN);
  return (
    <li
      aria-labelledby={headingId}
      data-testid="group-card"
      className="grid min-w-0 content-start gap-3 rounded-card border border-border bg-card p-4 text-card-foreground shadow-soft"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {groupLabel(index)}
        </h3>
        <span className="text-sm text-muted-foreground">{studentCount(group.length)}</span>
      </div>
      <ul id={listId} className="grid gap-3">
        {shown.map((student) => (
          <li key={student.id} data-testid="group-member" className="grid min-w-0 gap-1">
            <span className="font-medium break-words">{student.name}</span>
            <MemberBadges definitions={definitions} student={student} />
          </li>
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
          {showAll ? `Show the first ${MEMBERS_SHOWN}` : `Show all ${studentCount(group.length)}`}
        </Button>
      ) : null}
    </li>
  );
});
