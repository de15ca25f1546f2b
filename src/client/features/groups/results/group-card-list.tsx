import { memo } from "react";
import type { AttributeDefinition } from "#src/domain/students/attributes";
import type { GroupSheet } from "../model/group-sheet";
import { isGroupPinned } from "./group-adjust";
import { GroupCard } from "./group-card";
import type { GroupAdjustActions } from "./use-group-adjust";
import { useMembersShown } from "./use-members-shown";

/**
 * The group cards of the shown sheet. A big class's new groups grow here in steps
 * (useMembersShown), so each step redraws the cards alone, not the checks and the quality
 * around them.
 */
export const GroupCardList = memo(function GroupCardList({
  sheet,
  sizes,
  pinnedIds,
  why,
  definitions,
  actions,
}: {
  sheet: GroupSheet;
  sizes: readonly number[];
  pinnedIds: ReadonlySet<string>;
  why: readonly string[] | null;
  definitions: readonly AttributeDefinition[];
  actions: GroupAdjustActions;
}) {
  const limit = useMembersShown(sheet);
  return (
    <ul className="grid min-w-0 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {sheet.groups.map((group, g) => (
        <GroupCard
          // Cards are places (Group 1, Group 2...): a move must not remount them.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the group's identity.
          key={g}
          group={group}
          index={g}
          sizes={sizes}
          pinnedIds={pinnedIds}
          groupPinned={isGroupPinned(sheet, g)}
          why={why?.[g] || null}
          definitions={definitions}
          actions={actions}
          limit={limit}
        />
      ))}
    </ul>
  );
});
