import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EXPLAIN_LENGTH,
  type ExplainContext,
  type ExplainStudent,
  explainGroup as explainIn,
} from "#src/domain/grouping/explain";
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { DEFAULT_ATTRIBUTES, effectiveAttributes } from "#src/domain/students/attributes";
import { english } from "../../../support/english";

/** The line in English, as a page in English says it. */
const explainGroup = (group: readonly ExplainStudent[], context: ExplainContext) =>
  explainIn(group, context, english);

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
      "Mixes the numbers 1 to 4, three colors, two elements and four shapes",
    );
    // What every member shares is said as the value, after what the group mixes.
    expect(explainGroup([ava, cy], diverse)).toBe(
      "Mixes the numbers 1 and 3, two colors and two shapes; all Fire",
    );
    expect(explainGroup([ava, eve], { ...diverse, names: ["number", "element"] })).toBe(
      "Mixes the numbers 1 and 2; all Fire",
    );
    // One value that a member lacks is neither a mix nor shared by all: nothing is claimed.
    expect(explainGroup([ava, kid("x", null, "Red")], { ...diverse, names: ["number"] })).toBe(
      "Picked at random",
    );
    expect(explainGroup([ava, kid("x", null, "Red")], diverse)).toBe("All Red");
    expect(explainGroup([ben, eve], { ...diverse, names: ["number", "color"] })).toBe(
      "Mixes two colors; all number 2",
    );
  });

  it("reads as a sentence: sorted values, a list with 'and', counts in words", () => {
    // Members in any order: the numbers come sorted, and the last item joins with "and".
    expect(explainGroup([dee, ava, ben], { ...diverse, names: ["number", "color"] })).toBe(
      "Mixes the numbers 1, 2 and 4 and two colors",
    );
    expect(explainGroup([dee, ava], { ...diverse, names: ["number", "shape"] })).toBe(
      "Mixes the numbers 1 and 4 and two shapes",
    );
    expect(explainGroup([cy, ben, ava], { ...diverse, names: ["number"] })).toBe(
      "Mixes the numbers 1 to 3",
    );
    const elevenColors = effectiveAttributes([
      {
        attribute_name: "color",
        options: ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"],
      },
    ]);
    const rainbow = "ABCDEFGHIJK".split("").map((c) => kid(`k${c}`, 1, c));
    const context: ExplainContext = { ...diverse, attributes: elevenColors, names: ["color"] };
    expect(explainGroup(rainbow.slice(0, 10), context)).toBe("Mixes ten colors");
    expect(explainGroup(rainbow, context)).toBe("Mixes 11 colors");
  });

  it("uses the teacher's names for attributes and number labels", () => {
    const attributes = effectiveAttributes([
      { attribute_name: "color", display_name: "House" },
      { attribute_name: "number", display_name: "Level", options: ["Low", "Mid", "High"] },
    ]);
    const context: ExplainContext = { ...diverse, attributes, names: ["number", "color"] };
    expect(explainGroup([ava, ben, cy], context)).toBe(
      "Mixes the levels Low to High and three houses",
    );
    expect(explainGroup([ava, cy], context)).toBe("Mixes the levels Low and High and two houses");
    const shared: ExplainContext = { ...context, names: ["number"] };
    expect(explainGroup([ben, eve], shared)).toBe("All level Mid");
    // A name that is not one capitalised word is kept as the teacher wrote it.
    const named = effectiveAttributes([{ attribute_name: "shape", display_name: "IB Team" }]);
    expect(explainGroup([ava, ben], { ...diverse, attributes: named, names: ["shape"] })).toBe(
      "Mixes two IB Teams",
    );
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
      "Picked at random; mixes two colors",
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
      "Mixes two colors; keeps Ava apart from Ben, Cy with Dee",
    );
    const three: GroupRule[] = [{ kind: "keep-together", studentIds: ["ava", "cy", "dee"] }];
    expect(explainGroup([ava, cy, dee], { ...context, rules: three })).toBe(
      "Mixes two colors; keeps Ava, Cy and Dee together",
    );
  });

  it("says which rules a hand-made group breaks", () => {
    const rules: GroupRule[] = [
      { kind: "keep-apart", studentIds: ["ava", "ben"] },
      { kind: "keep-together", studentIds: ["cy", "dee"] },
    ];
    const context = { ...diverse, names: ["color"] as const, rules };
    expect(explainGroup([ava, ben, cy], context)).toBe(
      "Mixes three colors; breaks: Ava and Ben should be apart, Cy should be with Dee",
    );
  });

  it("leaves out rule students absent from the grouping", () => {
    const rules: GroupRule[] = [
      { kind: "keep-together", studentIds: ["cy", "dee"] },
      { kind: "keep-apart", studentIds: ["ava", "ben"] },
    ];
    const placed = new Set(["ava", "cy", "eve"]);
    const context = { ...diverse, names: ["color"] as const, rules, placed };
    expect(explainGroup([ava, cy], context)).toBe("Mixes two colors");
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
      "Mixes the numbers 1 to 4; all Red, Fire and Square; keeps 2 rules; 51 new partners, 15 repeated pairs",
    );
  });

  it("falls back to counts when the values would not fit on the card", () => {
    const long = effectiveAttributes([
      {
        attribute_name: "number",
        options: [
          "Early readers (level A)",
          "Developing readers (level B)",
          "Confident (level C)",
          "Fluent (level D)",
        ],
      },
    ]);
    const context: ExplainContext = { ...diverse, attributes: long };
    // Whole: "Mixes the numbers Early readers (level A), Developing readers (level B) and ..." is
    // over the card's length, so the numbers are counted like the rest.
    expect(explainGroup([ava, ben, dee], context)).toBe(
      "Mixes three numbers, two colors, two elements and three shapes",
    );
  });

  const WORDS = ["one", "two", "three", "four"];
  const member = fc.record({
    number: fc.option(fc.integer({ min: 1, max: 4 })),
    color: fc.option(fc.constantFrom("Red", "Yellow", "Green", "Purple")),
    element: fc.option(fc.constantFrom("Fire", "Water", "Earth", "Air")),
    shape: fc.option(fc.constantFrom("Square", "Circle", "Triangle", "Diamond")),
  });

  it("says each attribute's mix truly, in a sentence, for any group (property)", () => {
    fc.assert(
      fc.property(fc.array(member, { minLength: 1, maxLength: 12 }), (values) => {
        const group = values.map((v, i) => ({ id: `s${i}`, name: `S${i}`, ...v }));
        const line = explainGroup(group, diverse);
        expect(line.length).toBeLessThanOrEqual(EXPLAIN_LENGTH);
        const [mixes = ""] = line.split("; ");
        // A list ends with "and", never with a bare comma; counts of four and under in words.
        const last = mixes.lastIndexOf(",");
        if (last >= 0) expect(mixes.slice(last)).toContain(" and ");
        expect(line).not.toMatch(/\b\d+ (colors|elements|shapes)\b/);
        for (const name of ["color", "element", "shape"] as const) {
          const distinct = new Set(group.flatMap((s) => s[name] ?? [])).size;
          if (distinct >= 2) expect(mixes).toContain(`${WORDS[distinct - 1]} ${name}s`);
          else expect(mixes).not.toContain(`${name}s`);
        }
        const numbers = [...new Set(group.flatMap((s) => s.number ?? []))].sort((a, b) => a - b);
        const listed = /the numbers ((?:\d+(?:, | and | to ))*\d+)/.exec(line)?.[1];
        if (numbers.length >= 2) {
          const said = (listed ?? "").match(/\d+/g)?.map(Number) ?? [];
          const range = listed?.includes(" to ");
          // Sorted, and the group's own numbers: all of them, or the ends of a run.
          expect(said).toEqual(range ? [numbers[0], numbers[numbers.length - 1]] : numbers);
        } else expect(listed).toBeUndefined();
      }),
    );
  });
});
