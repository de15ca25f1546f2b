/** Helpers for lists that can hold a whole big class (5,000 students; decision 0025). */
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** The first step of a long list: a short list (a usual class) renders whole at once. */
export const FIRST_STEP = 120;
/** Items in the second step; later steps are sized by how long the last one took. */
export const NEXT_STEP = 100;
export const MIN_STEP = 20;
export const MAX_STEP = 1000;
/** After a restart (a key typed in a search) the list waits this long before it grows. */
export const RESTART_PAUSE_MS = 300;
/** What one step may cost the main thread, so a key or tap waits at most about this long. */
export const STEP_BUDGET_MS = 30;

/**
 * How many of a list's `total` items a step of `count` shows: a usual class (up to FIRST_STEP)
 * whole at once, a longer one `count` (first what its box shows, then more in steps).
 */
export function shownCount(count: number, total: number): number {
  return total <= FIRST_STEP ? total : Math.min(count, total);
}

/** How many items show after one more step of a list of `total` (never more than `total`). */
export function nextCount(count: number, total: number, step = NEXT_STEP): number {
  return Math.min(total, count + step);
}

/**
 * The next step's size: scaled so that it takes about STEP_BUDGET_MS, within the bounds, and at
 * most twice the last (one step that ran while the device was idle must not make the next one
 * draw 1,000 heavy items in one frame).
 */
export function nextStep(step: number, tookMs: number, minStep = MIN_STEP): number {
  if (!(tookMs > 0) || !Number.isFinite(tookMs)) return step;
  const scaled = Math.round((step * STEP_BUDGET_MS) / tookMs);
  return Math.min(MAX_STEP, 2 * step, Math.max(minStep, scaled));
}

/** How a list grows (useProgressiveCount); the defaults suit rows of a name and a control. */
export type Steps = {
  /** Items drawn at first when the list is longer than a usual class (FIRST_STEP). */
  firstStep?: number;
  /** The second step (later ones are sized by how long the last took). */
  step?: number;
  /** The smallest step (heavier items take fewer). */
  minStep?: number;
  /** After a restart the list waits this long before it grows. */
  restartPauseMs?: number;
};

/**
 * How many of a long list's items to render now: a short list all at once, a long one (5,000
 * students) in steps (Steps) from `firstStep` (what the list's box shows: opening a dialog over a big
 * class draws no more rows than can be seen), each in a task of its own and sized to take
 * about STEP_BUDGET_MS on this device, so the page answers taps and keys in between instead of
 * freezing until every row exists. Every item is rendered in the end. A change of `restart`
 * (e.g. the search text) starts again from the first step, and the list grows again only after
 * `restartPauseMs` (RESTART_PAUSE_MS), so while a teacher types each key swaps a first step,
 * not thousands of rows.
 */
export function useProgressiveCount(
  total: number,
  restart: unknown = null,
  {
    firstStep = FIRST_STEP,
    step: secondStep = NEXT_STEP,
    minStep = MIN_STEP,
    restartPauseMs = RESTART_PAUSE_MS,
  }: Steps = {},
): number {
  const [state, setState] = useState({ restart, count: firstStep, restarted: false });
  const step = useRef(secondStep);
  let { count } = state;
  if (!Object.is(state.restart, restart)) {
    count = firstStep;
    setState({ restart, count, restarted: true });
  }
  const pause = state.restarted && count === firstStep ? restartPauseMs : 0;
  const whole = total <= FIRST_STEP;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each restart starts the pause again
  useEffect(() => {
    if (whole || count >= total) return;
    const timer = setTimeout(() => {
      const start = performance.now();
      // Drawn in this task, so its cost is measured and the next step sized by it.
      flushSync(() => setState((s) => ({ ...s, count: nextCount(s.count, total, step.current) })));
      step.current = nextStep(step.current, performance.now() - start, minStep);
    }, pause);
    return () => clearTimeout(timer);
  }, [count, total, pause, state.restart, whole, minStep]);
  return shownCount(count, total);
}
