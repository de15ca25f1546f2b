import { plural, t } from "@lingui/core/macro";
import { listSeparator, numberText } from "#src/client/i18n/format";
import type { PlanCounts } from "#src/domain/roster/sync";

/**
 * A class's line in the import summary, in the teacher's language: "2 new, 1 matched by name,
 * 1 renamed, 1 left", or "No changes".
 */
export function planSummaryText(counts: PlanCounts): string {
  const parts: string[] = [];
  const { added, matched, renamed, left } = counts;
  if (added > 0) {
    const number = numberText(added);
    parts.push(plural(added, { one: `${number} new`, other: `${number} new` }));
  }
  if (matched > 0) {
    const number = numberText(matched);
    parts.push(
      plural(matched, { one: `${number} matched by name`, other: `${number} matched by name` }),
    );
  }
  if (renamed > 0) {
    const number = numberText(renamed);
    parts.push(plural(renamed, { one: `${number} renamed`, other: `${number} renamed` }));
  }
  if (left > 0) {
    const number = numberText(left);
    parts.push(plural(left, { one: `${number} left`, other: `${number} left` }));
  }
  return parts.length === 0 ? t`No changes` : parts.join(listSeparator());
}
