import { describe, expect, it } from "vitest";
import {
  type GroupingRun,
  runGrouping,
  runSummary,
} from "#src/client/features/groups/builder/run-grouping";
import {
  groupFormReducer,
  initialGroupForm,
} from "#src/client/features/groups/model/group-form-state";
import type { GroupingMethod } from "#src/domain/grouping/groups";
import { seededRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { english } from "../../../../support/english";

const COLORS = ["Red", "Yellow", "Green", "Purple"];
const roster = Array.from({ length: 10 }, (_, i) => ({
  id: `s${i}`,
  name: `Student ${i}`,
  number: (i % 4) + 1,
  color: COLORS[i % 4] ?? null,
  element: "Fire",
  shape: "Square",
  class_id: "c1",
}));
const outcome = (form = initialGroupForm, seed = 1, extra: Partial<GroupingRun> = {}) =>
  runGrouping({
    classId: "c1",
    className: "Period 3",
    students: roster,
    form,
    attributes: DEFAULT_ATTRIBUTES,
    random: seededRandom(seed),
    now: new Date("2026-01-02T00:00:00Z"),
    ...extra,
  });
const run = (form = initialGroupForm, seed = 1, extra: Partial<GroupingRun> = {}) => {
  const result = outcome(form, seed, extra);
  if (!result.ok) throw new Error(result.problems.map((p) => english(p.message)).join(" "));
  return result.sheet;
};

describe("Generate Groups", () => {
  it.each<GroupingMethod>(["random", "same-category", "diverse", "balanced"])(
    "%s: 10 students into 4 groups of 3, 3, 2, 2 (sizes differ by at most one), each once",
    (method) => {
      const sheet = run(groupFormReducer(initialGroupForm, { type: "method", method }));
      expect(sheet.groups.map((g) => g.length)).toEqual([3, 3, 2, 2]);
      const ids = sheet.groups.flat().map((s) => s.id);
      expect(new Set(ids).size).toBe(10);
      expect(ids.sort()).toEqual(roster.map((s) => s.id).sort());
      expect(sheet.method).toBe(method);
    },
  );

  it("leaves out students who are not selected and clamps the count", () => {
    let form = groupFormReducer(initialGroupForm, { type: "toggle-student", id: "s0" });
    form = groupFormReducer(form, { type: "count-text", text: "50" });
    const sheet = run(form);
    expect(sheet.groups).toHaveLength(9); // 20 groups asked, 9 students: one each
    expect(sheet.groups.flat().some((s) => s.id === "s0")).toBe(false);
  });

  it("keeps same values together for Group by Same Categories", () => {
    let form = groupFormReducer(initialGroupForm, { type: "method", method: "same-category" });
    form = groupFormReducer(form, { type: "category", category: "color" });
    form = groupFormReducer(form, { type: "count-text", text: "2" });
    const sheet = run(form);
    // Colours 3, 3, 2, 2 in option order, cut into 5 + 5: equal values stay side by side.
    const order = sheet.groups.flat().map((s) => COLORS.indexOf(s.color ?? ""));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(sheet.groups.map((g) => g.map((s) => s.color))).toEqual([
      ["Red", "Red", "Red", "Yellow", "Yellow"],
      ["Yellow", "Green", "Green", "Purple", "Purple"],
    ]);
  });

  it("scores the result and stores what the sheet needs", () => {
    const sheet = run(groupFormReducer(initialGroupForm, { type: "method", method: "diverse" }));
    expect(sheet.score.lowerBound).toBeLessThanOrEqual(sheet.score.score + 1e-9);
    expect(sheet.groups[0]?.[0]).not.toHaveProperty("class_id");
    expect(sheet).toMatchObject({ classId: "c1", createdAt: "2026-01-02T00:00:00.000Z" });
    expect(runSummary(sheet)).toBe("4 groups made from 10 students.");
  });
});
