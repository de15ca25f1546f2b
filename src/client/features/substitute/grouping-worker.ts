/// <reference lib="webworker" />
/**
 * The substitute's groups, made in a worker of their own (docs/decisions/0059-substitute-links.md):
 * the grouping domain stays out of the page's chunks, so the Groups tab's files are not split to
 * share it with this page.
 */
import { planGroups } from "#src/domain/grouping/plan";
import type { PlanInput, PlanOutput } from "./grouping-plan";

self.onmessage = (event: MessageEvent<PlanInput>) => {
  const { students, size, rules } = event.data;
  const result = planGroups(students, {
    method: "random",
    sizes: { mode: "per-group", size },
    rules,
  });
  const answer: PlanOutput = result.ok
    ? { ok: true, groups: result.groups.map((group) => group.map((s) => s.id)) }
    : { ok: false, problems: result.problems.map((p) => p.message) };
  self.postMessage(answer);
};
