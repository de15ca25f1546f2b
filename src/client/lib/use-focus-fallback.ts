import { type RefObject, useLayoutEffect, useRef } from "react";

/** Keyboard focus is nowhere: the control that had it was removed or disabled. */
function focusLost(): boolean {
  const active = document.activeElement;
  return (
    active === null ||
    active === document.body ||
    (active instanceof HTMLButtonElement && active.disabled)
  );
}

/**
 * When `present` turns false and the focus went with it (Undo once its pick is undone, Clear
 * History once the history is empty), `target` gets the focus, so a keyboard or screen-reader
 * user stays where they were instead of starting again at the top of the page.
 */
export function useFocusFallback(present: boolean, target: RefObject<HTMLElement | null>) {
  const before = useRef(present);
  useLayoutEffect(() => {
    if (before.current && !present && focusLost()) target.current?.focus();
    before.current = present;
  }, [present, target]);
}
