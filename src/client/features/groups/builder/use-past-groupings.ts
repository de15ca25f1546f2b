import { msg, t } from "@lingui/core/macro";
import { useMemo } from "react";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { SavedGroupingSummaryDto } from "#src/domain/schemas/groupings";
import { type GroupingMembers, useGroupingMembers } from "../api";
import { pastGroupingsOf } from "./use-group-run";

export const PAST_LOADING = msg`Waiting for the saved groupings...`;
export const PAST_OFFLINE = msg`New partners needs the saved groupings, which load once you are back online.`;
export const PAST_FAILED = msg`The saved groupings could not be loaded for New partners.`;

/**
 * New partners' past groupings: the members of the `rounds` newest saved groupings (leaving out
 * `except`, the sheet's own saved copy), read when asked for (decision 0031: the list has no
 * members). None while `rounds` is 0, and none until all have loaded.
 */
export function usePastGroupings(
  list: readonly SavedGroupingSummaryDto[] | undefined,
  rounds: number,
  except?: string,
): { past: PastGrouping[]; members: GroupingMembers } {
  const ids = useMemo(
    () =>
      rounds > 0
        ? (list ?? [])
            .filter((g) => g.id !== except)
            .slice(0, rounds)
            .map((g) => g.id)
        : [],
    [list, rounds, except],
  );
  const members = useGroupingMembers(ids);
  const past = useMemo(
    () => (members.data ? pastGroupingsOf(members.data, members.data.length) : []),
    [members.data],
  );
  return { past, members };
}

/** Why Generate waits while New partners is on: its groupings loading, offline or failed. */
export function pastBlocker(members: GroupingMembers): string | null {
  if (members.failed) return t(PAST_FAILED);
  if (members.paused) return t(PAST_OFFLINE);
  return members.pending ? t(PAST_LOADING) : null;
}
