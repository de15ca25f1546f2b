import { useState } from "react";

/**
 * True from the first render where `open` is true on: a lazily loaded dialog is mounted when
 * first opened and then stays mounted, so it can close with its animation and return focus.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, updated during render (React re-renders at once, before painting).
  if (open && !opened) setOpened(true);
  return opened || open;
}
