// A class's keep-apart and keep-together rules: what Groups and Seating both keep, and the panel
// both show to add and remove them.
export { useClassRules } from "./api";
export { ruleLabel } from "./rule-label";
export { RulesPanel } from "./rules-panel";
export { useRuleLabels } from "./use-rule-labels";
