import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS, effectiveAttribute } from "#src/domain/students/attributes";
import {
  COLOR_PRESETS,
  FALLBACK_COLORS,
  isHexColor,
  keepOptionColors,
  nextOptionColors,
  optionColor,
  presetColor,
  SWATCH_CHOICES,
  swatchNeedsOutline,
  swatchTextColor,
} from "#src/domain/students/option-colors";
import { contrastRatio } from "#src/domain/wheel/labels";

const hex = fc
  .tuple(
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
    fc.integer({ min: 0, max: 255 }),
  )
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`);

describe("option colours: presets by name (docs/decisions/0044-option-colours.md)", () => {
  it("presets the four defaults and the common colour names, in any case", () => {
    for (const option of DEFAULT_OPTIONS.color) expect(presetColor(option)).not.toBeNull();
    expect(presetColor("Blue")).toBe("#2563eb");
    expect(presetColor(" ORANGE ")).toBe("#ea580c");
    expect(presetColor("pink")).toBe(COLOR_PRESETS.pink);
    expect(presetColor("Brown")).toBe(COLOR_PRESETS.brown);
    expect(presetColor("black")).toBe(COLOR_PRESETS.black);
    expect(presetColor("White")).toBe("#ffffff");
    expect(presetColor("Grey")).toBe(presetColor("gray"));
    expect(presetColor("Team A")).toBeNull();
    expect(presetColor("constructor")).toBeNull();
    expect(presetColor("__proto__")).toBeNull();
  });

  it("matches whatever the case and spacing of the name", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(COLOR_PRESETS)),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        fc.constantFrom("", " ", "  "),
        (name, upper, pad) => {
          const cased = [...name].map((c, i) => (upper[i % 12] ? c.toUpperCase() : c)).join("");
          expect(presetColor(`${pad}${cased}${pad}`)).toBe(COLOR_PRESETS[name]);
        },
      ),
    );
  });

  it("a chosen swatch wins over the name; a name with no preset takes a fallback by position", () => {
    expect(optionColor("Blue", ["Blue"], { Blue: "#FF00AA" })).toBe("#ff00aa");
    expect(optionColor("Blue", ["Blue"], {})).toBe("#2563eb");
    expect(optionColor("Team A", ["Team A", "Team B"])).toBe(FALLBACK_COLORS[0]);
    expect(optionColor("Team B", ["Team A", "Team B"])).toBe(FALLBACK_COLORS[1]);
    expect(optionColor("Blue", ["Blue"], { Blue: "not a colour" })).toBe("#2563eb");
  });

  it("every option gets a valid colour, never the old grey for an unknown name", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 20 }),
        (options) => {
          for (const option of options) {
            const color = optionColor(option, options);
            expect(isHexColor(color)).toBe(true);
          }
        },
      ),
    );
  });
});

describe("option colours: readable text", () => {
  it("puts black or white text on any swatch at 4.5:1 or more", () => {
    fc.assert(
      fc.property(hex, (background) => {
        expect(contrastRatio(background, swatchTextColor(background))).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });

  it("picks white on dark swatches and black on light ones", () => {
    expect(swatchTextColor("#111827")).toBe("#ffffff");
    expect(swatchTextColor("#ffffff")).toBe("#000000");
    expect(swatchTextColor("#eab308")).toBe("#000000");
    expect(swatchTextColor("#2563eb")).toBe("#ffffff");
    for (const { color } of SWATCH_CHOICES) {
      expect(contrastRatio(color, swatchTextColor(color))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("outlines swatches too pale for white paper", () => {
    expect(swatchNeedsOutline("#ffffff")).toBe(true);
    expect(swatchNeedsOutline("#cbd5e1")).toBe(true);
    expect(swatchNeedsOutline("#2563eb")).toBe(false);
  });
});

describe("option colours: what a save keeps", () => {
  it("keeps valid colours of existing options only, lowercased, labels trimmed", () => {
    expect(
      keepOptionColors(["Red", "Blue"], { " Red ": "#AA0000", Blue: "blue", Gone: "#000000" }),
    ).toEqual({ Red: "#aa0000" });
    expect(keepOptionColors(["Red"], null)).toEqual({});
  });

  it("carries the stored swatches over renames when none are sent", () => {
    const stored = { Purple: "#123456", Red: "#aa0000" };
    expect(nextOptionColors(["Red", "Blue"], undefined, stored, { Purple: "Blue" })).toEqual({
      Red: "#aa0000",
      Blue: "#123456",
    });
    // Sent swatches replace the stored ones (an empty map goes back to colours by name).
    expect(nextOptionColors(["Red", "Blue"], {}, stored, { Purple: "Blue" })).toEqual({});
    expect(nextOptionColors(["Red"], { Red: "#00ff00" }, stored)).toEqual({ Red: "#00ff00" });
  });

  it("a renamed Purple with no swatch turns the blue of its new name", () => {
    const renamed = effectiveAttribute("color", {
      attribute_name: "color",
      options: ["Red", "Yellow", "Green", "Blue"],
    });
    expect(optionColor("Blue", renamed.options, renamed.optionColors)).toBe("#2563eb");
    const chosen = effectiveAttribute("color", {
      attribute_name: "color",
      options: ["Red", "Yellow", "Green", "Blue"],
      option_colors: { Blue: "#9333ea", Gone: "#000000" },
    });
    expect(chosen.optionColors).toEqual({ Blue: "#9333ea" });
    expect(optionColor("Blue", chosen.options, chosen.optionColors)).toBe("#9333ea");
  });

  it("only the colour attribute has swatches", () => {
    const shape = effectiveAttribute("shape", {
      attribute_name: "shape",
      option_colors: { Square: "#000000" },
    });
    expect(shape.optionColors).toBeUndefined();
  });
});
