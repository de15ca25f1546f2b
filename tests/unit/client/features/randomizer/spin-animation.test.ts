import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { animateSpin, wedgeCrossings } from "#src/client/features/randomizer/spin-animation";
import { easeOutCubic, SPIN_MS } from "#src/domain/wheel/spin";

// Node has no animation frames: ~60 Hz frames on the (faked) timers stand in for them.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) =>
    setTimeout(() => run(performance.now()), 16),
  );
  vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the spin animation", () => {
  it("eases from the start to exactly the target in 5 s, then calls onDone once", () => {
    const angles: number[] = [];
    const onDone = vi.fn();
    animateSpin({ from: 10, to: 3610, apply: (a) => angles.push(a), onDone });
    vi.advanceTimersByTime(SPIN_MS / 2);
    const middle = angles.at(-1) ?? 0;
    expect(middle).toBeCloseTo(10 + 3600 * easeOutCubic(0.5), -2);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SPIN_MS);
    expect(angles.at(-1)).toBe(3610);
    expect(onDone).toHaveBeenCalledOnce();
    expect(angles.every((a, i) => i === 0 || a >= (angles[i - 1] ?? 0))).toBe(true);
  });

  it("still ends on time without animation frames (a hidden tab)", () => {
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const onDone = vi.fn();
    const apply = vi.fn();
    animateSpin({ from: 0, to: 720, apply, onDone });
    vi.advanceTimersByTime(SPIN_MS + 300);
    expect(apply).toHaveBeenLastCalledWith(720);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("stops for good when cancelled", () => {
    const onDone = vi.fn();
    const stop = animateSpin({ from: 0, to: 720, apply: () => undefined, onDone });
    vi.advanceTimersByTime(1000);
    stop();
    vi.advanceTimersByTime(SPIN_MS * 2);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("wedge crossings (the tick sound)", () => {
  it("ticks each time the pointer passes into another wedge", () => {
    const onCross = vi.fn();
    const cross = wedgeCrossings(4, onCross, 0);
    for (const angle of [0, 30, 80, 95, 100, 200, 370]) {
      vi.advanceTimersByTime(10);
      cross(angle);
    }
    // Wedges of 90°: 0,0,0,1,1,2,4 -> three changes.
    expect(onCross).toHaveBeenCalledTimes(3);
  });
});
