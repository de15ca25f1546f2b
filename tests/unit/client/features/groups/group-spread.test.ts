import { describe, expect, it } from "vitest";
import {
  attributeSpreads,
  MISSING_COLOR,
  spreadColor,
  spreadGroupText,
} from "#src/client/features/groups/model/group-spread";
import {
  DEFAULT_ATTRIBUTES,
  effectiveAttributes,
  type StudentAttributes,
} from "#src/domain/students/attributes";

const s = (color: string | null, number: number | null = 1): StudentAttributes => ({
  number,
  color,
  element: "Fire",
  shape: "Square",
});

describe("the spread chart's data", () => {
  const groups = [
    [s("Red"), s("Yellow"), s("Red")],
    [s("Red"), s(null, null), s("Yellow")],
  ];
  const spreads = attributeSpreads(groups, DEFAULT_ATTRIBUTES);
  const color = spreads.find((x) => x.name === "color");

  it("has one spread per attribute, in attribute order, with the display names", () => {
    expect(spreads.map((x) => x.name)).toEqual(["number", "color", "element", "shape"]);
    const renamed = effectiveAttributes([
      { attribute_name: "color", display_name: "Team colour", options: ["Red", "Yellow"] },
    ]);
    expect(attributeSpreads(groups, renamed)[1]?.displayName).toBe("Team colour");
  });

  it("counts each value per group, only values the class holds, N/A last", () => {
    expect(color?.values.map((v) => [v.label, v.total])).toEqual([
      ["Red", 3],
      ["Yellow", 2],
      ["N/A", 1],
    ]);
    expect(color?.groups.map((g) => [g.label, g.size, g.counts])).toEqual([
      ["Group 1", 3, [2, 1, 0]],
      ["Group 2", 3, [1, 1, 1]],
    ]);
  });

  it("measures the distance from fair shares (0 when every group mirrors the class)", () => {
    // Fair shares per group of 3: Red 1.5, Yellow 1, N/A 0.5.
    expect(color?.distance).toBeCloseTo(0.5 + 0 + 0.5 + 0.5 + 0 + 0.5);
    expect(spreads.find((x) => x.name === "element")?.distance).toBe(0);
  });

  it("describes each bar in words", () => {
    const first = color?.groups[0];
    if (!color || !first) throw new Error("no data");
    expect(spreadGroupText(color, first)).toBe("Group 1 (3 students): Red 2, Yellow 1");
  });

  it("colours the colour attribute by name and the others from the palette", () => {
    expect(spreadColor(DEFAULT_ATTRIBUTES.color, 0)).toBe("#DC2626");
    expect(spreadColor(DEFAULT_ATTRIBUTES.color, 4)).toBe(MISSING_COLOR);
    const shapes = [0, 1, 2, 3].map((i) => spreadColor(DEFAULT_ATTRIBUTES.shape, i));
    expect(new Set(shapes).size).toBe(4);
  });

  it("is empty for no groups", () => {
    expect(attributeSpreads([], DEFAULT_ATTRIBUTES)).toEqual([]);
  });
});
