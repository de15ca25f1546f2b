import { Plural } from "@lingui/react/macro";
import { TriangleAlert, Users } from "lucide-react";
import type { GroupSheet } from "../model/group-sheet";
import { repeatedPairsText } from "./group-warnings";

/**
 * The groups as they stand, checked after every hand move: each rule a move
 * broke, named (never a silent violation), and, when New partners weighed past groupings, the
 * repeated pairs counted again.
 */
export function GroupChecks({
  sheet,
  warnings,
}: {
  sheet: Pick<GroupSheet, "groups" | "repeatedPairs" | "partnerRounds">;
  warnings: readonly string[];
}) {
  const rounds = sheet.partnerRounds ?? 0;
  const count = warnings.length;
  return (
    <>
      {warnings.length > 0 ? (
        <div
          data-testid="rule-warnings"
          className="grid gap-1 rounded-card border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/60 dark:bg-amber-400/10 dark:text-amber-100"
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
            <Plural
              value={count}
              one="These groups break a rule"
              other="These groups break # rules"
            />
          </p>
          <ul className="grid list-disc gap-1 ps-11">
            {warnings.map((w) => (
              <li key={w} className="wrap-anywhere">
                {w}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rounds > 0 ? (
        <p
          data-testid="repeated-pairs"
          className="flex items-start gap-2 text-sm wrap-anywhere text-muted-foreground"
        >
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {repeatedPairsText(sheet)}{" "}
            <span className="whitespace-nowrap">
              <Plural
                value={rounds}
                one="(against the last saved grouping)"
                other="(against the last # saved groupings)"
              />
            </span>
          </span>
        </p>
      ) : null}
    </>
  );
}
