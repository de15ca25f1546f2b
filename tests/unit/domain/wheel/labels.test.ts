import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WHEEL_PALETTE } from "#src/domain/wheel/colors";
import {
  contrastRatio,
  firstName,
  firstNameInitial,
  fitLabel,
  fittingSize,
  type LabelInput,
  maxLabelPx,
  minLabelPx,
  shortForms,
  uprightLabel,
} from "#src/domain/wheel/labels";

/** About a bold sans-serif's width: 0.6 px per character at 1 px. */
const measure = (text: string) => [...text].length * 0.6;

const deg = (radians: number) => (radians * 180) / Math.PI;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** One of `count` equal wedges on a wheel `diameter` px wide, its middle line at `angle`°. */
function wedge(name: string, count: number, diameter: number, angle = 0, short = firstName(name)) {
  const radius = diameter / 2;
  return {
    name,
    short,
    room: { inner: radius * 0.15, outer: radius * 0.97, angle: (2 * Math.PI) / count },
    angle: rad(angle),
    wedgeColor: "#2563EB",
    diameter,
    measure,
  } satisfies LabelInput;
}

describe("label size", () => {
  it("fits the radial length when the wedge is wide, the wedge's height when it is thin", () => {
    const room = { inner: 50, outer: 400, angle: Math.PI };
    // 10 characters: 6 px wide per px of size, 350 px of length.
    expect(fittingSize(6, room)).toBeCloseTo(350 / 6);
    const thin = { inner: 50, outer: 400, angle: rad(12) };
    const s = fittingSize(6, thin);
    // Its height (1.15 × s) equals the wedge's width where the text starts.
    expect(1.15 * s).toBeCloseTo(2 * Math.sin(rad(6)) * (400 - 6 * s));
  });

  it("grows with the wheel between a floor and a cap", () => {
    expect(minLabelPx(300)).toBe(10);
    expect(minLabelPx(888)).toBeCloseTo(24.67);
    expect(maxLabelPx(888)).toBe(74);
    expect(maxLabelPx(60)).toBe(10);
  });

  it("is as large as the wedge allows, up to the cap", () => {
    const few = fitLabel(wedge("Al", 2, 888));
    expect(few?.fontPx).toBe(maxLabelPx(888));
    const many = fitLabel(wedge("Bilal Hussain", 30, 888));
    expect(many?.text).toBe("Bilal Hussain");
    expect(many?.fontPx).toBeGreaterThan(24);
    expect(many?.fontPx).toBeLessThan(maxLabelPx(888));
  });

  it("stays within [min, cap] for any name and wheel (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 120, max: 2400 }),
        fc.double({ min: -720, max: 720, noNaN: true }),
        (name, count, diameter, angle) => {
          const fit = fitLabel(wedge(name, count, diameter, angle, firstName(name)));
          if (!fit) return;
          expect(fit.fontPx).toBeGreaterThanOrEqual(minLabelPx(diameter));
          expect(fit.fontPx).toBeLessThanOrEqual(maxLabelPx(diameter));
          // And the text chosen fits at that size.
          const input = wedge(name, count, diameter, angle);
          expect(fittingSize(measure(fit.text), input.room)).toBeGreaterThanOrEqual(
            fit.fontPx - 1e-9,
          );
        },
      ),
    );
  });
});

