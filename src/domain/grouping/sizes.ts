/**
 * Group sizes (docs/product.md#groups): the teacher asks either for a number of groups or for a
 * number of students per group, and the selected students are spread so that sizes differ by at
 * most one, the larger groups first.
 *
 * - `{ mode: "groups", count }`: count is clamped to 1..20 (docs/product.md#groups) and never exceeds the number of
 *   students (22 into 4 groups: 6, 6, 5, 5).
 * - `{ mode: "per-group", size }`: the number of groups is ceil(n / size), so no group is larger
 *   than asked and the leftovers are spread over the other groups instead of forming a small
 *   last group: 22 in fours gives 4, 4, 4, 4, 3, 3 (6 groups); 9 in fours gives 3, 3, 3 rather
 *   than 4, 4, 1. The only case where ceil(n / size) groups would still leave a group of one is
 *   pairs with an odd number of students (5 in pairs: 2, 2, 1); there one group fewer is made
 *   and one pair becomes a trio (2, 3), because a group of one is never made unless there is a
 *   single student or the teacher asked for groups of one. Sizes are not capped at 20 groups in
 *   this mode (30 students in pairs makes 15 groups; 1,000 in fours makes 250).
 */
import { clampGroupCount } from "./groups";

export type GroupSizeRequest =
  | { mode: "groups"; count: number }
  | { mode: "per-group"; size: number };

/** `count` sizes adding up to n that differ by at most one, the larger first. */
export function evenSizes(n: number, count: number): number[] {
  if (n <= 0 || count <= 0) return [];
  const k = Math.min(count, n);
  const base = Math.floor(n / k);
  const extra = n % k;
  return Array.from({ length: k }, (_, g) => base + (g < extra ? 1 : 0));
}

/** A typed size per group: a whole number of at least 1 (anything else gives 1). */
function clampSize(value: number): number {
  return Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : 1;
}

/** The sizes of the groups for n selected students (see the top of the file). */
export function groupSizesFor(request: GroupSizeRequest, n: number): number[] {
  if (n <= 0) return [];
  if (request.mode === "groups") return evenSizes(n, clampGroupCount(request.count));
  const size = clampSize(request.size);
  let count = Math.ceil(n / size);
  if (size > 1 && count > 1 && Math.floor(n / count) < 2) count -= 1;
  return evenSizes(n, count);
}
