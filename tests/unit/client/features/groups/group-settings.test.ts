import { describe, expect, it } from "vitest";
import { formOfSheet } from "#src/client/features/groups/builder/use-group-run";
import { initialGroupForm } from "#src/client/features/groups/model/group-form-state";
import {
  formWithSettings,
  settingsKey,
  settingsOfForm,
} from "#src/client/features/groups/model/group-settings";
import type { GroupSheet } from "#src/client/features/groups/model/group-sheet";
import { DEFAULT_GROUP_SETTINGS, groupSettingsInput } from "#src/domain/schemas/group-settings";

describe("the Groups form's remembered choices", () => {
  it("are the API's defaults for a fresh form, and come back as they were stored", () => {
    expect(settingsOfForm(initialGroupForm)).toEqual(DEFAULT_GROUP_SETTINGS);
    const chosen = {
      ...DEFAULT_GROUP_SETTINGS,
      method: "same-category" as const,
      category: "element" as const,
      size_mode: "per-group" as const,
      per_group: 5,
      per_group_rule: "at-least" as const,
      avoid_partners: true,
    };
    const form = formWithSettings({ ...initialGroupForm, excluded: new Set(["a"]) }, chosen);
    expect(settingsOfForm(form)).toEqual(chosen);
    expect(form.excluded).toEqual(new Set(["a"]));
    expect(groupSettingsInput.parse(settingsOfForm(form))).toEqual(chosen);
    expect(settingsKey(chosen)).not.toBe(settingsKey(DEFAULT_GROUP_SETTINGS));
    expect(settingsKey(chosen)).not.toBe(settingsKey({ ...chosen, per_group_rule: "at-most" }));
  });

  it("read choices stored before at least or at most existed as at most", () => {
    const { per_group_rule: _, ...older } = { ...DEFAULT_GROUP_SETTINGS, size_mode: "per-group" };
    const settings = groupSettingsInput.parse(older);
    expect(settings.per_group_rule).toBe("at-most");
    expect(formWithSettings(initialGroupForm, settings).perGroupRule).toBe("at-most");
    expect(groupSettingsInput.safeParse({ ...older, per_group_rule: "about" }).success).toBe(false);
  });

  it("store typed numbers clamped", () => {
    const form = { ...initialGroupForm, countText: "99", perGroupText: "" };
    expect(settingsOfForm(form)).toMatchObject({ group_count: 20, per_group: 4 });
  });
});

describe("Regenerate's form", () => {
  it("is the sheet's method, category and number of groups, whatever the form says now", () => {
    const sheet = {
      method: "same-category",
      category: "shape",
      balanceOn: [],
      groups: [[], [], [], [], []],
      attributes: {},
    } as unknown as GroupSheet;
    const form = formOfSheet({ ...initialGroupForm, sizeMode: "per-group" }, sheet);
    expect(form).toMatchObject({
      method: "same-category",
      category: "shape",
      sizeMode: "groups",
      countText: "5",
    });
  });
});
