import { describe, expect, it } from "vitest";
import { cardPages } from "#src/client/features/print/print-cards-page";
import {
  draftChanged,
  draftFrom,
  draftInput,
  draftReducer,
} from "#src/client/features/settings/setting-draft";
import { DEFAULT_ATTRIBUTES, effectiveAttribute } from "#src/domain/students/attributes";

/** Swatches in the attribute editor's draft (docs/decisions/0044-option-colours.md). */
describe("the draft's option colours", () => {
  it("sends no swatches while none was ever chosen (colours by name)", () => {
    const draft = draftFrom(DEFAULT_ATTRIBUTES.color);
    expect(draftInput("color", draft)).not.toHaveProperty("option_colors");
  });

  it("a chosen swatch follows its option through a rename", () => {
    let draft = draftFrom(DEFAULT_ATTRIBUTES.color);
    const purple = draft.items[3]?.key ?? -1;
    draft = draftReducer(draft, { type: "colorOption", key: purple, color: "#1e3a8a" });
    draft = draftReducer(draft, { type: "changeOption", key: purple, value: "Blue" });
    expect(draftChanged("color", draft, DEFAULT_ATTRIBUTES.color)).toBe(true);
    expect(draftInput("color", draft)).toMatchObject({
      options: ["Red", "Yellow", "Green", "Blue"],
      renames: [{ from: "Purple", to: "Blue" }],
      option_colors: { Blue: "#1e3a8a" },
    });
  });

  it("going back to the colour by name clears a stored swatch (an empty map is sent)", () => {
    const stored = effectiveAttribute("color", {
      attribute_name: "color",
      options: ["Red", "Blue"],
      option_colors: { Blue: "#1e3a8a" },
    });
    let draft = draftFrom(stored);
    expect(draft.items[1]?.color).toBe("#1e3a8a");
    draft = draftReducer(draft, {
      type: "colorOption",
      key: draft.items[1]?.key ?? -1,
      color: null,
    });
    expect(draftInput("color", draft).option_colors).toEqual({});
  });

  it("other attributes never send swatches", () => {
    expect(draftInput("shape", draftFrom(DEFAULT_ATTRIBUTES.shape))).not.toHaveProperty(
      "option_colors",
    );
  });
});

describe("student cards", () => {
  it("come eight to a page: 30 students make 4 pages, the last with 6", () => {
    const pages = cardPages(Array.from({ length: 30 }, (_, i) => i));
    expect(pages.map((p) => p.length)).toEqual([8, 8, 8, 6]);
    expect(cardPages([])).toEqual([]);
  });
});
