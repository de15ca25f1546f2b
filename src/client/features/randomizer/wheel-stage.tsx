import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react";
import { cn } from "#src/client/lib/cn";
import { applyRotation, drawWheel, HUB_FRACTION } from "./wheel-drawing";

type Measure = { size: number; dpr: number };

/** The box's width in CSS px and the screen's pixel ratio, kept current by a ResizeObserver. */
function useMeasure(ref: RefObject<HTMLElement | null>): Measure {
  const [measure, setMeasure] = useState<Measure>({ size: 0, dpr: 1 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const size = Math.floor(element.getBoundingClientRect().width);
      const dpr = window.devicePixelRatio || 1;
      setMeasure((old) => (old.size === size && old.dpr === dpr ? old : { size, dpr }));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return measure;
}

type Props = {
  labels: readonly string[];
  /** Each wedge's weight (its share of the circle); equal wedges when left out. */
  weights?: readonly number[];
  /** The canvas that turns; the spin sets its transform each frame. */
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The wheel's current angle, re-applied after every repaint. */
  rotation: RefObject<number>;
  /** The wheel's accessible name (the item list is its text equivalent). */
  label: string;
  /** The wheel's width (the caller's classes; it has none of its own). */
  className?: string;
  /**
   * Changes when the wheel starts or stops turning: it is painted again for the angle it is at,
   * so that its labels read upright wherever it stopped.
   */
  restKey?: string;
  /** A click on the wheel (it spins; Space does the same from the keyboard). */
  onWheelClick?: () => void;
  /** Each wedge's winner number (null: not a winner), or null before a result. */
  marks?: readonly (number | null)[] | null;
  /** At rest: the entry under the pointer, and the winners marked in order (for tests and tools). */
  pointerName?: string | undefined;
  markedNames?: readonly string[];
};

/**
 * The wheel: a canvas painted once per item list or size (wedges and labels), a fixed pointer at
 * the top and a hub. Spinning only rotates the canvas, so React never renders during a spin.
 */
export function WheelStage(props: Props) {
  const { labels, weights, canvasRef, rotation, label, className, restKey, onWheelClick } = props;
  const marks = props.marks ?? null;
  const boxRef = useRef<HTMLDivElement>(null);
  const { size, dpr } = useMeasure(boxRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restKey repaints at the wheel's new rest angle
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || size === 0) return;
    drawWheel(canvas, labels, size, dpr, weights, rotation.current, marks);
    applyRotation(canvas, rotation.current);
  }, [canvasRef, rotation, labels, weights, size, dpr, restKey, marks]);

  const hub = `${HUB_FRACTION * 200}%`;
  return (
    <div
      className={cn("relative mx-auto pt-4", className)}
      data-testid="wheel-stage"
      data-pointer={props.pointerName}
      data-marked={props.markedNames?.join("\n")}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a pointer shortcut; the Spin button and Space are the keyboard's way */}
      <div
        ref={boxRef}
        onClick={onWheelClick}
        className={cn(
          "relative aspect-square w-full overflow-hidden rounded-full",
          onWheelClick && "cursor-pointer",
        )}
        style={{ position: "relative", overflow: "hidden", aspectRatio: "1 / 1" }}
      >
        {/* Sized by its box, never the other way round, so the wheel can shrink to any width. */}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={label}
          className="absolute inset-0 block size-full will-change-transform"
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%" }}
        />
        <div
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-full border-4 border-slate-800 bg-white shadow-soft"
          style={{ width: hub, height: hub }}
        />
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 40 48"
        className="absolute top-0 left-1/2 h-12 w-10 -translate-x-1/2 drop-shadow"
      >
        <path d="M4 4 H36 L20 44 Z" fill="#F59E0B" stroke="#1E293B" strokeWidth="3" />
      </svg>
    </div>
  );
}
