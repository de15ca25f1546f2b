import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

const subscribe = (listener: () => void) => onlineManager.subscribe(() => listener());
const isOnline = () => onlineManager.isOnline();
const serverSnapshot = () => true;

/**
 * Whether the browser is online (TanStack Query's online manager, fed by the `online` and
 * `offline` events and started from `navigator.onLine`). Offline, the app is read-only (docs/product.md#offline):
 * disable every control that writes when this is false.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, serverSnapshot);
}

/** Starts the online manager from what the browser knows now (it assumes online otherwise). */
export function syncOnlineManagerWithBrowser(): void {
  if (typeof navigator !== "undefined" && typeof navigator.onLine === "boolean") {
    onlineManager.setOnline(navigator.onLine);
  }
}
