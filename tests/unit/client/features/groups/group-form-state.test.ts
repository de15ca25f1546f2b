import { describe, expect, it } from "vitest";
import {
  generateBlocker,
  groupFormReducer,
  groupingOptions,
  initialGroupForm,
  measuredAttributes,
  selectAllState,
  selectedStudents,
  selectionSummary,
} from "#src/client/features/groups/model/group-form-state";
import { ATTRIBUTE_NAMES, DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";

const kids = ["a", "b", "c"].map((id) => ({ id, name: id.toUpperCase() }));
const ids = kids.map((k) => k.id);

describe("the Groups form", () => {
  it("starts with every student selected, 4 groups, random, all attributes to balance", () => {
    expect(selectedStudents(kids, initialGroupForm)).toEqual(kids);
    expect(initialGroupForm.countText).toBe("4");
    expect(initialGroupForm.method).toBe("random");
    expect(initialGroupForm.balanceOn).toEqual(ATTRIBUTE_NAMES);
  });

  it("keeps students that load later selected (it remembers who is left out)", () => {
    const form = groupFormReducer(initialGroupForm, { type: "toggle-student", id: "b" });
    const later = [...kids, { id: "d", name: "D" }];
    expect(selectedStudents(later, form).map((k) => k.id)).toEqual(["a", "c", "d"]);
  });

  it("toggles one student off and on again", () => {
    const off = groupFormReducer(initialGroupForm, { type: "toggle-student", id: "a" });
    expect(selectedStudents(kids, off).map((k) => k.id)).toEqual(["b", "c"]);
    const on = groupFormReducer(off, { type: "toggle-student", id: "a" });
    expect(selectedStudents(kids, on)).toEqual(kids);
  });

  it("Select all clears and restores the whole selection", () => {
    const none = groupFormReducer(initialGroupForm, { type: "select-all", ids, selected: false });
    expect(selectedStudents(kids, none)).toEqual([]);
    const all = groupFormReducer(none, { type: "select-all", ids, selected: true });
    expect(selectedStudents(kids, all)).toEqual(kids);
  });

  it("Select all is checked, unchecked or mixed", () => {
    expect(selectAllState(3, 3)).toBe(true);
    expect(selectAllState(0, 3)).toBe(false);
    expect(selectAllState(2, 3)).toBe("mixed");
    expect(selectAllState(0, 0)).toBe(false);
  });

  it("counts the selection", () => {
    expect(selectionSummary(10, 12)).toBe("10 of 12 students selected");
    expect(selectionSummary(1, 1)).toBe("1 of 1 student selected");
  });

  it.each([
    ["50", "20"],
    ["0", "1"],
    ["-3", "1"],
    ["7", "7"],
    ["2.9", "2"],
    ["", "4"],
    ["abc", "4"],
  ])("clamps a typed count of %j to %j", (typed, clamped) => {
    const typedForm = groupFormReducer(initialGroupForm, { type: "count-text", text: typed });
    expect(typedForm.countText).toBe(typed);
    expect(groupFormReducer(typedForm, { type: "clamp-count" }).countText).toBe(clamped);
    expect(groupingOptions(typedForm, DEFAULT_ATTRIBUTES).count).toBe(Number(clamped));
  });

  it("toggles attributes to balance in attribute order", () => {
    let form = groupFormReducer(initialGroupForm, { type: "toggle-balance", name: "color" });
    expect(form.balanceOn).toEqual(["number", "element", "shape"]);
    form = groupFormReducer(form, { type: "toggle-balance", name: "color" });
    expect(form.balanceOn).toEqual(ATTRIBUTE_NAMES);
  });

  it("blocks Generate with no student, or Balanced with no attribute", () => {
    expect(generateBlocker(initialGroupForm, 0)).toBe("Select at least one student.");
    expect(generateBlocker(initialGroupForm, 1)).toBeNull();
    let form = groupFormReducer(initialGroupForm, { type: "method", method: "balanced" });
    for (const name of ATTRIBUTE_NAMES) {
      form = groupFormReducer(form, { type: "toggle-balance", name });
    }
    expect(generateBlocker(form, 3)).toBe("Choose at least one attribute to balance.");
    // The empty choice only matters to Balanced.
    expect(generateBlocker({ ...form, method: "diverse" }, 3)).toBeNull();
  });

  it("passes the method, category and attributes on to the grouping", () => {
    let form = groupFormReducer(initialGroupForm, { type: "method", method: "same-category" });
    form = groupFormReducer(form, { type: "category", category: "shape" });
    expect(groupingOptions(form, DEFAULT_ATTRIBUTES)).toMatchObject({
      method: "same-category",
      attribute: "shape",
      count: 4,
    });
  });

  it("measures Balanced on its attributes and every other method on all four", () => {
    expect(measuredAttributes("balanced", ["color"])).toEqual(["color"]);
    expect(measuredAttributes("diverse", ["color"])).toEqual(ATTRIBUTE_NAMES);
    expect(measuredAttributes("random", [])).toEqual(ATTRIBUTE_NAMES);
  });
});
