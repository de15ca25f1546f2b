import {
  type AttributeName,
  type AttributeSet,
  type GroupingMethod,
  groupQuality,
  type StudentAttributes,
  tightQuality,
} from "../../../domain";

/** A result's balance score against the best any grouping into these sizes could reach. */
export type GroupScore = {
  score: number;
  /** No grouping into these group sizes scores lower. */
  lowerBound: number;
  /** True when lowerBound is the best possible score itself (proven). */
  exact: boolean;
};

/** Below this many students the fast per-attribute bound is loose; a short search tightens it. */
const TIGHT_BOUND_MAX_STUDENTS = 40;
const TIGHT_BOUND_BUDGET_MS = 100;
const TIGHT_BOUND_TOLERANCE = 0.02;

/**
 * Scores a grouping (group-quality.ts). For Diverse and Balanced results of a small class a
 * short, time-boxed search tightens the bound; otherwise the fast bound is used.
 */
export function scoreGroups(
  groups: readonly (readonly StudentAttributes[])[],
  attributes: AttributeSet,
  measured: readonly AttributeName[],
  method: GroupingMethod,
): GroupScore {
  const n = groups.reduce((sum, g) => sum + g.length, 0);
  const searched = method === "diverse" || method === "balanced";
  if (searched && n > 0 && n <= TIGHT_BOUND_MAX_STUDENTS) {
    const tight = tightQuality(groups, attributes, measured, {
      budgetMs: TIGHT_BOUND_BUDGET_MS,
      tolerance: TIGHT_BOUND_TOLERANCE,
    });
    return { score: tight.score, lowerBound: tight.lowerBound, exact: tight.exact };
  }
  const quality = groupQuality(groups, attributes, measured);
  return {
    score: quality.score,
    lowerBound: quality.lowerBound,
    exact: quality.score <= quality.lowerBound + 1e-9,
  };
}

const oneDecimal = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** How close a score is to the best possible, in whole percent (100 only when it is the best). */
export function scorePercent({ score, lowerBound }: Pick<GroupScore, "score" | "lowerBound">) {
  if (score <= lowerBound + 1e-9) return 100;
  return Math.max(0, Math.min(99, Math.floor((100 * lowerBound) / score)));
}

/** "Balance score 12.4 (best possible ≥ 11.8)"; without "≥" when the best is known exactly. */
export function scoreHeadline({ score, lowerBound, exact }: GroupScore): string {
  const best = `${exact ? "" : "≥ "}${oneDecimal(Math.min(score, lowerBound))}`;
  return `Balance score ${oneDecimal(score)} (best possible ${best})`;
}

export const SCORE_EXPLANATION =
  "The score adds up, over every group and attribute value, how far the group's count is from " +
  "its fair share of the class, so lower is better and 0 would mean every group mirrors the class.";
