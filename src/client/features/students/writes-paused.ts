import { t } from "@lingui/core/macro";
import { useWritesOpen } from "#src/client/data/data-context";

/** Shown beside the roster's actions while they are unavailable (the Settings tab has its own). */
export const offlineReason = (): string => t`Not available while offline`;

/**
 * Offline the signed-in app is read-only (docs/product.md#offline, decision 0004): a change would only wait, its
 * form saying "Saving..." until the network came back. The demo keeps its classes in the page,
 * so it goes on writing offline.
 */
export function useWritesPaused(): boolean {
  return !useWritesOpen();
}
