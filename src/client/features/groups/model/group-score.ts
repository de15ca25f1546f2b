import { msg, t } from "@lingui/core/macro";
import { oneDecimalText } from "#src/client/i18n/format";
import { tightQuality } from "#src/domain/grouping/bound";
import type { GroupingMethod } from "#src/domain/grouping/groups";
import { groupQuality } from "#src/domain/grouping/quality";
import type {
  AttributeName,
  AttributeSet,
  StudentAttributes,
} from "#src/domain/students/attributes";

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

/**
 * A non-negative number with one decimal, as `toLocaleString("en-US", {minimumFractionDigits: 1,
 * maximumFractionDigits: 1})` writes it ("1,234.5"; half away from zero on the number's shortest
 * decimal form, so 1.45 -> "1.5"), without Intl: each such call made a number formatter, about
 * 100 ms of the frame that shows a big class's groups on a slowed-down Chromebook (decision 0025).
 */
export function oneDecimal(value: number): string {
  const text = String(value);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    return value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  const fraction = match[2] ?? "";
  let whole = BigInt(match[1] ?? "0");
  let tenths = Number(fraction[0] ?? "0");
  if ((fraction[1] ?? "0") >= "5") tenths += 1;
  if (tenths === 10) {
    tenths = 0;
    whole += 1n;
  }
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${tenths}`;
}

/** How close a score is to the best possible, in whole percent (100 only when it is the best). */
export function scorePercent({ score, lowerBound }: Pick<GroupScore, "score" | "lowerBound">) {
  if (score <= lowerBound + 1e-9) return 100;
  return Math.max(0, Math.min(99, Math.floor((100 * lowerBound) / score)));
}

/** "Balance score 12.4 (best possible ≥ 11.8)"; without "≥" when the best is known exactly. */
export function scoreHeadline({ score, lowerBound, exact }: GroupScore): string {
  const bound = oneDecimalText(Math.min(score, lowerBound));
  const best = exact ? bound : `≥ ${bound}`;
  const shown = oneDecimalText(score);
  return t`Balance score ${shown} (best possible ${best})`;
}

export const SCORE_EXPLANATION = msg`The score adds up, over every group and attribute value, how far the group's count is from its fair share of the class, so lower is better and 0 would mean every group mirrors the class.`;
