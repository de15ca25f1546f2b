import { useEffect, useRef } from "react";

/** Where a key types or changes a value: a shortcut there would steal the keystroke. */
const TYPING = "input, textarea, select, [contenteditable=''], [contenteditable='true']";
/** Where Space already does something (presses a button, ticks a box, scrolls a list). */
const OWNS_SPACE =
  "a[href], button, input, textarea, select, summary, [contenteditable=''], [contenteditable='true'], [role=button], [role=switch], [role=checkbox], [role=radio], [role=menuitem], [role=option], [role=tab], [tabindex]:not(#main)";

/**
 * Single-key shortcuts of one screen (docs/product.md#wheel): `keys` maps a key (" " for
 * Space, "?" or a lower-case letter) to what it does. Ignored with a modifier key (Ctrl, Alt,
 * Meta), while typing in a field, while a dialog or a menu is open, and for Space where the
 * focused control has a use for it.
 */
export function useKeyShortcuts(keys: Record<string, () => void>, enabled = true): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING)) return;
      if (document.querySelector("[role=dialog], [role=alertdialog], [role=menu]")) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      if (key === " " && target?.closest(OWNS_SPACE)) return;
      const run = latest.current[key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled]);
}
