/** Helpers for lists that can hold a whole big class (5,000 students; decision 0025). */
import { useEffect, useState } from "react";

/** The first step of a long list: a short list (a usual class) renders whole at once. */
export const FIRST_STEP = 120;
/** Items added per step afterwards (about 50-100 ms of rendering each on a slow phone). */
export const NEXT_STEP = 200;

/** How many items show after one more step of a list of `total` (never more than `total`). */
export function nextCount(count: number, total: number, step = NEXT_STEP): number {
  return Math.min(total, count + step);
}

/**
 * How many of a long list's items to render now: a short list all at once, a long one (5,000
 * students) in steps of NEXT_STEP, each in a task of its own, so the page answers taps and keys
 * in between instead of freezing until every row exists. Every item is rendered in the end.
 * A change of `restart` (e.g. the search text) starts again from the first step.
 */
export function useProgressiveCount(total: number, restart: unknown = null): number {
  const [state, setState] = useState({ restart, count: FIRST_STEP });
  let { count } = state;
  if (!Object.is(state.restart, restart)) {
    count = FIRST_STEP;
    setState({ restart, count });
  }
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(
      () => setState((s) => ({ ...s, count: nextCount(s.count, total) })),
      0,
    );
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
