import { t } from "@lingui/core/macro";
import { useEffect } from "react";
import { confirm } from "../components/ui/confirm-store";

/**
 * The forms of the page that hold input not saved yet (the class form, the student dialog, an
 * attribute's options), so that nothing the teacher typed is dropped without asking: a link to
 * another screen and Back ask first (the root route, app/root-layout.tsx), closing a form's dialog asks, and the
 * browser asks before the page is reloaded or closed (`beforeunload`).
 */
const unsaved = new Map<symbol, string>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask only when a value is set.
  event.returnValue = "";
}

function changed() {
  if (typeof window === "undefined") return;
  if (unsaved.size > 0) window.addEventListener("beforeunload", onBeforeUnload);
  else window.removeEventListener("beforeunload", onBeforeUnload);
}

/**
 * Tells the page while a form holds unsaved input. `lost` says what a discard loses, as the
 * question's description ("What you typed in the student form will be lost.").
 */
export function useUnsavedEdits(isUnsaved: boolean, lost: string) {
  useEffect(() => (isUnsaved ? markUnsaved(lost) : undefined), [isUnsaved, lost]);
}

/** Notes one form's unsaved input (what `useUnsavedEdits` does); returns its removal. */
export function markUnsaved(lost: string): () => void {
  const key = Symbol(lost);
  unsaved.set(key, lost);
  changed();
  return () => {
    unsaved.delete(key);
    changed();
  };
}

/** Whether any form of the page holds unsaved input. */
export function hasUnsavedEdits(): boolean {
  return unsaved.size > 0;
}

/**
 * Forgets every form's unsaved input (the teacher chose to discard it; its forms are leaving),
 * so that leaving asks once and the browser does not ask again.
 */
export function forgetUnsavedEdits() {
  unsaved.clear();
  changed();
}

/**
 * "Discard unsaved changes?": resolves true when the teacher discards, false when they keep
 * editing (Keep Editing, Escape). `description` defaults to what the first unsaved form says.
 * A discard forgets the page's unsaved input at once, so a move the caller makes next (a class
 * card's Open goes to its Students tab) is not asked about a second time while the form that
 * held it is still leaving.
 */
export async function confirmDiscard(
  options: { description?: string; returnFocus?: () => HTMLElement | null } = {},
): Promise<boolean> {
  const ok = await confirm({
    title: t`Discard unsaved changes?`,
    description: options.description ?? [...unsaved.values()][0],
    confirmLabel: t`Discard Changes`,
    cancelLabel: t`Keep Editing`,
    destructive: true,
    returnFocus: options.returnFocus,
  });
  if (ok) forgetUnsavedEdits();
  return ok;
}

/**
 * Resolves true once nothing unsaved stands in the way of leaving: at once when no form holds
 * unsaved input, else after the teacher chose Discard Changes (the input is then forgotten).
 */
export async function leaveUnsavedEdits(): Promise<boolean> {
  return !hasUnsavedEdits() || (await confirmDiscard());
}
