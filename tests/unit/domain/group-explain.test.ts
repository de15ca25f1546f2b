import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "@src/domain/attributes";
import {
  EXPLAIN_LENGTH,
  type ExplainContext,
  type ExplainStudent,
  explainGroup,
} from "@src/domain/group-explain";
import type { GroupRule } from "@src/domain/group-rule-types";
import { describe, expect, it } from "vitest";

const kid = (
  id: string,
  number: number | null,
  color: string | null,
  element: string | null = null,
  shape: string | null = null,
): ExplainStudent => ({
  id,
  name: id[0]?.toUpperCase() + id.slice(1),
  number,
  color,
  element,
  shape,
});

const ava = kid("ava", 1, "Red", "Fire", "Square");
const ben = kid("ben", 2, "Yellow", "Water", "Circle");
const cy = kid("cy", 3, "Green", "Fire", "Triangle");
const dee = kid("dee", 4, "Red", "Water", "Diamond");
const eve = kid("eve", 2, "Purple", "Fire", "Square");
const names = new Map([ava, ben, cy, dee, eve].map((s) => [s.id, s.name]));

const diverse: ExplainContext = {
  attributes: DEFAULT_ATTRIBUTES,
  names: ["number", "color", "element", "shape"],
  method: "diverse",
  nameOf: names,
};

describe("explainGroup", () => {
  it("says what a diverse group mixes", () => {
    expect(explainGroup([ava, ben, cy, dee], diverse)).toBe(
      "Mixes numbers 1-4, 3 colors, 2 elements, 4 shapes",
    );
    expect(explainGroup([ava, cy], diverse)).toBe(
      "Mixes numbers 1, 3, 2 colors, 1 element, 2 shapes",
    );
    expect(explainGroup([ava, kid("x", null, "Red")], { ...diverse, names: ["number"] })).toBe(
      "Mixes number 1",
    );
  });

  it("uses the teacher's names for attributes and number labels", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", display_name: "House" },
      { attribute_name: "number", display_name: "Level", options: ["Low", "Mid", "High"] },
    ]);
    const context: ExplainContext = { ...diverse, attributes, names: ["number", "color"] };
    expect(explainGroup([ava, ben, cy], context)).toBe("Mixes levels Low-High, 3 houses");
  });

  it("says what a same-category group shares", () => {
    const same: ExplainContext = { ...diverse, method: "same-category", names: ["color"] };
    expect(explainGroup([ava, dee], same)).toBe("All Red");
    expect(explainGroup([ava, dee, ben], same)).toBe("Mostly Red (2 of 3)");
    const byNumber: ExplainContext = { ...same, names: ["number"] };
    expect(explainGroup([ben, eve], byNumber)).toBe("All number 2");
    expect(explainGroup([kid("x", null, null), kid("y", null, null)], same)).toBe(
      "All with no color",
    );
  });

  it("is honest about random groups", () => {
    const random: ExplainContext = { ...diverse, method: "random", names: [] };
    expect(explainGroup([ava, ben], random)).toBe("Picked at random");
    expect(explainGroup([ava, ben], { ...random, names: ["color"] })).toBe(
      "Picked at random; mixes 2 colors",
    );
    // Balanced on attributes nobody has: nothing to mix.
    const none = [kid("x", null, null), kid("y", null, null)];
    expect(explainGroup(none, { ...diverse, method: "balanced" })).toBe("Picked at random");
  });

  it("names the rules the group keeps, with names of students elsewhere", () => {
    const rules: GroupRule[] = [
      { kind: "keep-apart", studentIds: ["ava", "ben"] },
      { kind: "keep-together", studentIds: ["cy", "dee"] },
      { kind: "keep-apart", studentIds: ["eve", "ben"] }, // nobody of it in the group
    ];
    const context = { ...diverse, names: ["color"] as const, rules };
    expect(explainGroup([ava, cy, dee], context)).toBe(
      "Mixes 2 colors; keeps Ava apart from Ben, Cy with Dee",
    );
    const three: GroupRule[] = [{ kind: "keep-together", studentIds: ["ava", "cy", "dee"] }];
    expect(explainGroup([ava, cy, dee], { ...context, rules: three })).toBe(
      "Mixes 2 colors; keeps Ava, Cy and Dee together",
    );
  });

  it("says which rules a hand-made group breaks", () => {
    const rules: GroupRule[] = [
      { kind: "keep-apart", studentIds: ["ava", "ben"] },
      { kind: "keep-together", studentIds: ["cy", "dee"] },
    ];
    const context = { ...diverse, names: ["color"] as const, rules };
    expect(explainGroup([ava, ben, cy], context)).toBe(
      "Mixes 3 colors; breaks: Ava and Ben should be apart, Cy should be with Dee",
    );
  });

  it("leaves out rule students absent from the grouping", () => {
    const rules: GroupRule[] = [
      { kind: "keep-together", studentIds: ["cy", "dee"] },
      { kind: "keep-apart", studentIds: ["ava", "ben"] },
    ];
    const placed = new Set(["ava", "cy", "eve"]);
    const context = { ...diverse, names: ["color"] as const, rules, placed };
    expect(explainGroup([ava, cy], context)).toBe("Mixes 2 colors");
  });

  it("counts new partners and names repeated pairs", () => {
    const context = { ...diverse, names: [] as const, method: "random" as const };
    const past = [
      [
        ["ava", "ben"],
        ["cy", "dee"],
      ],
      [["ava", "eve", "zed"]],
    ];
    expect(explainGroup([ava, cy, eve], { ...context, pastGroupings: past })).toBe(
      "Picked at random; 1 repeated pair: Ava & Eve",
    );
    expect(explainGroup([ben, cy, eve], { ...context, pastGroupings: past })).toBe(
      "Picked at random; 3 new partners",
    );
    expect(explainGroup([ava, ben, cy, dee], { ...context, pastGroupings: past })).toBe(
      "Picked at random; 2 repeated pairs: Ava & Ben, Cy & Dee",
    );
    expect(explainGroup([ava, ben], { ...context, pastGroupings: [] })).toBe("Picked at random");
  });

  it("stays short enough for a card, rules and pairs becoming counts", () => {
    const big = Array.from({ length: 12 }, (_, i) =>
      kid(`student-with-a-long-name-${i}`, 1 + (i % 4), "Red", "Fire", "Square"),
    );
    const ids = big.map((s) => s.id);
    const rules: GroupRule[] = [
      { kind: "keep-together", studentIds: ids.slice(0, 6) },
      { kind: "keep-together", studentIds: ids.slice(6) },
    ];
    const past = [[ids.slice(0, 6)]];
    const line = explainGroup(big, { ...diverse, rules, pastGroupings: past });
    expect(line.length).toBeLessThanOrEqual(EXPLAIN_LENGTH);
    expect(line).toBe(
      "Mixes numbers 1-4, 1 color, 1 element, 1 shape; keeps 2 rules; 51 new partners, 15 repeated pairs",
    );
  });
});
