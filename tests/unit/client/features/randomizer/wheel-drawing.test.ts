import { describe, expect, it } from "vitest";
import { drawWheel, HUB_FRACTION } from "#src/client/features/randomizer/wheel-drawing";
import { wedgeColors } from "#src/domain/wheel/colors";
import { contrastRatio, minLabelPx } from "#src/domain/wheel/labels";
import { winnerIndex } from "#src/domain/wheel/spin";

type Wedge = { start: number; end: number; color: string };

type Text = {
  text: string;
  font: string;
  px: number;
  color: string;
  turn: number;
  /** The canvas's text direction when it was written. */
  direction: string;
  /** How far from the centre the text starts and ends. */
  from: number;
  to: number;
};

/** The size in px a CSS font shorthand names ("600 24.5px system-ui"). */
const fontPx = (font: string) => Number(/([\d.]+)px/.exec(font)?.[1] ?? Number.NaN);

/**
 * A canvas whose 2D context records the wedges filled and the labels written: each label's text,
 * font, size, colour and the turn (radians) of its baseline. Text measures 0.6 em a character.
 */
function recordingCanvas() {
  const wedges: Wedge[] = [];
  const texts: Text[] = [];
  let arc: { start: number; end: number } | null = null;
  let turn = 0;
  const ctx = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    font: "",
    textAlign: "",
    textBaseline: "",
    direction: "inherit",
    setTransform() {
      turn = 0;
    },
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
    rotate(by: number) {
      turn += by;
    },
    measureText: (text: string) => ({ width: [...text].length * 0.6 * fontPx(ctx.font) }),
    fillText(text: string, x: number) {
      const width = [...text].length * 0.6 * fontPx(ctx.font);
      const [from, to] = ctx.textAlign === "right" ? [x - width, x] : [x, x + width];
      texts.push({
        text,
        font: ctx.font,
        px: fontPx(ctx.font),
        color: ctx.fillStyle,
        turn,
        direction: ctx.direction,
        from: Math.min(Math.abs(from), Math.abs(to)),
        to: Math.max(Math.abs(from), Math.abs(to)),
      });
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

  it("writes whole names where the wedge has room: no cut at 8 or 12 characters", () => {
    const { canvas, texts } = recordingCanvas();
    const names = ["Bilal Hussain", "Alexandra Smith", "Amy", "Ben", "Cleo", "Dan", "Eve"];
    drawWheel(canvas, names, 400);
    expect(texts.map((t) => t.text)).toEqual(names);
  });

  it("writes each name in its own direction, in the same place: the wheel never mirrors", () => {
    const { canvas, texts } = recordingCanvas();
    const names = ["فاطمة الزهراء", "Ann Lee", "علي Smith", "Zoe علي", "123"];
    drawWheel(canvas, names, 400);
    expect(texts.map((t) => [t.text, t.direction])).toEqual([
      ["فاطمة الزهراء", "rtl"],
      ["Ann Lee", "ltr"],
      ["علي Smith", "rtl"],
      ["Zoe علي", "ltr"],
      ["123", "ltr"],
    ]);
    const latin = recordingCanvas();
    drawWheel(latin.canvas, ["Fatima Zahra", "Ann Lee", "Ali Smith", "Zoe Ali", "123"], 400);
    expect(texts.map((t) => t.turn)).toEqual(latin.texts.map((t) => t.turn));
  });

  it("keeps every label between the hub and the rim", () => {
    const { canvas, texts } = recordingCanvas();
    drawWheel(canvas, ["Amelia Jones", "Bilal Hussain", "Chiara Rossi"], 444, 1, undefined, 0);
    expect(texts).toHaveLength(3);
    for (const text of texts) {
      // Both ends on the same side of the centre (x's sign), past the hub, inside the rim.
      expect(text.from).toBeGreaterThan(444 * HUB_FRACTION);
      expect(text.to).toBeLessThan(444 / 2);
    }
  });

  it("labels 30 entries on a full-screen 1920x1080 wheel at 24 px or more, upright, in contrast", () => {
    const { canvas, texts } = recordingCanvas();
    const first = ["Amelia", "Bilal", "Chiara", "Dmitri", "Esperanza", "Fatima", "Guillermo"];
    const last = ["Jones", "Hussain", "Rossi", "Ivanov", "Montgomery-Smith", "Okonkwo"];
    const names = Array.from(
      { length: 30 },
      (_, i) => `${first[i % first.length]} ${last[(i * 5) % last.length]}`,
    );
    // Full screen at 1920x1080: the wheel is min(55vw, 100dvh - 12rem) = 888 px wide.
    const size = Math.min(0.55 * 1920, 1080 - 12 * 16);
    for (const rotation of [0, 137, -250]) {
      texts.length = 0;
      drawWheel(canvas, names, size, 1, undefined, rotation);
      expect(texts).toHaveLength(30);
      const colors = wedgeColors(30);
      for (const [i, text] of texts.entries()) {
        expect(text.px).toBeGreaterThanOrEqual(24);
        expect(text.px).toBeGreaterThanOrEqual(minLabelPx(size));
        expect(contrastRatio(text.color, colors[i] as string)).toBeGreaterThanOrEqual(4.5);
        // On screen (the wheel turned by `rotation`) the baseline is in (-90°, 90°].
        const screen = text.turn + (rotation * Math.PI) / 180;
        const a = Math.atan2(Math.sin(screen), Math.cos(screen));
        expect(a).toBeGreaterThan(-Math.PI / 2 - 1e-9);
        expect(a).toBeLessThanOrEqual(Math.PI / 2 + 1e-9);
      }
    }
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
