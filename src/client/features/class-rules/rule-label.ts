import { msg, t } from "@lingui/core/macro";
import { plainListText } from "#src/client/i18n/format";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";

export const RULE_KIND_LABELS = {
  "keep-apart": msg`Keep apart`,
  "keep-together": msg`Keep together`,
} as const;

/** "Keep apart: Ava, Ben"; a student no longer in the roster is left out. */
export function ruleLabel(
  rule: Pick<GroupRuleDto, "kind" | "student_ids">,
  nameOf: ReadonlyMap<string, string>,
): string {
  const names = rule.student_ids.flatMap((id) => {
    const name = nameOf.get(id);
    return name === undefined ? [] : [name];
  });
  const kind = t(RULE_KIND_LABELS[rule.kind]);
  const students = plainListText(names);
  return t`${kind}: ${students}`;
}
