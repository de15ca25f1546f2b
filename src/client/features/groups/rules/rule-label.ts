import type { GroupRuleDto } from "#src/domain/schemas/groupings";

export const RULE_KIND_LABELS = {
  "keep-apart": "Keep apart",
  "keep-together": "Keep together",
} as const satisfies Record<GroupRuleDto["kind"], string>;

/** "Keep apart: Ava, Ben"; a student no longer in the roster is left out. */
export function ruleLabel(
  rule: Pick<GroupRuleDto, "kind" | "student_ids">,
  nameOf: ReadonlyMap<string, string>,
): string {
  const names = rule.student_ids.flatMap((id) => {
    const name = nameOf.get(id);
    return name === undefined ? [] : [name];
  });
  return `${RULE_KIND_LABELS[rule.kind]}: ${names.join(", ")}`;
}
