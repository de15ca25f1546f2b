import { Droplets, Flame, Mountain, Square, Wind } from "lucide-react";
import { describe, expect, it } from "vitest";
import { badgeIcon, colorBadgeColors } from "#src/client/components/attribute-badge";
import { effectiveAttribute } from "#src/domain/students/attributes";
import { FALLBACK_COLORS, SWATCH_CHOICES } from "#src/domain/students/option-colors";
import { relativeLuminance } from "#src/domain/wheel/colors";

const contrast = (a: string, b: string) => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
};

describe("attribute badges", () => {
  it("colours the four colours (any case) and other colour names, never gray for a new one", () => {
    expect(colorBadgeColors("Red").background).toBe("#dc2626");
    expect(colorBadgeColors("yellow")).toEqual({
      background: "#eab308",
      text: "#000000",
      outline: false,
    });
    expect(colorBadgeColors(" GREEN ").background).toBe("#16a34a");
    expect(colorBadgeColors("Purple").background).toBe("#9333ea");
    expect(colorBadgeColors("Orange").background).toBe("#ea580c");
    expect(colorBadgeColors("Blue").background).toBe("#2563eb");
    expect(colorBadgeColors("Team A").background).toBe(FALLBACK_COLORS[0]);
    expect(colorBadgeColors("White").outline).toBe(true);
  });

  it("uses the swatch the teacher chose, kept when Purple is renamed Blue", () => {
    const color = effectiveAttribute("color", {
      attribute_name: "color",
      options: ["Red", "Yellow", "Green", "Blue"],
      option_colors: { Blue: "#4a044e" },
    });
    expect(colorBadgeColors("Blue", color)).toEqual({
      background: "#4a044e",
      text: "#ffffff",
      outline: false,
    });
  });

  it("keeps every badge's text at AA contrast", () => {
    const labels = [...SWATCH_CHOICES.map((c) => c.name), "Team A", "Team B", "Team C"];
    for (const label of labels) {
      const { background, text } = colorBadgeColors(label, {
        options: ["Team A", "Team B", "Team C"],
      });
      expect(contrast(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("gives elements and shapes their icons, by label", () => {
    expect(badgeIcon("element", "Fire")).toBe(Flame);
    expect(badgeIcon("element", "water")).toBe(Droplets);
    expect(badgeIcon("element", "Earth")).toBe(Mountain);
    expect(badgeIcon("element", "Air")).toBe(Wind);
    expect(badgeIcon("shape", "Square")).toBe(Square);
    expect(badgeIcon("element", "Lightning")).toBeNull();
    expect(badgeIcon("color", "Red")).toBeNull();
  });
});
