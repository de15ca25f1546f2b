import { t } from "@lingui/core/macro";
import { useCallback } from "react";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import { ruleLabel } from "./rule-label";

/** A rule's words by its id ("a removed rule" once it is gone), for the result's warnings. */
export function useRuleLabels(
  rules: readonly GroupRuleDto[],
  nameOf: ReadonlyMap<string, string>,
): (id: string) => string {
  return useCallback(
    (id: string) => {
      const rule = rules.find((r) => r.id === id);
      return rule ? ruleLabel(rule, nameOf) : t`a removed rule`;
    },
    [rules, nameOf],
  );
}
