import { useState } from "react";

/** Runs `work` unless an earlier run is still going (then answers undefined). */
export type OneAtATime = <T>(work: () => Promise<T>) => Promise<T | undefined>;

/**
 * A guard for a save: a second click or submit (a double-click) that comes before React has
 * drawn the disabled button is ignored instead of sending the request again.
 */
export function createOneAtATime(): OneAtATime {
  let running = false;
  return async (work) => {
    if (running) return undefined;
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };
}

/** The guard for one form or dialog, kept across its renders. */
export function useOneAtATime(): OneAtATime {
  return useState(createOneAtATime)[0];
}
