import { useCallback, useMemo, useRef, useState } from "react";
import type { AttributeSet, PastGrouping } from "../../../domain";
import type { GroupRuleDto, SavedGroupingDto } from "../../../domain/schemas";
import type { GroupForm } from "./group-form-state";
import type { SheetStudent } from "./group-sheet";
import { browserSession, type GroupSheet, loadGroupSheet, saveGroupSheet } from "./group-sheet";
import { type RunProblem, runGrouping, runSummary } from "./run-grouping";

/** The last run of this class, shown again when the teacher comes back (e.g. from printing). */
function lastRunOf(classId: string): GroupSheet | null {
  const sheet = loadGroupSheet(browserSession());
  return sheet?.classId === classId ? sheet : null;
}

/** Regenerate's pins: each pinned student stays in the group they are in now. */
export function pinsOf(sheet: Pick<GroupSheet, "groups" | "pinned">): Map<string, number> {
  const pinned = new Set(sheet.pinned ?? []);
  const pins = new Map<string, number>();
  sheet.groups.forEach((group, g) => {
    for (const s of group) if (pinned.has(s.id)) pins.set(s.id, g);
  });
  return pins;
}

/** New partners: the `rounds` newest saved groupings as groups of student ids (newest first). */
export function pastGroupingsOf(
  saved: readonly SavedGroupingDto[],
  rounds: number,
): PastGrouping[] {
  return saved.slice(0, rounds).map((g) => g.groups.map((m) => m.map((s) => s.student_id)));
}

type Attempt = { pinned?: ReadonlyMap<string, number>; skipped: readonly string[] };

/**
 * The Groups screen's one state (ui-contract): the current sheet, stored in the session on
 * every change, and the problems of a run that could not keep its rules. Generate starts
 * afresh; Regenerate keeps the sheet's pins; "Generate without this rule" repeats the last
 * attempt leaving one more rule out (this run only).
 */
export function useGroupRun(input: {
  classId: string;
  className: string;
  roster: readonly SheetStudent[];
  form: GroupForm;
  attributes: AttributeSet;
  rules: readonly GroupRuleDto[];
  past: readonly PastGrouping[];
  labelOf: (ruleId: string) => string;
}) {
  const { classId } = input;
  const [sheet, setSheet] = useState<GroupSheet | null>(() => lastRunOf(classId));
  const [problems, setProblems] = useState<RunProblem[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const attempt = useRef<Attempt>({ skipped: [] });
  const latest = useRef(input);
  latest.current = input;

  const store = useCallback((next: GroupSheet) => {
    setSheet(next);
    saveGroupSheet(browserSession(), next);
  }, []);

  const run = useCallback(
    (next: Attempt) => {
      const { roster, form, attributes, rules, past, labelOf, className } = latest.current;
      attempt.current = next;
      const outcome = runGrouping({
        classId,
        className,
        students: roster,
        form,
        attributes,
        rules: rules.filter((r) => !next.skipped.includes(r.id)),
        ...(next.pinned ? { pinned: next.pinned } : {}),
        pastGroupings: past,
      });
      if (!outcome.ok) {
        setProblems(outcome.problems);
        setAnnouncement("");
        return;
      }
      setProblems(null);
      store(outcome.sheet);
      setAnnouncement(runSummary(outcome.sheet, next.skipped.map(labelOf)));
    },
    [classId, store],
  );

  const generate = useCallback(() => run({ skipped: [] }), [run]);
  const regenerate = useCallback(() => {
    if (sheet) run({ pinned: pinsOf(sheet), skipped: [] });
  }, [run, sheet]);
  const withoutRule = useCallback(
    (ruleId: string) => run({ ...attempt.current, skipped: [...attempt.current.skipped, ruleId] }),
    [run],
  );
  /** A hand move, a pin, or a saved grouping opened or saved: the sheet as it now is. */
  const change = useCallback(
    (next: GroupSheet) => {
      setProblems(null);
      store(next);
    },
    [store],
  );
  /** A saved grouping opened (its list announces it): the last run's words are cleared. */
  const open = useCallback(
    (next: GroupSheet) => {
      change(next);
      setAnnouncement("");
    },
    [change],
  );

  return useMemo(
    () => ({ sheet, problems, announcement, generate, regenerate, withoutRule, change, open }),
    [sheet, problems, announcement, generate, regenerate, withoutRule, change, open],
  );
}
