import {
  BADGE_COLORS,
  badgeIcon,
  colorBadgeColors,
  GRAY_BADGE,
} from "@src/client/components/attribute-badge";
import { relativeLuminance } from "@src/domain/wheel/colors";
import { Droplets, Flame, Mountain, Square, Wind } from "lucide-react";
import { describe, expect, it } from "vitest";

const contrast = (a: string, b: string) => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
};

describe("attribute badges", () => {
  it("colours the four colours (any case) and shows other names gray", () => {
    expect(colorBadgeColors("Red").background).toBe("#DC2626");
    expect(colorBadgeColors("yellow")).toEqual({ background: "#EAB308", text: "#0F172A" });
    expect(colorBadgeColors(" GREEN ").background).toBe("#16A34A");
    expect(colorBadgeColors("Purple").background).toBe("#9333EA");
    expect(colorBadgeColors("Teal")).toEqual(GRAY_BADGE);
  });

  it("keeps every badge's text at AA contrast", () => {
    for (const { background, text } of [...Object.values(BADGE_COLORS), GRAY_BADGE]) {
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
