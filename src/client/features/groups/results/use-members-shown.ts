import { useProgressiveCount } from "#src/client/lib/long-list";
import type { GroupSheet } from "../model/group-sheet";

/** Members a card lists at first in a big group; the rest on request (group-card.tsx). */
export const MEMBERS_SHOWN = 40;
/**
 * How a big class's new groups grow: members across all cards in the first frame, then steps
 * from 8 members (one member, with its menu, drag handle and badges, costs about as much as 30
 * rows of a list to draw).
 */
export const MEMBER_STEPS = { firstStep: 16, step: 8, minStep: 2, restartPauseMs: 0 } as const;

/**
 * How many members each group card lists now (decision 0025). A usual class's groups show whole
 * in the frame after Generate, as before. A big class's (four groups of 1,250: 160 members, each
 * with a drag handle, badges, a pin and a Move to... menu) took one 1-2.6 s frame on a
 * slowed-down Chromebook; they now show the first members of every card at once and the rest
 * up to MEMBERS_SHOWN in steps of about 30 ms each, the page answering in between. Each new run
 * (or saved grouping opened) starts again from the first step; a move or pin keeps what is shown.
 */
export function useMembersShown(sheet: GroupSheet): number {
  const wanted = sheet.groups.reduce((n, g) => n + Math.min(g.length, MEMBERS_SHOWN), 0);
  const drawn = useProgressiveCount(wanted, runKey(sheet), MEMBER_STEPS);
  if (drawn >= wanted) return MEMBERS_SHOWN;
  return Math.max(1, Math.ceil(drawn / Math.max(1, sheet.groups.length)));
}

const runKey = (sheet: GroupSheet) => `${sheet.saved?.id ?? ""}@${sheet.createdAt}`;
