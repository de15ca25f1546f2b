/**
 * The spin's animation loop: one requestAnimationFrame callback per frame that computes the
 * eased angle (domain `rotationAt`) and hands it to `apply` (which sets a CSS transform). No
 * React state changes per frame, so nothing re-renders while the wheel turns.
 */
import { rotationAt, SPIN_MS } from "#src/domain/wheel/spin";

export type SpinAnimationOptions = {
  from: number;
  to: number;
  /** Sets the wheel's angle for this frame. */
  apply: (rotation: number) => void;
  /** Called once, after the last frame has shown exactly `to`. */
  onDone: () => void;
  durationMs?: number;
};

/**
 * Starts the animation; the returned function stops it (onDone is then never called). A timer
 * backs up the frames: a hidden tab gets no animation frames, and the spin must still end (and
 * its winner be recorded) on time.
 */
export function animateSpin({
  from,
  to,
  apply,
  onDone,
  durationMs = SPIN_MS,
}: SpinAnimationOptions): () => void {
  const started = performance.now();
  let frame = 0;
  let over = false;
  const stop = () => {
    over = true;
    cancelAnimationFrame(frame);
    clearTimeout(backup);
  };
  const complete = () => {
    if (over) return;
    stop();
    apply(to);
    onDone();
  };
  const step = (now: number) => {
    const elapsed = Math.max(0, now - started);
    if (elapsed >= durationMs) return complete();
    apply(rotationAt(from, to, (elapsed / durationMs) * SPIN_MS));
    frame = requestAnimationFrame(step);
  };
  const backup = setTimeout(complete, durationMs + 250);
  frame = requestAnimationFrame(step);
  return stop;
}

/**
 * Calls `onCross` each time the pointer passes into a new wedge, at most once per `minGapMs`
 * (a 500-item wheel crosses hundreds of wedges a second at full speed).
 */
export function wedgeCrossings(count: number, onCross: () => void, minGapMs = 45) {
  const width = count > 0 ? 360 / count : 360;
  let last: number | null = null;
  let lastTick = 0;
  return (rotation: number) => {
    const wedge = Math.floor(rotation / width);
    if (last !== null && wedge !== last) {
      const now = performance.now();
      if (now - lastTick >= minGapMs) {
        lastTick = now;
        onCross();
      }
    }
    last = wedge;
  };
}
