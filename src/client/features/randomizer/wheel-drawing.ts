/**
 * Paints the wheel ONCE into a canvas: wedges, separators and labels, sharp on high-density
 * screens. A spin never repaints it: the canvas element is only rotated (a CSS transform set
 * each animation frame), so a frame costs the same at 10 or 500 items.
 *
 * Geometry (src/domain/wheel/spin.ts): wedge i covers [i·w, (i+1)·w) clockwise from 12 o'clock. In
 * canvas coordinates (y down) angles grow clockwise from 3 o'clock, so the top is -90°.
 */

import { firstStrongDirection } from "#src/client/i18n/bidi";
import { wedgeColors } from "#src/domain/wheel/colors";
import { fitLabel, type MeasureText, shortForms } from "#src/domain/wheel/labels";
import { wedgeBounds } from "#src/domain/wheel/spin";

/** Separators only while wedges are wide enough for them to read as lines, not a white fog. */
const MAX_SEPARATED = 72;
const RIM = 3;
/** The hub drawn over the centre: its radius is this share of the wheel's width. Labels stop short of it. */
export const HUB_FRACTION = 0.12;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
/** The labels' font at `px` px. */
export const labelFont = (px: number) => `600 ${px}px ${FONT_FAMILY}`;
/** Text is measured once at this size; widths scale with the size. */
const MEASURE_PX = 100;

function context(canvas: HTMLCanvasElement, size: number, dpr: number) {
  const pixels = Math.max(1, Math.round(size * dpr));
  if (canvas.width !== pixels) canvas.width = pixels;
  if (canvas.height !== pixels) canvas.height = pixels;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.setTransform(pixels / size, 0, 0, pixels / size, 0, 0);
  ctx.clearRect(0, 0, size, size);
  return ctx;
}

/** Each wedge's start and end in radians, canvas frame (the top is -90°). */
type Arc = { from: number; to: number };

function arcsOf(count: number, weights?: readonly number[]): Arc[] {
  const top = -Math.PI / 2;
  const rad = Math.PI / 180;
  if (count === 0) return [];
  const bounds = weights && weights.length === count ? wedgeBounds(weights) : wedgeBounds(count);
  return bounds.map(({ start, end }) => ({ from: top + start * rad, to: top + end * rad }));
}

/**
 * Draws the wheel of `labels` (one wedge each, in order) at `size` CSS px. With `weights`, each
 * wedge's angle is its weight's share, the entry's real chance. `rotation` is the angle (degrees,
 * clockwise) the wheel will be shown at: the labels are turned to read upright there.
 */
