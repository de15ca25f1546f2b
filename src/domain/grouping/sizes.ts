/**
 * Group sizes (docs/product.md#groups): the teacher asks either for a number of groups or for a
 * number of students per group, "at least" or "at most" that many, and the selected students are
 * spread so that sizes differ by at most one, the larger groups first.
 *
 * - `{ mode: "groups", count }`: count is clamped to 1..20 (docs/product.md#groups) and never
 *   exceeds the number of students (22 into 4 groups: 6, 6, 5, 5).
 * - `{ mode: "per-group", size, rule: "at-most" }`: the fewest groups with no group larger than
 *   asked, ceil(n / size), the leftovers spread over the groups instead of forming a small last
 *   group: 25 in at most fours gives 4, 4, 4, 4, 3, 3, 3 (7 groups); 9 gives 3, 3, 3. Pairs with
 *   an odd number of students leave one student alone (5: 2, 2, 1): "at least 2" makes the trio.
 * - `{ mode: "per-group", size, rule: "at-least" }`: as many groups of `size` as fit,
 *   floor(n / size), the leftovers spread so each group has size or size + 1 students (at most
 *   one more when sizes differ by one): 25 in at least fours gives 5, 4, 4, 4, 4, 4 (6 groups);
 *   fewer students than 2 * size make one group (7 in at least fours: one group of 7), as do
 *   fewer students than size (3 in at least fours: one group of 3).
 *
 * Without a rule, "per-group" is "at most". Sizes are not capped at 20 groups in the per-group
 * modes (30 students in pairs makes 15 groups; 1,000 in fours makes 250).
 */
import { clampGroupCount } from "./groups";

/** Students per group: at least or at most the number asked. */
export const PER_GROUP_RULES = ["at-least", "at-most"] as const;
export type PerGroupRule = (typeof PER_GROUP_RULES)[number];

export type GroupSizeRequest =
  | { mode: "groups"; count: number }
  | { mode: "per-group"; size: number; rule?: PerGroupRule };

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
  const count =
    request.rule === "at-least" ? Math.max(1, Math.floor(n / size)) : Math.ceil(n / size);
  return evenSizes(n, count);
}
