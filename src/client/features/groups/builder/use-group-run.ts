import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { PastGrouping } from "#src/domain/grouping/partners";
import type { GroupRuleDto, SavedGroupingDto } from "#src/domain/schemas/groupings";
import type { AttributeSet } from "#src/domain/students/attributes";
import { type GroupForm, selectedStudents } from "../model/group-form-state";
import type { SheetStudent } from "../model/group-sheet";
import {
  browserSession,
  type GroupSheet,
  loadGroupSheet,
  saveGroupSheet,
} from "../model/group-sheet";
import { sameCategoryAttribute } from "../results/group-why";
import { groupingRunner } from "./grouping-runner";
import { type RunOutcome, type RunProblem, runGrouping, runSummary } from "./run-grouping";

/**
 * The last groups of each class this page showed: picking another class, or another tab, and
 * coming back shows that class's groups again. In memory for the page's life (a reload or a
 * sign-out, which loads the page afresh, forgets them); the tab's session keeps the very last
 * sheet, for a reload and the group sheet's print page.
 */
const lastByClass = new Map<string, GroupSheet>();

/** The last groups of this class, shown again when the teacher comes back to it. */
function lastRunOf(classId: string): GroupSheet | null {
  const kept = lastByClass.get(classId);
  if (kept) return kept;
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

/**
 * From this many selected students Generate runs in the worker (decision 0025). Below it a run
 * takes a few milliseconds and shows at once, in the same click, as it always did.
 */
export const WORKER_FROM = 200;

/** Runs `task` once the next frame has painted (or soon, where nothing paints). */
function afterPaint(task: () => void): void {
  if (typeof requestAnimationFrame === "function") {
    requestAnimationFrame(() => setTimeout(task, 0));
  } else setTimeout(task, 0);
}

type Attempt = {
  pinned?: ReadonlyMap<string, number>;
  skipped: readonly string[];
  /** Regenerate: the form as the sheet was made (its method, category, attributes, groups). */
  form?: GroupForm;
};

/**
 * What a sheet says it used, over the form (docs/product.md#groups): Regenerate makes groups the
 * way the heading says, even if the form was changed (or forgotten) since; the same number of
 * groups, with the same method, category and balanced attributes.
 */
export function formOfSheet(form: GroupForm, sheet: GroupSheet): GroupForm {
  return {
    ...form,
    method: sheet.method,
    category:
      sheet.method === "same-category"
        ? (sheet.category ?? sameCategoryAttribute(sheet.groups, sheet.attributes))
        : form.category,
    balanceOn: sheet.method === "balanced" ? sheet.balanceOn : form.balanceOn,
    sizeMode: "groups",
    countText: String(Math.max(1, sheet.groups.length)),
  };
}

/**
 * The Groups screen's one state (ui-contract): the current sheet, kept for its class and in the
 * session on every change, and the problems of a run that could not keep its rules. Generate
 * starts afresh; Regenerate keeps the sheet's pins; "Generate without this rule" repeats the last
 * attempt leaving one more rule out (this run only). Runs are worked out off the main thread
 * (grouping-runner.ts) from WORKER_FROM students; `running` is true meanwhile, and only the
 * newest run's outcome shows.
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
  const [running, setRunning] = useState(false);
  const attempt = useRef<Attempt>({ skipped: [] });
  /** The newest run's number: an older run's outcome arriving later is dropped. */
  const newest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const latest = useRef(input);
  latest.current = input;
  const big = input.roster.length >= WORKER_FROM;
  useEffect(() => {
    if (big) groupingRunner().warm();
  }, [big]);

  const store = useCallback((next: GroupSheet) => {
    setSheet(next);
    lastByClass.set(next.classId, next);
    saveGroupSheet(browserSession(), next);
  }, []);

  const run = useCallback(
    (next: Attempt) => {
      const { roster, attributes, rules, past, className } = latest.current;
      const form = next.form ?? latest.current.form;
      attempt.current = next;
      const ticket = ++newest.current;
      const input = {
        classId,
        className,
        students: roster,
        form,
        attributes,
        rules: rules.filter((r) => !next.skipped.includes(r.id)),
        ...(next.pinned ? { pinned: next.pinned } : {}),
        pastGroupings: past,
      };
      const landed = (result: RunOutcome) => {
        if (!mounted.current || ticket !== newest.current) return;
        setRunning(false);
        if (!result.ok) {
          setProblems(result.problems);
          setAnnouncement("");
          // A fresh run that made nothing replaces the last one's groups with none (docs/product.md#groups); a
          // Regenerate's problems are this sheet's pins, so the sheet stays, to change them.
          if (!next.pinned) {
            setSheet(null);
            lastByClass.delete(classId);
          }
          return;
        }
        setProblems(null);
        store(result.sheet);
        const summary = runSummary(result.sheet, next.skipped.map(latest.current.labelOf));
        // The same words again (Regenerate) would leave the status as it is, and unread: a
        // repeat ends in a no-break space, so screen readers announce every run.
        setAnnouncement((old) => (old === summary ? `${summary}\u00a0` : summary));
      };
      const failed = (error: unknown) => {
        if (mounted.current && ticket === newest.current) setRunning(false);
        reportError(error);
      };
      // A usual class is grouped at once, here; a big one in the worker, the page free meanwhile.
      if (selectedStudents(roster, form).length < WORKER_FROM) {
        landed(runGrouping(input));
        return;
      }
      setRunning(true);
      // The spinner paints first; then the run is sent (copying a big class takes a moment).
      afterPaint(() => groupingRunner().run(input).then(landed, failed));
    },
    [classId, store],
  );

  const generate = useCallback(() => run({ skipped: [] }), [run]);
  const regenerate = useCallback(() => {
    if (sheet) {
      run({ pinned: pinsOf(sheet), skipped: [], form: formOfSheet(latest.current.form, sheet) });
    }
  }, [run, sheet]);
  const withoutRule = useCallback(
    (ruleId: string) => run({ ...attempt.current, skipped: [...attempt.current.skipped, ruleId] }),
    [run],
  );
  /** A hand move, a pin, or a saved grouping opened or saved: the sheet as it now is. */
  const change = useCallback(
    (next: GroupSheet) => {
      // The last thing the teacher did wins: a run still being worked out is dropped.
      newest.current++;
      setRunning(false);
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
    () => ({
      sheet,
      problems,
      announcement,
      running,
      generate,
      regenerate,
      withoutRule,
      change,
      open,
    }),
    [sheet, problems, announcement, running, generate, regenerate, withoutRule, change, open],
  );
}
