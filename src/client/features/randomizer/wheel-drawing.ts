/**
 * Paints the wheel ONCE into a canvas: wedges, separators and labels, sharp on high-density
 * screens. A spin never repaints it: the canvas element is only rotated (a CSS transform set
 * each animation frame), so a frame costs the same at 10 or 500 items.
 *
 * Geometry (src/domain/wheel.ts): wedge i covers [i·w, (i+1)·w) clockwise from 12 o'clock. In
 * canvas coordinates (y down) angles grow clockwise from 3 o'clock, so the top is -90°.
 */
import { wedgeBounds, wheelFontSize, wheelLabel } from "../../../domain/wheel";
import { labelTextColor, wedgeColors } from "../../../domain/wheel-colors";

/** The wheel diameter (CSS px) at which the font steps (docs/product.md#wheel) apply unscaled. */
const BASE_SIZE = 400;
/** Separators only while wedges are wide enough for them to read as lines, not a white fog. */
const MAX_SEPARATED = 72;
const RIM = 3;
/** Smaller labels would be an unreadable texture. */
const MIN_LABEL_PX = 6;
/** Labels stop short of the hub drawn over the centre. */
export const HUB_FRACTION = 0.12;

/** Label font size for `count` items on a wheel `size` CSS px wide (grows on the projector). */
export function labelFontPx(count: number, size: number): number {
  const scale = Math.min(2.5, Math.max(0.75, size / BASE_SIZE));
  return Math.round(wheelFontSize(count) * scale * 10) / 10;
}

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
 * wedge's angle is its weight's share, the entry's real chance.
 */
export function drawWheel(
  canvas: HTMLCanvasElement,
  labels: readonly string[],
  size: number,
  dpr = 1,
  weights?: readonly number[],
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
  drawLabels(ctx, labels, colors, size, arcs);
}

function drawLabels(
  ctx: CanvasRenderingContext2D,
  labels: readonly string[],
  colors: readonly string[],
  size: number,
  arcs: readonly Arc[],
): void {
  const count = labels.length;
  const centre = size / 2;
  const radius = centre - RIM;
  const outer = radius - Math.max(8, labelFontPx(count, size) * 0.6);
  const room = outer - radius * HUB_FRACTION - 4;
  const base = ctx.getTransform();
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  let font = 0;
  for (let i = 0; i < count; i++) {
    const arc = arcs[i] as Arc;
    // Thin wedges get smaller type so neighbours never overlap; below MIN_LABEL_PX nothing is
    // legible (e.g. 500 items on a phone) and the item list is the way to read the wheel.
    const fontPx = Math.min(labelFontPx(count, size), outer * (arc.to - arc.from) * 0.85);
    if (fontPx < MIN_LABEL_PX) continue;
    if (fontPx !== font) {
      font = fontPx;
      ctx.font = `600 ${fontPx}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
    }
    const angle = (arc.from + arc.to) / 2;
    ctx.setTransform(base);
    ctx.translate(centre, centre);
    ctx.rotate(angle);
    ctx.fillStyle = labelTextColor(colors[i] as string);
    ctx.fillText(wheelLabel(labels[i] as string, count), outer, 0, room);
  }
  ctx.setTransform(base);
}

/** Turns the painted wheel: clockwise-positive degrees, as in the domain maths. */
export function applyRotation(element: HTMLElement | null, degrees: number): void {
  if (element) element.style.transform = `rotate(${degrees}deg)`;
}
