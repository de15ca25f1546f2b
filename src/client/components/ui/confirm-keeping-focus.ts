import { type ConfirmOptions, confirm } from "./confirm-store";

/**
 * Asks like `confirm`, then puts focus back on the control that asked (the confirmation is
 * opened from code, not from a dialog trigger, so nothing else returns it). When that control is
 * gone by then (e.g. the deleted student's card), `fallback` gets focus instead.
 */
export async function confirmKeepingFocus(
  options: ConfirmOptions,
  fallback?: () => HTMLElement | null,
): Promise<boolean> {
  const asker = document.activeElement;
  const ok = await confirm(options);
  requestAnimationFrame(() => {
    const target =
      asker instanceof HTMLElement && asker.isConnected ? asker : (fallback?.() ?? null);
    target?.focus();
  });
  return ok;
}
