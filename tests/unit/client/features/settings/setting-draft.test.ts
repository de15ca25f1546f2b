import { describe, expect, it } from "vitest";
import {
  displayNameRequired,
  draftChanged,
  draftErrors,
  draftFrom,
  draftInput,
  draftOptions,
  draftReducer,
  draftRenames,
  droppedWarning,
  optionsDroppedBy,
  removalNeedsConfirm,
  type SettingDraft,
} from "#src/client/features/settings/setting-draft";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";

const color = () => draftFrom(DEFAULT_ATTRIBUTES.color);
const keyOf = (draft: SettingDraft, value: string) => {
  const item = draft.items.find((i) => i.value === value);
  if (!item) throw new Error(`no option ${value}`);
  return item.key;
};

describe("attribute editor draft", () => {
  it("starts from the effective definition", () => {
    const draft = draftFrom(
      effectiveAttributes([
        {
          attribute_name: "color",
          display_name: "House",
          description: "Team",
          options: ["A", "B"],
          show_to_students: false,
        },
      ]).color,
    );
    expect(draft).toMatchObject({
      displayName: "House",
      description: "Team",
      showToStudents: false,
    });
    expect(draftOptions(draft)).toEqual(["A", "B"]);
    expect(draftErrors(draft)).toEqual([]);
  });

  it("an option edited in place is a rename; unchanged ones are not", () => {
    let draft = color();
    draft = draftReducer(draft, {
      type: "changeOption",
      key: keyOf(draft, "Red"),
      value: " Crimson ",
    });
    expect(draftOptions(draft)).toEqual(["Crimson", "Yellow", "Green", "Purple"]);
    expect(draftRenames(draft)).toEqual([{ from: "Red", to: "Crimson" }]);
    expect(draftInput("color", draft)).toEqual({
      attribute_name: "color",
      display_name: "Color",
      description: null,
      options: ["Crimson", "Yellow", "Green", "Purple"],
      show_to_students: true,
      renames: [{ from: "Red", to: "Crimson" }],
    });
  });

  it("renaming back to the original is no rename, and no renames means no field", () => {
    let draft = color();
    const key = keyOf(draft, "Red");
    draft = draftReducer(draft, { type: "changeOption", key, value: "Rose" });
    draft = draftReducer(draft, { type: "changeOption", key, value: "Red" });
    expect(draftRenames(draft)).toEqual([]);
    expect(draftInput("color", draft)).not.toHaveProperty("renames");
  });

  it("adds, removes and reorders options; added options need no confirmation", () => {
    let draft = color();
    draft = draftReducer(draft, { type: "addOption" });
    const added = draft.items.at(-1);
    expect(added).toMatchObject({ original: null, value: "" });
    expect(draftErrors(draft)).toEqual(["Options cannot be blank"]);
    draft = draftReducer(draft, { type: "changeOption", key: added?.key ?? -1, value: "Blue" });
    expect(added && removalNeedsConfirm(added)).toBe(false);
    expect(removalNeedsConfirm(draft.items[0] as never)).toBe(true);
    draft = draftReducer(draft, { type: "removeOption", key: keyOf(draft, "Yellow") });
    draft = draftReducer(draft, { type: "moveOption", key: keyOf(draft, "Blue"), offset: -1 });
    expect(draftOptions(draft)).toEqual(["Red", "Green", "Blue", "Purple"]);
    const first = keyOf(draft, "Red");
    expect(draftReducer(draft, { type: "moveOption", key: first, offset: -1 })).toBe(draft);
    draft = draftReducer(draft, { type: "addOption" });
    expect(new Set(draft.items.map((i) => i.key)).size).toBe(draft.items.length);
  });

  it("shows the docs/product.md#attributes rules and a blank display name", () => {
    let draft = draftReducer(color(), { type: "displayName", value: "  " });
    draft = draftReducer(draft, {
      type: "changeOption",
      key: keyOf(draft, "Yellow"),
      value: "red",
    });
    expect(draftErrors(draft)).toEqual([
      displayNameRequired(),
      'Options must be unique: "red" appears more than once',
    ]);
    let short = color();
    for (const value of ["Yellow", "Green", "Purple"]) {
      short = draftReducer(short, { type: "removeOption", key: keyOf(short, value) });
    }
    expect(draftErrors(short)).toEqual(["At least 2 options are required"]);
  });

  it("keeps the description trimmed or null and the switch", () => {
    let draft = draftReducer(color(), { type: "description", value: "  For teams " });
    draft = draftReducer(draft, { type: "showToStudents", value: false });
    expect(draftInput("color", draft)).toMatchObject({
      description: "For teams",
      show_to_students: false,
    });
  });

  it("reloading after a conflict replaces the draft with the stored setting, reusing no key", () => {
    let draft = color();
    draft = draftReducer(draft, { type: "displayName", value: "Mine" });
    draft = draftReducer(draft, { type: "changeOption", key: keyOf(draft, "Red"), value: "Rose" });
    draft = draftReducer(draft, { type: "addOption" });
    const oldKeys = new Set(draft.items.map((i) => i.key));
    const stored = effectiveAttributes([
      {
        attribute_name: "color",
        display_name: "House",
        description: "Theirs",
        options: ["Scarlet", "Gold", "Jade"],
        show_to_students: false,
      },
    ]).color;
    const reloaded = draftReducer(draft, { type: "load", definition: stored });
    expect(reloaded).toMatchObject({
      displayName: "House",
      description: "Theirs",
      showToStudents: false,
    });
    expect(reloaded.items.map((i) => [i.original, i.value])).toEqual([
      ["Scarlet", "Scarlet"],
      ["Gold", "Gold"],
      ["Jade", "Jade"],
    ]);
    expect(reloaded.items.some((i) => oldKeys.has(i.key))).toBe(false);
    expect(reloaded.nextKey).toBeGreaterThan(Math.max(...reloaded.items.map((i) => i.key)));
    // Renames are then made from the stored labels, not from the ones the edit started with.
    const renamed = draftReducer(reloaded, {
      type: "changeOption",
      key: keyOf(reloaded, "Gold"),
      value: "Amber",
    });
    expect(draftInput("color", renamed)).toMatchObject({
      display_name: "House",
      options: ["Scarlet", "Amber", "Jade"],
      renames: [{ from: "Gold", to: "Amber" }],
    });
  });
});

