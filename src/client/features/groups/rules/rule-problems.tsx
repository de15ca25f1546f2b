import { Plural, Trans } from "@lingui/react/macro";
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Button } from "#src/client/components/ui/button";
import type { RunProblem } from "../builder/run-grouping";
import { saidText } from "../model/said-text";

/**
 * Why Generate (or Regenerate) made no groups: each rule or pin that can't hold,
 * in the domain's words, and for each rule involved "Generate without this rule" (this run
 * only: the rule stays stored). No grouping that breaks a rule is ever shown.
 */
export function RuleProblems({
  problems,
  labelOf,
  onWithout,
}: {
  problems: readonly RunProblem[];
  /** "Keep apart: Ava, Ben" for a rule id. */
  labelOf: (ruleId: string) => string;
  onWithout: (ruleId: string) => void;
}) {
  const id = useId();
  const offered = new Set<string>();
  const count = problems.length;
  return (
    <div
      role="alert"
      className="grid min-w-0 gap-3 rounded-card border border-destructive bg-card p-4 text-card-foreground sm:p-6"
    >
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive-text" />
        <Plural
          value={count}
          one="No groups were made: a rule can't hold."
          other="No groups were made: some rules can't hold."
        />
      </p>
      <ul className="grid min-w-0 gap-3">
        {problems.map((problem, p) => {
          // A rule in several problems is offered once, at its first.
          const rules = problem.ruleIds.filter((r) => !offered.has(r) && offered.add(r));
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id and never reorder
            <li key={p} className="grid min-w-0 gap-2">
              <p className="wrap-anywhere">{saidText(problem.message)}</p>
              {rules.length > 0 ? (
                <ul className="grid min-w-0 gap-2">
                  {rules.map((ruleId) => (
                    <li key={ruleId} className="flex min-w-0 flex-wrap items-center gap-2">
                      <span id={`${id}-${ruleId}`} className="min-w-0 wrap-anywhere text-sm">
                        {labelOf(ruleId)}
                      </span>
                      <Button
                        variant="outline"
                        aria-describedby={`${id}-${ruleId}`}
                        onClick={() => onWithout(ruleId)}
                      >
                        <Trans>Generate without this rule</Trans>
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
