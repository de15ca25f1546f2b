import { plural, t } from "@lingui/core/macro";
import type { PastGrouping } from "#src/domain/grouping/partners";
import { planGroups } from "#src/domain/grouping/plan";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import type { Said } from "#src/domain/grouping/said";
import type { Random } from "#src/domain/random";
import type { GroupRuleDto } from "#src/domain/schemas/groupings";
import type { AttributeSet } from "#src/domain/students/attributes";
import {
  type GroupForm,
  measuredAttributes,
  planOptions,
  selectedStudents,
} from "../model/group-form-state";
import { scoreGroups } from "../model/group-score";
import { type GroupSheet, type SheetStudent, sheetStudent } from "../model/group-sheet";

export type GroupingRun = {
  classId: string;
  className: string;
  students: readonly SheetStudent[];
  form: GroupForm;
  attributes: AttributeSet;
  /** The rules this run keeps (the class's rules, less any left out for this run). */
  rules?: readonly Pick<GroupRuleDto, "id" | "kind" | "student_ids">[];
  /** Regenerate: student id → the group index (0-based) the student stays in. */
  pinned?: ReadonlyMap<string, number>;
  /** New partners: the newest saved groupings' groups as student ids (empty: off). */
  pastGroupings?: readonly PastGrouping[];
  random?: Random;
  now?: Date;
};

/** A rule or pin that can't hold, with the stored rules it involves (by id). */
export type RunProblem = { message: Said; ruleIds: string[]; pins: string[] };

export type RunOutcome = { ok: true; sheet: GroupSheet } | { ok: false; problems: RunProblem[] };

/**
 * One Generate Groups: the selected students grouped by the form's method and sizes,
 * keeping every rule and pin, avoiding past partners when asked, and scored. When the rules or
 * pins can't all hold, no groups at all: the problems, each naming its rules.
 */
export function runGrouping(run: GroupingRun): RunOutcome {
  const options = planOptions(run.form, run.attributes);
  const rules = run.rules ?? [];
  options.rules = rules.map((r): GroupRule => ({ kind: r.kind, studentIds: r.student_ids }));
  const chosen = selectedStudents(run.students, run.form).map(sheetStudent);
  const ids = new Set(chosen.map((s) => s.id));
  const pinned = new Map([...(run.pinned ?? [])].filter(([id]) => ids.has(id)));
  if (pinned.size > 0) options.pinned = pinned;
  const past = run.pastGroupings ?? [];
  if (past.length > 0) options.pastGroupings = past;
  if (run.random) options.random = run.random;
  const result = planGroups(chosen, options);
  if (!result.ok) {
    return {
      ok: false,
      problems: result.problems.map((p) => ({
        message: p.message,
        ruleIds: p.rules.flatMap((i) => (rules[i] ? [rules[i].id] : [])),
        pins: p.pins,
      })),
    };
  }
  const { groups } = result;
  const balanceOn = [...run.form.balanceOn];
  const measured = measuredAttributes(run.form.method, balanceOn);
  const sheet: GroupSheet = {
    classId: run.classId,
    className: run.className,
    createdAt: (run.now ?? new Date()).toISOString(),
    method: run.form.method,
    balanceOn,
    groups,
    attributes: run.attributes,
    score: scoreGroups(groups, run.attributes, measured, run.form.method),
  };
  if (run.form.method === "same-category") sheet.category = run.form.category;
  if (pinned.size > 0) sheet.pinned = [...pinned.keys()];
  if (past.length > 0) {
    sheet.partnerRounds = past.length;
    sheet.repeatedPairs = result.repeatedPairs;
  }
  return { ok: true, sheet };
}

/** "2 repeated pairs" (New partners' count, as the results show it). */
export function repeatedPairsText(count: number): string {
  return plural(count, { one: "# repeated pair", other: "# repeated pairs" });
}

/**
 * "4 groups made from 10 students." (announced after each run), with New partners' repeats
 * and the rules left out of this run.
 */
export function runSummary(
  sheet: Pick<GroupSheet, "groups" | "repeatedPairs" | "partnerRounds">,
  leftOut: readonly string[] = [],
): string {
  const students = sheet.groups.reduce((sum, g) => sum + g.length, 0);
  const groups = sheet.groups.length;
  const parts = [
    t`${plural(groups, { one: "# group", other: "# groups" })} made from ${plural(students, {
      one: "# student",
      other: "# students",
    })}.`,
  ];
  if (sheet.partnerRounds) {
    const rounds = sheet.partnerRounds;
    const repeats = sheet.repeatedPairs?.length ?? 0;
    const pairs = repeats === 0 ? t`No repeated pairs` : repeatedPairsText(repeats);
    parts.push(
      plural(rounds, {
        one: `${pairs} from the last saved grouping.`,
        other: `${pairs} from the last # saved groupings.`,
      }),
    );
  }
  for (const rule of leftOut) parts.push(t`Made without the rule ${rule}.`);
  return parts.join(" ");
}
