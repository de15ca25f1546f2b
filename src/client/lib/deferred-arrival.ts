import { useDeferredValue } from "react";

/**
 * `value`, with its first arrival drawn as a deferred render. A store's change
 * (a query's answer, the session) renders at once and in one piece; the first answer often
 * mounts a whole screen, one long task on a phone. Deferred, React first renders the screen as
 * it was (cheap) and then the new one in slices that leave the main thread free.
 * Once `arrived` holds for what is shown, later changes render at once again: an edit's result
 * shows in the same render as the dialog that closes, so focus can go where the change left it.
 */
export function useDeferredArrival<T>(value: T, arrived: (shown: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return arrived(deferred) ? value : deferred;
}
