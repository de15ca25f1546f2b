import { type AttributeSet, createGroups, type Random } from "../../../domain";
import {
  type GroupForm,
  groupingOptions,
  measuredAttributes,
  selectedStudents,
} from "./group-form-state";
import { scoreGroups } from "./group-score";
import { type GroupSheet, type SheetStudent, sheetStudent } from "./group-sheet";

export type GroupingRun = {
  classId: string;
  className: string;
  students: readonly SheetStudent[];
  form: GroupForm;
  attributes: AttributeSet;
  random?: Random;
  now?: Date;
};

/** One Generate Groups: the selected students grouped by the form's method, and scored. */
export function runGrouping(run: GroupingRun): GroupSheet {
  const options = groupingOptions(run.form, run.attributes);
  if (run.random) options.random = run.random;
  const chosen = selectedStudents(run.students, run.form).map(sheetStudent);
  const groups = createGroups(chosen, options);
  const balanceOn = [...run.form.balanceOn];
  const measured = measuredAttributes(run.form.method, balanceOn);
  return {
    classId: run.classId,
    className: run.className,
    createdAt: (run.now ?? new Date()).toISOString(),
    method: run.form.method,
    balanceOn,
    groups,
    attributes: run.attributes,
    score: scoreGroups(groups, run.attributes, measured, run.form.method),
  };
}

/** "4 groups made from 10 students." (announced after each run). */
export function runSummary(sheet: Pick<GroupSheet, "groups">): string {
  const students = sheet.groups.reduce((sum, g) => sum + g.length, 0);
  const groups = sheet.groups.length;
  return `${groups} ${groups === 1 ? "group" : "groups"} made from ${students} ${
    students === 1 ? "student" : "students"
  }.`;
}