export function drawWheel(
  canvas: HTMLCanvasElement,
  labels: readonly string[],
  size: number,
  dpr = 1,
  weights?: readonly number[],
  rotation = 0,
  marks: readonly (number | null)[] | null = null,
): void {
  const ctx = context(canvas, size, dpr);
  if (!ctx) return;
  const count = labels.length;
  const arcs = arcsOf(count, weights);
  const centre = size / 2;
  const radius = centre - RIM;
  if (count === 0) {
    ctx.beginPath();
    ctx.arc(centre, centre, radius, 0, Math.PI * 2);
    ctx.fillStyle = "#E2E8F0";
    ctx.fill();
  }
  const colors = wedgeColors(count);
  for (let i = 0; i < count; i++) {
    const arc = arcs[i] as Arc;
    ctx.beginPath();
    ctx.moveTo(centre, centre);
    ctx.arc(centre, centre, radius, arc.from, arc.to);
    ctx.closePath();
    ctx.fillStyle = colors[i] as string;
    ctx.fill();
  }
  if (count > 1 && count <= MAX_SEPARATED) {
    ctx.strokeStyle = "rgba(255,255,255,0.85)";
    ctx.lineWidth = count > 24 ? 1 : 2;
    ctx.beginPath();
    for (let i = 0; i < count; i++) {
      const angle = (arcs[i] as Arc).from;
      ctx.moveTo(centre, centre);
      ctx.lineTo(centre + radius * Math.cos(angle), centre + radius * Math.sin(angle));
    }
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(centre, centre, radius + RIM / 2, 0, Math.PI * 2);
  ctx.lineWidth = RIM;
  ctx.strokeStyle = "#1E293B";
  ctx.stroke();
  drawLabels(ctx, labels, colors, size, arcs, rotation);
  if (marks?.some((m) => m !== null)) drawMarks(ctx, marks, arcs, centre, radius);
}

/**
 * After a spin: the wedges that did not win fade, each winning wedge keeps its colour inside a
 * thick outline (its number is in its label, as on the result card).
 */
function drawMarks(
  ctx: CanvasRenderingContext2D,
  marks: readonly (number | null)[],
  arcs: readonly Arc[],
  centre: number,
  radius: number,
): void {
  const wedge = (arc: Arc, inset = 0) => {
    ctx.beginPath();
    ctx.moveTo(centre, centre);
    ctx.arc(centre, centre, radius - inset, arc.from, arc.to);
    ctx.closePath();
  };
  ctx.fillStyle = "rgba(255,255,255,0.6)";
  arcs.forEach((arc, i) => {
    if (marks[i] !== null && marks[i] !== undefined) return;
    wedge(arc);
    ctx.fill();
  });
  ctx.lineJoin = "round";
  arcs.forEach((arc, i) => {
    if (marks[i] === null || marks[i] === undefined) return;
    wedge(arc, 3);
    ctx.lineWidth = 6;
    ctx.strokeStyle = "#1E293B";
    ctx.stroke();
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#F59E0B";
    ctx.stroke();
  });
}

/** Each text's width at 1 px in the labels' font, measured once per text. */
function measurer(ctx: CanvasRenderingContext2D): MeasureText {
  const widths = new Map<string, number>();
  ctx.font = labelFont(MEASURE_PX);
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      width = ctx.measureText(text).width / MEASURE_PX;
      widths.set(text, width);
    }
    return width;
  };
}

/**
 * Each label as large as its wedge allows, upright at the wheel's `rotation` (degrees), in black
 * or white for contrast with its wedge (src/domain/wheel/labels.ts decides all of it).
 */
function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: readonly string[],
  colors: readonly string[],
  size: number,
  arcs: readonly Arc[],
  rotation: number,
): void {
  const count = labels.length;
  const centre = size / 2;
  const radius = centre - RIM;
  const pad = Math.max(4, size * 0.015);
  const outer = radius - pad;
  // The hub (wheel-stage.tsx) is HUB_FRACTION of the wheel's width in radius.
  const inner = size * HUB_FRACTION + pad;
  const turn = (rotation * Math.PI) / 180;
  const measure = measurer(ctx);
  const shorts = shortForms(labels);
  const fits = labels.map((name, i) => {
    const arc = arcs[i] as Arc;
    return fitLabel({
      name,
      short: shorts[i] as string,
      room: { inner, outer, angle: arc.to - arc.from },
      angle: (arc.from + arc.to) / 2 + turn,
      wedgeColor: colors[i] as string,
      diameter: size,
      measure,
    });
  });
  const base = ctx.getTransform();
  ctx.textBaseline = "middle";
  let font = "";
  for (let i = 0; i < count; i++) {
    const fit = fits[i];
    // Below the smallest readable size (e.g. 500 items on a phone) the item list reads the wheel.
    if (!fit) continue;
    const next = labelFont(fit.fontPx);
    if (next !== font) {
      font = next;
      ctx.font = next;
    }
    ctx.setTransform(base);
    ctx.translate(centre, centre);
    // Along the wedge's middle line, turned by a half turn on the left half: upright on screen.
    ctx.rotate(fit.rotation - turn);
    ctx.textAlign = fit.align;
    // Each name in its own direction, whatever the page's: an Arabic name reads right to left
    // (its short form's initial and a cut name's ellipsis at its end, on the left), a Latin one
    // left to right. The wheel itself never mirrors; the alignment is physical.
    ctx.direction = firstStrongDirection(fit.text) ?? "ltr";
    ctx.fillStyle = fit.color;
    ctx.fillText(fit.text, fit.align === "right" ? outer : -outer, 0, outer - inner);
  }
  ctx.setTransform(base);
}

/** Turns the painted wheel: clockwise-positive degrees, as in the domain maths. */
export function applyRotation(element: HTMLElement | null, degrees: number): void {
  if (element) element.style.transform = `rotate(${degrees}deg)`;
}
