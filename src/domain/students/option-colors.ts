/**
 * The colour of each option of the colour attribute (docs/product.md#attributes, docs/decisions/0044-option-colours.md):
 * the swatch the teacher chose, else a preset found from the option's name ("Blue", "orange",
 * " GREY "), else a colour of a fixed palette by the option's position. The text on a swatch is
 * black or white, whichever reaches 4.5:1.
 */
import { contrastRatio } from "../wheel/labels";

/** A stored swatch: "#" and six hex digits. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

/** Chosen swatches by option label ("#rrggbb", lowercase). */
export type OptionColors = Readonly<Record<string, string>>;

/** Colours for common colour names, keyed by the lowercased name. */
export const COLOR_PRESETS: Readonly<Record<string, string>> = {
  red: "#dc2626",
  yellow: "#eab308",
  green: "#16a34a",
  purple: "#9333ea",
  blue: "#2563eb",
  orange: "#ea580c",
  pink: "#db2777",
  brown: "#92400e",
  black: "#111827",
  white: "#ffffff",
  grey: "#6b7280",
  gray: "#6b7280",
  teal: "#0d9488",
  navy: "#1e3a8a",
  violet: "#7c3aed",
  lime: "#65a30d",
  cyan: "#0891b2",
  gold: "#ca8a04",
  silver: "#cbd5e1",
  maroon: "#881337",
};

/** The swatches the picker offers (one per colour, in rainbow order). */
export const SWATCH_CHOICES: readonly { name: string; color: string }[] = [
  "red",
  "orange",
  "yellow",
  "lime",
  "green",
  "teal",
  "cyan",
  "blue",
  "navy",
  "purple",
  "pink",
  "brown",
  "black",
  "grey",
  "white",
].map((name) => ({
  name: name.charAt(0).toUpperCase() + name.slice(1),
  color: COLOR_PRESETS[name] as string,
}));

/** For names that are no colour ("Team A"): distinct colours, none of them a default's. */
export const FALLBACK_COLORS: readonly string[] = [
  "#0d9488",
  "#4f46e5",
  "#c026d3",
  "#65a30d",
  "#0891b2",
  "#b45309",
  "#be123c",
  "#475569",
];

/** A name as matched against the presets: trimmed, lowercased, inner spaces collapsed. */
function colorKey(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The preset colour of an option name (case-insensitive), or null when it names no colour. */
export function presetColor(label: string): string | null {
  const key = colorKey(label);
  return Object.hasOwn(COLOR_PRESETS, key) ? (COLOR_PRESETS[key] as string) : null;
}

/**
 * The colour an option shows: the teacher's swatch, else the preset of its name, else the
 * fallback palette by its position among the options (the first one when it is none of them).
 */
export function optionColor(
  label: string,
  options: readonly string[] = [],
  chosen: OptionColors | null | undefined = undefined,
): string {
  const own = chosen && Object.hasOwn(chosen, label) ? chosen[label] : undefined;
  if (isHexColor(own)) return own.toLowerCase();
  const preset = presetColor(label);
  if (preset) return preset;
  const index = Math.max(0, options.indexOf(label));
  return FALLBACK_COLORS[index % FALLBACK_COLORS.length] as string;
}

/** Black or white text for a swatch, whichever contrasts more (always at least 4.5:1). */
export function swatchTextColor(background: string): "#000000" | "#ffffff" {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff")
    ? "#000000"
    : "#ffffff";
}

/**
 * A swatch so pale its edge is lost on white paper or a white card needs an outline (under
 * 1.5:1 against white: white, silver, pastels). The label on it says the value either way.
 */
export function swatchNeedsOutline(background: string): boolean {
  return contrastRatio(background, "#ffffff") < 1.5;
}

/**
 * The chosen swatches kept for these options: valid colours (lowercased) of labels among them
 * (trimmed); others are dropped.
 */
export function keepOptionColors(
  options: readonly string[],
  chosen: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  if (!chosen) return kept;
  const labels = new Set(options);
  for (const [label, color] of Object.entries(chosen)) {
    const key = label.trim();
    if (labels.has(key) && isHexColor(color)) kept[key] = color.toLowerCase();
  }
  return kept;
}

/**
 * The swatches a save stores: the ones sent, or when none were sent the stored ones carried
 * over renames (a renamed option keeps its swatch), both kept to the saved options.
 */
export function nextOptionColors(
  options: readonly string[],
  sent: Readonly<Record<string, string>> | null | undefined,
  stored: OptionColors | null | undefined,
  renames: Readonly<Record<string, string>> = {},
): Record<string, string> {
  if (sent) return keepOptionColors(options, sent);
  const carried: Record<string, string> = {};
  for (const [label, color] of Object.entries(stored ?? {})) {
    const renamed = Object.hasOwn(renames, label) ? renames[label] : undefined;
    carried[renamed ?? label] = color;
  }
  return keepOptionColors(options, carried);
}
