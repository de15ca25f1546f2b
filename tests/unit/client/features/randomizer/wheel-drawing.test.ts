import { drawWheel, labelFontPx } from "@src/client/features/randomizer/wheel-drawing";
import { winnerIndex } from "@src/domain/wheel";
import { wedgeColors } from "@src/domain/wheel-colors";
import { describe, expect, it } from "vitest";

type Wedge = { start: number; end: number; color: string };

/** A canvas whose 2D context records the wedges filled and the labels written. */
function recordingCanvas() {
  const wedges: Wedge[] = [];
  const texts: { text: string; font: string }[] = [];
  let arc: { start: number; end: number } | null = null;
  const ctx = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    font: "",
    textAlign: "",
    textBaseline: "",
    setTransform() {},
    getTransform: () => ({}),
    clearRect() {},
    beginPath() {
      arc = null;
    },
    moveTo() {},
    lineTo() {},
    closePath() {},
    arc(_x: number, _y: number, _r: number, start: number, end: number) {
      arc = { start, end };
    },
    fill() {
      if (arc) wedges.push({ ...arc, color: ctx.fillStyle });
    },
    stroke() {},
    translate() {},
    rotate() {},
    fillText(text: string) {
      texts.push({ text, font: ctx.font });
    },
  };
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as HTMLCanvasElement;
  return { canvas, wedges, texts };
}

const toDegrees = (radians: number) => (radians * 180) / Math.PI;

describe("the painted wheel", () => {
  it("paints each wedge at its weight's share, the same angles winnerIndex reads", () => {
    const { canvas, wedges, texts } = recordingCanvas();
    const weights = [1, 3, 2, 2];
    drawWheel(canvas, ["A", "B", "C", "D"], 400, 1, weights);
    const spans = wedges.map((w) => toDegrees(w.end - w.start));
    expect(spans.map((d) => Math.round(d))).toEqual([45, 135, 90, 90]);
    for (const [i, wedge] of wedges.entries()) {
      const middle = toDegrees((wedge.start + wedge.end) / 2) + 90;
      expect(winnerIndex(-middle, weights)).toBe(i);
    }
    expect(texts.map((t) => t.text)).toEqual(["A", "B", "C", "D"]);
  });

  it("paints wedge i clockwise from 12 o'clock, as winnerIndex reads it", () => {
    const { canvas, wedges } = recordingCanvas();
    drawWheel(canvas, ["A", "B", "C", "D", "E"], 400, 2);
    expect(canvas.width).toBe(800);
    expect(wedges.map((w) => w.color)).toEqual(wedgeColors(5));
    for (const [i, wedge] of wedges.entries()) {
      // Canvas angles run clockwise from 3 o'clock: 12 o'clock is -90°.
      const middle = toDegrees((wedge.start + wedge.end) / 2) + 90;
      expect(middle).toBeCloseTo((i + 0.5) * 72);
      // Turning the wheel back by that angle (CSS rotate, clockwise-positive) brings it under
      // the pointer, and the domain reads that wedge.
      expect(winnerIndex(-middle, 5)).toBe(i);
    }
  });

  it("writes every label, truncated, in the wheel's font steps", () => {
    const { canvas, texts } = recordingCanvas();
    const names = Array.from({ length: 13 }, (_, i) => `Student number ${i}`);
    drawWheel(canvas, names, 400);
    expect(texts).toHaveLength(13);
    expect(texts[0]?.text).toBe("Student …");
    expect(texts[0]?.font).toContain(`${labelFontPx(13, 400)}px`);
    expect(labelFontPx(8, 400)).toBe(16);
    expect(labelFontPx(13, 400)).toBe(12);
  });

  it("leaves out labels too thin to read (the item list names them)", () => {
    const { canvas, texts, wedges } = recordingCanvas();
    drawWheel(
      canvas,
      Array.from({ length: 500 }, (_, i) => `S${i}`),
      400,
    );
    expect(wedges).toHaveLength(500);
    expect(texts).toHaveLength(0);
  });
});