describe("shortening only when a name cannot fit", () => {
  it("keeps the whole name where it fits: no cut at 8 or 12 characters", () => {
    expect(fitLabel(wedge("Bilal Hussain", 7, 400))?.text).toBe("Bilal Hussain");
    expect(fitLabel(wedge("Alexandra Smith", 13, 888))?.text).toBe("Alexandra Smith");
  });

  it("shows the first name, then the first name and initial where first names clash, then an ellipsis", () => {
    const names = ["Alexandra Montgomery", "Alexandra Whitfield", "Bartholomew Christensen"];
    expect(shortForms(names)).toEqual(["Alexandra M.", "Alexandra W.", "Bartholomew"]);
    expect(shortForms(["amy Lee", "Amy Chen", "Ben"])).toEqual(["amy L.", "Amy C.", "Ben"]);
    const [, , short] = shortForms(names);
    expect(fitLabel(wedge("Bartholomew Christensen", 40, 500, 0, short))?.text).toBe("Bartholomew");
    expect(fitLabel(wedge("Alexandra Whitfield", 40, 500, 0, "Alexandra W."))?.text).toBe(
      "Alexandra W.",
    );
    const cut = fitLabel(wedge("Maximiliana Featherstonehaugh", 75, 400, 0, "Maximiliana"));
    expect(cut?.text).toMatch(/^Maxim[a-z]*…$/);
    expect(cut?.text.length).toBeLessThan("Maximiliana".length);
    expect(cut?.fontPx).toBe(minLabelPx(400));
  });

  it("names the first name and initial", () => {
    expect(firstName("  Amelia   Jones ")).toBe("Amelia");
    expect(firstNameInitial("Amelia Rose Jones")).toBe("Amelia J.");
    expect(firstNameInitial("Cher")).toBe("Cher");
    expect(firstNameInitial("Zoë Ørsted")).toBe("Zoë Ø.");
  });

  it("leaves out a wedge too thin for the smallest size (the item list names it)", () => {
    expect(fitLabel(wedge("Sam", 500, 400))).toBeNull();
  });

  it("tries the whole name, then the short form, then cuts the short form (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Z][a-z]{1,12}( [A-Z][a-z]{1,14}){0,2}$/), {
          minLength: 1,
          maxLength: 80,
        }),
        fc.integer({ min: 200, max: 2000 }),
        (names, diameter) => {
          const shorts = shortForms(names);
          names.forEach((name, i) => {
            const short = shorts[i] as string;
            const input = wedge(name, names.length, diameter, 0, short);
            const fit = fitLabel(input);
            if (!fit) return;
            const min = minLabelPx(diameter);
            const fitsWhole = fittingSize(measure(name), input.room) >= min;
            if (fitsWhole) expect(fit.text).toBe(name);
            else if (fittingSize(measure(short), input.room) >= min) expect(fit.text).toBe(short);
            else {
              expect(fit.text.endsWith("…")).toBe(true);
              expect(short.startsWith(fit.text.slice(0, -1))).toBe(true);
            }
          });
        },
      ),
    );
  });
});

describe("upright labels", () => {
  it("turns labels on the left half by a half turn and starts them at the rim", () => {
    const right = uprightLabel(rad(30));
    expect(deg(right.rotation)).toBeCloseTo(30);
    expect(right.align).toBe("right");
    const left = uprightLabel(rad(180));
    expect(deg(left.rotation)).toBeCloseTo(0);
    expect(left.align).toBe("left");
    const up = uprightLabel(rad(-90));
    expect(deg(up.rotation)).toBeCloseTo(90);
    expect(up.align).toBe("left");
    const down = uprightLabel(rad(90));
    expect(deg(down.rotation)).toBeCloseTo(90);
    expect(down.align).toBe("right");
  });

  it("never leaves a baseline upside down, whatever the wheel's turn (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e5, max: 1e5, noNaN: true }), (angle) => {
        const { rotation, align } = uprightLabel(angle);
        expect(rotation).toBeGreaterThan(-Math.PI / 2);
        expect(rotation).toBeLessThanOrEqual(Math.PI / 2);
        // The same line as the wedge's middle: the same direction, or the opposite one.
        const turn = Math.atan2(Math.sin(rotation - angle), Math.cos(rotation - angle));
        if (align === "right") expect(Math.abs(turn)).toBeLessThan(1e-6);
        else expect(Math.abs(Math.abs(turn) - Math.PI)).toBeLessThan(1e-6);
      }),
    );
  });
});

describe("label colour", () => {
  it("measures the WCAG contrast ratio", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("contrasts at least 4.5:1 with every wedge colour", () => {
    for (const color of WHEEL_PALETTE) {
      const fit = fitLabel({ ...wedge("Amy", 4, 400), wedgeColor: color });
      expect(contrastRatio(fit?.color as string, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("contrasts at least 4.5:1 with any colour (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, "0")}`;
        const fit = fitLabel({ ...wedge("Amy", 4, 400), wedgeColor: color });
        expect(contrastRatio(fit?.color as string, color)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
