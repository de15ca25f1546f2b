import { vi } from "vitest";

/**
 * Freezes Date (timers stay real) one second into the next window of `windowMs`, so every attempt
 * of a test falls in one of the rate limits' clock-aligned windows. A ten-minute window starts a
 * one-minute and a ten-second one too. Undo with `vi.useRealTimers()`. Answers the frozen time.
 */
export function freezeAtWindowStart(windowMs = 600_000): number {
  const start = (Math.floor(Date.now() / windowMs) + 1) * windowMs + 1000;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(start);
  return start;
}
