import type { KeyboardEvent as ReactKeyboardEvent } from "react";

/**
 * Escape with a dialog open and a toast showing closes the dialog the teacher is in, not the
 * toast. Radix gives Escape to the layer opened last only, and a toast that appears while a
 * dialog is open (a failed save, for one) is that layer: Escape closed the toast and left the
 * dialog open. The toast's `onEscapeKeyDown` (Radix Toast's own option) hands the key on: the
 * toast stays (it closes by itself) and the dialog it was meant for closes
 * (`closeOnEscapeFromToast` on each dialog's content).
 */
const handedOn = new WeakSet<Event>();

/** Toast.Root's onEscapeKeyDown: when the focus is in a dialog, the key is the dialog's. */
export function handEscapeToDialog(event: KeyboardEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (!target.closest('[role="dialog"], [role="alertdialog"]')) return;
  event.preventDefault();
  handedOn.add(event);
}

/** A dialog content's onKeyDown: closes it on an Escape a toast handed on. */
export function closeOnEscapeFromToast(close: () => void) {
  return (event: ReactKeyboardEvent) => {
    if (event.key === "Escape" && handedOn.has(event.nativeEvent)) close();
  };
}
