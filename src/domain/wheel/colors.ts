/**
 * The wheel's 18-colour palette, ordered so that neighbouring entries are far apart in hue
 * (a hue ring stepped by 7 of 18). Adjacent wedges never share a colour, the last and the first
 * included: when count mod 18 is 1 the last wedge would repeat the first wedge's colour, so it
 * takes the palette's middle colour instead.
 */
export const WHEEL_PALETTE: readonly string[] = [
  "#DC2626",
  "#0D9488",
  "#C026D3",
  "#CA8A04",
  "#2563EB",
  "#475569",
  "#059669",
  "#9333EA",
  "#d97706",
  "#0284C7",
  "#E11D48",
  "#16A34A",
  "#7C3AED",
  "#EA580C",
  "#0891B2",
  "#DB2777",
  "#65A30D",
  "#4F46E5",
];

const SIZE = WHEEL_PALETTE.length;

export function wedgeColor(index: number, count: number): string {
  const wraps = count > 1 && index === count - 1 && index % SIZE === 0;
  return WHEEL_PALETTE[wraps ? SIZE / 2 : index % SIZE] as string;
}

export function wedgeColors(count: number): string[] {
  return Array.from({ length: count }, (_, i) => wedgeColor(i, count));
}

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of "#RRGGBB" (or "#RGB"). */
export function relativeLuminance(color: string): number {
  const hex = /^#[0-9a-f]{3}$/i.test(color)
    ? `#${[...color.slice(1)].map((c) => c + c).join("")}`
    : color;
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new RangeError(`Not a hex colour: ${color}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** Black or white, whichever contrasts more with the background. */
export function labelTextColor(background: string): "#000000" | "#FFFFFF" {
  const l = relativeLuminance(background);
  const withWhite = 1.05 / (l + 0.05);
  const withBlack = (l + 0.05) / 0.05;
  return withBlack > withWhite ? "#000000" : "#FFFFFF";
}
