/**
 * The page `bench/wheel.ts` loads in headless Chromium: the Randomizer's real wheel (WheelStage
 * painted once, turned by useSpin's animation loop) with N labelled items, plus probes the bench
 * calls through `window.wheelBench`. Not part of the app.
 */
import { useMemo } from "react";
import { createRoot } from "react-dom/client";
import { useSpin } from "../src/client/features/randomizer/use-spin";
import { drawWheel } from "../src/client/features/randomizer/wheel-drawing";
import type { WheelItem } from "../src/client/features/randomizer/wheel-items";
import { WheelStage } from "../src/client/features/randomizer/wheel-stage";

const WIDTH = 480;

type Frames = { frames: number[]; longTasks: number; winner: string };

type Probe = {
  mount(count: number): Promise<void>;
  /** Spins once; resolves with the frame intervals (ms) and long tasks seen during the spin. */
  spin(): Promise<Frames>;
  /** The same measure over `ms` with nothing moving: the machine's own noise floor. */
  idle(ms: number): Promise<Frames>;
  /** Milliseconds one full paint of the wheel takes (what a frame would cost if it repainted). */
  paintMs(count: number, repeats: number): number;
};

const labelsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => `Student number ${i + 1}`);

/** Unequal wedges (weights 1, 2, 3, 1, 2, 3, ...): the weighted wheel of the picking modes (docs/product.md#attendance). */
const weightsOf = (count: number) => Array.from({ length: count }, (_, i) => (i % 3) + 1);

let winnerName = "";

function BenchWheel({ count }: { count: number }) {
  const items = useMemo<WheelItem[]>(
    () => labelsOf(count).map((name, i) => ({ id: `item-${i}`, name, isStudent: true })),
    [count],
  );
  const labels = useMemo(() => items.map((item) => item.name), [items]);
  const weights = useMemo(() => weightsOf(count), [count]);
  const spinner = useSpin({
    items,
    weights,
    reducedMotion: false,
    sound: false,
    onWinners: (winners) => {
      winnerName = winners[0]?.name ?? "";
    },
  });
  return (
    <div style={{ width: WIDTH }}>
      <WheelStage
        labels={labels}
        weights={weights}
        canvasRef={spinner.canvasRef}
        rotation={spinner.rotation}
        label={`Spinning wheel with ${count} items`}
      />
      <button type="button" id="spin" onClick={spinner.spin}>
        Spin
      </button>
      <output id="state">{spinner.state}</output>
    </div>
  );
}

const rootElement = document.getElementById("root") as HTMLElement;
const root = createRoot(rootElement);
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Records rAF intervals and long tasks while `going()` holds (checked every frame). */
function frames(going: () => boolean): Promise<Frames> {
  return new Promise((resolve) => {
    const intervals: number[] = [];
    let longTasks = 0;
    const observer = new PerformanceObserver((list) => {
      longTasks += list.getEntries().length;
    });
    observer.observe({ type: "longtask" });
    let last = 0;
    const sample = (now: number) => {
      if (last) intervals.push(now - last);
      last = now;
      if (going()) requestAnimationFrame(sample);
      else {
        observer.disconnect();
        resolve({ frames: intervals, longTasks, winner: winnerName });
      }
    };
    requestAnimationFrame(sample);
  });
}

const probe: Probe = {
  async mount(count) {
    root.render(<BenchWheel key={count} count={count} />);
    for (let i = 0; i < 10; i++) await nextFrame();
  },
  spin() {
    const state = document.getElementById("state") as HTMLElement;
    const measured = frames(() => state.textContent === "spinning");
    (document.getElementById("spin") as HTMLButtonElement).click();
    return measured;
  },
  idle(ms) {
    const until = performance.now() + ms;
    return frames(() => performance.now() < until);
  },
  paintMs(count, repeats) {
    const canvas = document.createElement("canvas");
    const labels = labelsOf(count);
    const weights = weightsOf(count);
    const start = performance.now();
    for (let i = 0; i < repeats; i++) {
      drawWheel(canvas, labels, WIDTH, window.devicePixelRatio, weights);
    }
    return (performance.now() - start) / repeats;
  },
};

(window as Window & { wheelBench?: Probe }).wheelBench = probe;
