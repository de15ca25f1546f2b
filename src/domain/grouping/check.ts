/**
 * checkRules: before solving, the rules and pins that can't hold for the selected
 * students and these group sizes, in words a teacher reads. First the problems seen without a
 * search (rules.ts, pins.ts); then the blocks are placed by search (place.ts),
 * which either finds a placement, proves there is none, or gives up (an "undecided" problem).
 */

import { msg } from "@lingui/core/macro";
import { seededRandom } from "../random";
import { placeUnits } from "./place";
import type { GroupRule, RuleModel, RuleProblem } from "./rule-types";
import { ruleModel } from "./rules";

interface Named {
  id: string;
  name: string;
}

function ruleNames(
  rules: readonly GroupRule[],
  indices: readonly number[],
  names: Map<string, string>,
) {
  return indices.map((r) => {
    const rule = rules[r] as GroupRule;
    const who = rule.studentIds.flatMap((id) => names.get(id) ?? []).join(", ");
    return rule.kind === "keep-apart" ? msg`Keep apart ${who}` : msg`Keep together ${who}`;
  });
}

export function searchProblem(
  status: "impossible" | "undecided",
  model: RuleModel,
  rules: readonly GroupRule[],
  students: readonly Named[],
): RuleProblem {
  const involved = [
    ...new Set([
      ...model.apartRule,
      ...rules.flatMap((rule, r) => (rule.kind === "keep-together" ? [r] : [])),
    ]),
  ].sort((a, b) => a - b);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const sizes = model.sizes.join(", ");
  // The rules' own messages, said one after another where the page shows it (said.ts).
  const list = ruleNames(rules, involved, names) as unknown as string;
  const message =
    status === "impossible"
      ? msg`These rules can't all hold in groups of ${sizes}: ${list}.`
      : msg`No grouping was found that keeps all these rules in groups of ${sizes} (the check gave up; they may still be possible): ${list}.`;
  return { rules: involved, pins: [], undecided: status === "undecided", message };
}

/** The rules and pins that can't hold for these students (the selected ones) and group sizes. */
export function checkRules(
  students: readonly Named[],
  sizes: readonly number[],
  rules: readonly GroupRule[],
  pinned?: ReadonlyMap<string, number>,
): RuleProblem[] {
  const { model, problems } = ruleModel(students, sizes, rules, pinned);
  if (problems.length > 0) return problems;
  const placed = placeUnits(model, seededRandom(1));
  return placed.status === "ok" ? [] : [searchProblem(placed.status, model, rules, students)];
}
