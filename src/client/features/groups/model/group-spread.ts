import { plural, t } from "@lingui/core/macro";
import { attributeNameText, optionText } from "#src/client/i18n/attribute-words";
import { numberText, plainListText } from "#src/client/i18n/format";
import {
  ATTRIBUTE_NAMES,
  type AttributeDefinition,
  type AttributeName,
  type AttributeSet,
  NOT_AVAILABLE,
  type StudentAttributes,
  valueIndex,
} from "#src/domain/students/attributes";

/**
 * The data of the per-attribute spread chart: for each attribute, how many students of each
 * value every group holds, next to the fair share (the group's size times the value's share of
 * the class), and the attribute's distance from those fair shares.
 */
/** A value's stored label (its key) and its text as shown ("Rojo" for "Red" in Spanish). */
export type SpreadValue = { label: string; text: string; color: string; total: number };
export type SpreadGroup = { label: string; size: number; counts: number[] };
export type AttributeSpread = {
  name: AttributeName;
  /** The attribute's name as shown: the app's in the teacher's language, or theirs as typed. */
  displayName: string;
  values: SpreadValue[];
  groups: SpreadGroup[];
  /** Σ over groups and values of |count − fair share|; 0 means every group mirrors the class. */
  distance: number;
};

/** Chart colours: the attribute colours of the design (src/client/styles.css), then a categorical palette. */
const NAMED: Readonly<Record<string, string>> = {
  red: "#DC2626",
  yellow: "#EAB308",
  green: "#16A34A",
  purple: "#9333EA",
};
export const SPREAD_PALETTE = [
  "#6D28D9",
  "#F59E0B",
  "#0D9488",
  "#DB2777",
  "#2563EB",
  "#65A30D",
  "#EA580C",
  "#0891B2",
  "#A21CAF",
  "#4F46E5",
  "#CA8A04",
  "#059669",
] as const;
export const MISSING_COLOR = "#94A3B8";

export function spreadColor(def: AttributeDefinition, index: number): string {
  const label = def.options[index];
  if (label === undefined) return MISSING_COLOR;
  if (def.name === "color") {
    const named = NAMED[label.trim().toLowerCase()];
    if (named) return named;
  }
  return SPREAD_PALETTE[index % SPREAD_PALETTE.length] ?? MISSING_COLOR;
}

export function groupLabel(index: number): string {
  const number = index + 1;
  return t`Group ${number}`;
}

function attributeSpread(
  groups: readonly (readonly StudentAttributes[])[],
  def: AttributeDefinition,
  n: number,
): AttributeSpread {
  const width = def.options.length + 1; // the last code is "N/A"
  const code = (s: StudentAttributes) => {
    const index = valueIndex(def, s[def.name]);
    return index < 0 ? def.options.length : index;
  };
  const perGroup = groups.map((group) => {
    const counts = new Array<number>(width).fill(0);
    for (const s of group) counts[code(s)] = (counts[code(s)] ?? 0) + 1;
    return counts;
  });
  const totals = new Array<number>(width).fill(0);
  for (const counts of perGroup) {
    counts.forEach((c, v) => {
      totals[v] = (totals[v] ?? 0) + c;
    });
  }
  const used = totals.flatMap((total, v) => (total > 0 ? [v] : []));
  let distance = 0;
  perGroup.forEach((counts, g) => {
    const size = groups[g]?.length ?? 0;
    for (const v of used) distance += Math.abs((counts[v] ?? 0) - (size * (totals[v] ?? 0)) / n);
  });
  return {
    name: def.name,
    displayName: attributeNameText(def.name, def.displayName),
    values: used.map((v) => {
      const option = def.options[v];
      return {
        label: option ?? NOT_AVAILABLE,
        text: option === undefined ? t`N/A` : optionText(def.name, option),
        color: spreadColor(def, v),
        total: totals[v] ?? 0,
      };
    }),
    groups: perGroup.map((counts, g) => ({
      label: groupLabel(g),
      size: groups[g]?.length ?? 0,
      counts: used.map((v) => counts[v] ?? 0),
    })),
    distance,
  };
}

/** One spread per attribute (in attribute order) for a grouping; none for an empty one. */
export function attributeSpreads(
  groups: readonly (readonly StudentAttributes[])[],
  attributes: AttributeSet,
): AttributeSpread[] {
  const n = groups.reduce((sum, g) => sum + g.length, 0);
  if (n === 0) return [];
  return ATTRIBUTE_NAMES.map((name) => attributeSpread(groups, attributes[name], n));
}

/** A bar's text alternative: "Group 1 (3 students): Red 1, Yellow 2", in the teacher's language. */
export function spreadGroupText(spread: AttributeSpread, group: SpreadGroup): string {
  const parts = spread.values.flatMap((value, v) => {
    const count = group.counts[v] ?? 0;
    return count > 0 ? [`${value.text} ${numberText(count)}`] : [];
  });
  const label = group.label;
  const counts = plainListText(parts);
  const size = group.size;
  return plural(size, {
    one: `${label} (# student): ${counts}`,
    other: `${label} (# students): ${counts}`,
  });
}
