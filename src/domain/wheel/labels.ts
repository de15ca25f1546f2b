/**
 * Wheel labels readable from the back of the room (docs/product.md#wheel): each label is as large
 * as its wedge allows, up to a cap, upright, and shortened only when it cannot fit whole at the
 * smallest readable size: first the first name, then the first name and last initial where two
 * first names on the wheel clash, and only then an ellipsis.
 *
 * Pure maths: the drawing code supplies how wide a text is (its canvas's measureText), and these
 * functions choose the text, its size, its turn and its colour. Angles are radians in the canvas
 * frame (y down, clockwise from 3 o'clock), the wheel's rotation included.
 */
import { labelTextColor, relativeLuminance } from "./colors";

/** How wide `text` is, in px, at a font size of 1 px (width scales with the size). */
export type MeasureText = (text: string) => number;

/** Labels never get smaller than this, in px, on any wheel. */
export const MIN_LABEL_FLOOR_PX = 10;
/** On a larger wheel the smallest readable label grows with it: this fraction of its width. */
export const MIN_LABEL_SHARE = 1 / 36;
/** No label is larger than this fraction of the wheel's width. */
export const MAX_LABEL_SHARE = 1 / 12;
/** A line of text needs this much height per px of font size (ascenders and descenders). */
const LINE_HEIGHT = 1.15;

/** The smallest readable label on a wheel `diameter` px wide. */
export function minLabelPx(diameter: number): number {
  return Math.max(MIN_LABEL_FLOOR_PX, diameter * MIN_LABEL_SHARE);
}

/** The largest label on a wheel `diameter` px wide (never below the smallest). */
export function maxLabelPx(diameter: number): number {
  return Math.max(minLabelPx(diameter), diameter * MAX_LABEL_SHARE);
}

/**
 * Where a wedge's label may go: it runs along the wedge's middle line, from `inner` (past the
 * hub) out to `outer` (short of the rim), in a wedge `angle` radians wide.
 */
export interface LabelRoom {
  inner: number;
  outer: number;
  angle: number;
}

/**
 * The largest font size (px) at which a text `widthAt1` px wide at 1 px fits the wedge, before
 * any cap: its length within the radial room, and its height within the wedge's width at the
 * text's inner end (the narrowest point it covers).
 */
export function fittingSize(widthAt1: number, room: LabelRoom): number {
  const length = Math.max(0, room.outer - room.inner);
  if (widthAt1 <= 0) return Number.POSITIVE_INFINITY;
  // The wedge's width across its middle line at radius r is 2·r·sin(angle/2); past a half turn
  // the whole diameter's width is there.
  const spread = 2 * Math.sin(Math.min(room.angle, Math.PI) / 2);
  // Height: LINE_HEIGHT·s <= spread·(outer - s·widthAt1), solved for s.
  const byHeight = (spread * room.outer) / (LINE_HEIGHT + spread * widthAt1);
  return Math.max(0, Math.min(length / widthAt1, byHeight));
}

/** "Amelia Jones" -> "Amelia"; a one-word name is itself. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** "Amelia Jones" -> "Amelia J."; a one-word name is itself. */
export function firstNameInitial(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initial = last ? [...last][0] : undefined;
  return initial ? `${words[0]} ${initial}.` : (words[0] ?? "");
}

/**
 * Each label's short form, in the order tried after the whole name: the first name, or the first
 * name and last initial where another entry on the wheel has the same first name (compared
 * without case).
 */
export function shortForms(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    const key = firstName(name).toLocaleLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return names.map((name) => {
    const clash = (counts.get(firstName(name).toLocaleLowerCase()) ?? 0) > 1;
    return clash ? firstNameInitial(name) : firstName(name);
  });
}

/** The text's turn so it is never upside down, and which end of it sits at the rim. */
export interface Upright {
  /** The canvas rotation (radians) of the text's baseline, in (-π/2, π/2]. */
  rotation: number;
  /** "right": the text ends at the rim (right half); "left": it starts there (left half). */
  align: "right" | "left";
}

/**
 * A label along the middle line at `angle` (radians, canvas frame, the wheel's rotation
 * included) reads outwards on the right half; on the left half it is turned by a half turn, so
 * it reads inwards from the rim, upright.
 */
export function uprightLabel(angle: number): Upright {
  const a = Math.atan2(Math.sin(angle), Math.cos(angle));
  // Straight up (-π/2) joins the left half: its flip, straight down (π/2), is in the range.
  if (a > -Math.PI / 2 && a <= Math.PI / 2) return { rotation: a, align: "right" };
  const flipped = a > 0 ? a - Math.PI : a + Math.PI;
  return { rotation: flipped, align: "left" };
}

/** WCAG contrast ratio of two "#RRGGBB" colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface LabelFit {
  text: string;
  /** Font size in px, within [minLabelPx, maxLabelPx] of the wheel. */
  fontPx: number;
  rotation: number;
  align: "right" | "left";
  /** Black or white, whichever contrasts more with the wedge (at least 4.5:1 on the palette). */
  color: "#000000" | "#FFFFFF";
}

export interface LabelInput {
  /** The entry's whole name. */
  name: string;
  /** Its short form (shortForms). */
  short: string;
  room: LabelRoom;
  /** The middle line's angle, radians, canvas frame, the wheel's rotation included. */
  angle: number;
  wedgeColor: string;
  /** The wheel's width in px. */
  diameter: number;
  measure: MeasureText;
}

const ELLIPSIS = "…";

/**
 * The label to paint for one wedge, or null when not even one letter and an ellipsis fits at the
 * smallest readable size (hundreds of entries: the item list names them).
 */
export function fitLabel(input: LabelInput): LabelFit | null {
  const { name, short, room, diameter, measure } = input;
  const min = minLabelPx(diameter);
  const cap = maxLabelPx(diameter);
  // Thinner than one line of the smallest size at the rim: no text can fit, none is measured.
  const spread = 2 * Math.sin(Math.min(room.angle, Math.PI) / 2);
  if ((spread * room.outer) / LINE_HEIGHT < min) return null;
  const sized = (text: string) => Math.min(cap, fittingSize(measure(text), room));
  const whole = name.trim();
  let text: string | null = null;
  let size = 0;
  for (const candidate of whole === short ? [whole] : [whole, short]) {
    const s = sized(candidate);
    if (candidate && s >= min) {
      text = candidate;
      size = s;
      break;
    }
  }
  if (text === null) {
    // The short form, cut to the longest start that fits with an ellipsis at the smallest size.
    const chars = [...short];
    for (let keep = chars.length - 1; keep >= 1; keep--) {
      const candidate = `${chars.slice(0, keep).join("").trimEnd()}${ELLIPSIS}`;
      if (sized(candidate) >= min) {
        text = candidate;
        size = min;
        break;
      }
    }
  }
  if (text === null) return null;
  const upright = uprightLabel(input.angle);
  return {
    text,
    fontPx: Math.floor(size * 10) / 10 < min ? min : Math.floor(size * 10) / 10,
    rotation: upright.rotation,
    align: upright.align,
    color: labelTextColor(input.wedgeColor),
  };
}