describe("Keep my changes over a change made elsewhere", () => {
  // The draft started from Red, Yellow, Green, Purple; elsewhere Red became Scarlet and Pink
  // was added; the teacher renamed Yellow to Gold.
  const stored = ["Scarlet", "Yellow", "Green", "Purple", "Pink"];
  const mine = () => {
    let draft = color();
    draft = draftReducer(draft, {
      type: "changeOption",
      key: keyOf(draft, "Yellow"),
      value: "Gold",
    });
    return draft;
  };

  it("names the stored options the save would remove: not kept, not renamed", () => {
    expect(optionsDroppedBy(mine(), stored)).toEqual(["Scarlet", "Pink"]);
  });

  it("names nothing once the teacher adds them back, or when nothing was kept over", () => {
    let draft = mine();
    for (const value of ["Scarlet", "Pink"]) {
      draft = draftReducer(draft, { type: "addOption" });
      draft = draftReducer(draft, { type: "changeOption", key: draft.nextKey - 1, value });
    }
    expect(optionsDroppedBy(draft, stored)).toEqual([]);
    expect(optionsDroppedBy(mine(), [])).toEqual([]);
  });

  it("says it in one sentence, singular or plural", () => {
    expect(droppedWarning([])).toBe("");
    expect(droppedWarning(["Scarlet"])).toBe(
      "Saving your version removes the option Scarlet. Students who have it will lose that value.",
    );
    expect(droppedWarning(["Scarlet", "Pink"])).toBe(
      "Saving your version removes the options Scarlet, Pink. Students who have them will lose that value.",
    );
  });
});

describe("draftChanged (what leaving an attribute's form would lose)", () => {
  it("is whatever the draft would save differently, and not a change undone", () => {
    const from = DEFAULT_ATTRIBUTES.color;
    const draft = color();
    expect(draftChanged("color", draft, from)).toBe(false);
    const renamed = draftReducer(draft, { type: "displayName", value: "House" });
    expect(draftChanged("color", renamed, from)).toBe(true);
    const undone = draftReducer(renamed, { type: "displayName", value: " Color " });
    expect(draftChanged("color", undone, from)).toBe(false);
    const crimson = draftReducer(draft, {
      type: "changeOption",
      key: keyOf(draft, "Red"),
      value: "Crimson",
    });
    expect(draftChanged("color", crimson, from)).toBe(true);
  });
});
