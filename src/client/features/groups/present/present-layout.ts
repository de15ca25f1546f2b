/**
 * The projector's grid (docs/product.md#groups, decision 0043): every group on one screen, in the
 * columns and rows that give the largest type. A card holds its heading and one line per member
 * (two with the attributes shown); the type is as large as the tallest card and the longest name
 * allow, between MIN_PX and MAX_PX. The view then checks the cards as drawn and shrinks the type
 * a step at a time while any still overflows (a name wrapping, wide badges).
 */
export const MIN_PX = 12;
export const MAX_PX = 72;
/** Space between cards, and a card's padding, in px. */
export const GAP_PX = 16;
const PAD_EM = 0.6;
const LINE = 1.2;
/** A name's width per character, in em (bold, a wide average). */
const CHAR_EM = 0.58;
/** The heading's line, in em of the names' size. */
const HEADING_LINES = 1.35;

export type PresentLayout = { columns: number; rows: number; fontPx: number };

export type PresentInput = {
  width: number;
  height: number;
  groups: number;
  /** The most members of one group. */
  largest: number;
  /** The longest name, in characters. */
  longestName: number;
  /** With the attributes: a row of badges under each name. */
  withAttributes: boolean;
  /** Lines of "Why these groups?" under each heading (0 when off). */
  whyLines?: number;
};

/** The type each card allows in a grid of `columns`. */
function fontFor(input: PresentInput, columns: number): number {
  const rows = Math.ceil(input.groups / columns);
  const cardWidth = (input.width - GAP_PX * (columns - 1)) / columns;
  const cardHeight = (input.height - GAP_PX * (rows - 1)) / rows;
  const perMember = input.withAttributes ? LINE + 1.5 : LINE;
  const linesEm =
    HEADING_LINES + (input.whyLines ?? 0) * LINE * 0.75 + input.largest * perMember + 2 * PAD_EM;
  const byHeight = cardHeight / linesEm;
  const nameEm = Math.max(input.longestName, 8) * CHAR_EM + 2 * PAD_EM;
  const byWidth = cardWidth / nameEm;
  return Math.min(byHeight, byWidth);
}

/** The grid and type size for the groups in a space of `width` x `height` px. */
export function presentLayout(input: PresentInput): PresentLayout {
  const groups = Math.max(1, input.groups);
  let best: PresentLayout = { columns: 1, rows: groups, fontPx: 0 };
  for (let columns = 1; columns <= groups; columns++) {
    const fontPx = fontFor({ ...input, groups }, columns);
    if (fontPx > best.fontPx) best = { columns, rows: Math.ceil(groups / columns), fontPx };
  }
  const fontPx = Math.floor(Math.min(MAX_PX, Math.max(MIN_PX, best.fontPx)));
  return { ...best, fontPx };
}
