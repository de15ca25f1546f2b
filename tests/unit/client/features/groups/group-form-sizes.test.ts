import { describe, expect, it } from "vitest";
import {
  clampPerGroup,
  groupFormReducer,
  initialGroupForm,
  planOptions,
  sizeChoice,
  sizeRequest,
} from "#src/client/features/groups/model/group-form-state";
import { sizePreview } from "#src/client/features/groups/model/size-preview";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";

describe("the Groups form: sizes and New partners", () => {
  it("starts with Number of groups (4), 4 per group ready, New partners off over 3", () => {
    expect(initialGroupForm).toMatchObject({
      sizeMode: "groups",
      countText: "4",
      perGroupText: "4",
      avoidPartners: false,
      partnerRounds: 3,
    });
    expect(sizeRequest(initialGroupForm)).toEqual({ mode: "groups", count: 4 });
  });

  it("asks for students per group when chosen, keeping the number of groups typed", () => {
    let form = groupFormReducer(initialGroupForm, { type: "count-text", text: "6" });
    form = groupFormReducer(form, { type: "size-mode", mode: "per-group" });
    form = groupFormReducer(form, { type: "per-group-text", text: "5" });
    expect(sizeRequest(form)).toEqual({ mode: "per-group", size: 5, rule: "at-most" });
    form = groupFormReducer(form, { type: "size-mode", mode: "groups" });
    expect(sizeRequest(form)).toEqual({ mode: "groups", count: 6 });
  });

  it("Size by chooses a number of groups, or at least or at most so many per group", () => {
    expect(sizeChoice(initialGroupForm)).toBe("groups");
    let form = groupFormReducer(initialGroupForm, { type: "size-choice", choice: "at-least" });
    expect(sizeChoice(form)).toBe("at-least");
    expect(sizeRequest(form)).toEqual({ mode: "per-group", size: 4, rule: "at-least" });
    form = groupFormReducer(form, { type: "size-choice", choice: "groups" });
    expect(sizeRequest(form)).toEqual({ mode: "groups", count: 4 });
    // Back to per group: the rule chosen last.
    form = groupFormReducer(form, { type: "size-mode", mode: "per-group" });
    expect(sizeChoice(form)).toBe("at-least");
    form = groupFormReducer(form, { type: "size-choice", choice: "at-most" });
    expect(sizeRequest(form)).toEqual({ mode: "per-group", size: 4, rule: "at-most" });
  });

  it("says what the choice makes of the selected students", () => {
    const atLeast = groupFormReducer(initialGroupForm, { type: "size-choice", choice: "at-least" });
    const atMost = groupFormReducer(initialGroupForm, { type: "size-choice", choice: "at-most" });
    expect(sizePreview(atLeast, 25)).toBe("25 students: 6 groups, 1 of 5 and 5 of 4.");
    expect(sizePreview(atMost, 25)).toBe("25 students: 7 groups, 4 of 4 and 3 of 3.");
    expect(sizePreview(atLeast, 24)).toBe("24 students: 6 groups of 4.");
    expect(sizePreview(atLeast, 3)).toBe("3 students: 1 group of 3.");
    expect(sizePreview(atMost, 1)).toBe("1 student: 1 group of 1.");
    expect(sizePreview(initialGroupForm, 22)).toBe("22 students: 4 groups, 2 of 6 and 2 of 5.");
    expect(sizePreview(atLeast, 0)).toBeNull();
  });

  it.each([
    ["4", 4],
    ["0", 1],
    ["-2", 1],
    ["51", 50],
    ["3.7", 3],
    ["", 4],
    ["x", 4],
  ])("clamps %j students per group to %d on blur and on Generate", (typed, clamped) => {
    expect(clampPerGroup(typed)).toBe(clamped);
    let form = groupFormReducer(initialGroupForm, { type: "per-group-text", text: typed });
    form = groupFormReducer(form, { type: "clamp-count" });
    expect(form.perGroupText).toBe(String(clamped));
  });

  it("keeps New partners' rounds within 1..10", () => {
    const on = groupFormReducer(initialGroupForm, { type: "avoid-partners", on: true });
    expect(on.avoidPartners).toBe(true);
    expect(groupFormReducer(on, { type: "partner-rounds", rounds: 7 }).partnerRounds).toBe(7);
    expect(groupFormReducer(on, { type: "partner-rounds", rounds: 0 }).partnerRounds).toBe(1);
    expect(groupFormReducer(on, { type: "partner-rounds", rounds: 11 }).partnerRounds).toBe(10);
  });

  it("gives planGroups the method, sizes and the method's own choice", () => {
    let form = groupFormReducer(initialGroupForm, { type: "method", method: "same-category" });
    form = groupFormReducer(form, { type: "category", category: "shape" });
    form = groupFormReducer(form, { type: "size-mode", mode: "per-group" });
    expect(planOptions(form, DEFAULT_ATTRIBUTES)).toMatchObject({
      method: "same-category",
      attribute: "shape",
      sizes: { mode: "per-group", size: 4 },
    });
  });

  it("asks for New partners first only while New partners is on (decision 0020)", () => {
    expect(initialGroupForm.partnersFirst).toBe(false);
    expect(planOptions(initialGroupForm, DEFAULT_ATTRIBUTES).partnersFirst).toBe(false);
    const first = groupFormReducer(initialGroupForm, { type: "partners-first", on: true });
    expect(first.partnersFirst).toBe(true);
    // Chosen but New partners off: nothing to put first.
    expect(planOptions(first, DEFAULT_ATTRIBUTES).partnersFirst).toBe(false);
    const on = groupFormReducer(first, { type: "avoid-partners", on: true });
    expect(planOptions(on, DEFAULT_ATTRIBUTES).partnersFirst).toBe(true);
    const back = groupFormReducer(on, { type: "partners-first", on: false });
    expect(planOptions(back, DEFAULT_ATTRIBUTES).partnersFirst).toBe(false);
  });
});
