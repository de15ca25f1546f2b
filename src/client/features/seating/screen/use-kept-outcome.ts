import { useEffect, useState } from "react";
import type { SeatingOutcome } from "./use-seating-run";

type Kept = { outcome: SeatingOutcome | null; pinned: [string, string][] };

const keyOf = (roomId: string, version: number) => `classcharm.seating.${roomId}.${version}`;

function read(key: string): Kept {
  try {
    const text = window.sessionStorage.getItem(key);
    const kept = text ? (JSON.parse(text) as Kept) : null;
    if (kept && Array.isArray(kept.pinned)) return kept;
  } catch {
    // Unreadable or unavailable: start afresh.
  }
  return { outcome: null, pinned: [] };
}

/**
 * The chart made last for this room (as drawn now), kept for this browser tab: back from the
 * print view or another tab, the teacher finds it as it was, hand moves and pins included.
 */
export function useKeptOutcome(roomId: string, version: number) {
  const key = keyOf(roomId, version);
  const [kept] = useState(() => read(key));
  const [outcome, setOutcome] = useState<SeatingOutcome | null>(kept.outcome);
  const [pinned, setPinned] = useState<ReadonlyMap<string, string>>(() => new Map(kept.pinned));
  useEffect(() => {
    try {
      window.sessionStorage.setItem(key, JSON.stringify({ outcome, pinned: [...pinned] }));
    } catch {
      // Storage full or unavailable: the chart stays on screen, only a return loses it.
    }
  }, [key, outcome, pinned]);
  return { outcome, setOutcome, pinned, setPinned };
}
