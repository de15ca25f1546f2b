/**
 * New neighbours: who sat next to whom in the newest saved charts, each in the room it was made
 * for. `times[i * n + j]` counts the charts that made students i and j (indices of the students
 * being seated now) neighbours; students no longer seated are ignored.
 */
import { neighbourGraph, neighbourPairs } from "./neighbours";
import { roomSeats } from "./room";
import { NEW_NEIGHBOURS_FROM, type PastChart } from "./seating-types";

export function pastNeighbours(
  index: ReadonlyMap<string, number>,
  past: readonly PastChart[],
  count: number = NEW_NEIGHBOURS_FROM,
): Int32Array | null {
  const n = index.size;
  const charts = past.slice(0, Math.max(0, Math.floor(count)));
  if (charts.length === 0) return null;
  const times = new Int32Array(n * n);
  let any = false;
  for (const chart of charts) {
    const seats = roomSeats(chart.room);
    const who = seats.map((s) => {
      const id = chart.seats[s.id];
      return id === undefined ? -1 : (index.get(id) ?? -1);
    });
    for (const [s, t] of neighbourPairs(neighbourGraph(seats))) {
      const i = who[s] as number;
      const j = who[t] as number;
      if (i < 0 || j < 0 || i === j) continue;
      times[i * n + j] = (times[i * n + j] as number) + 1;
      times[j * n + i] = (times[j * n + i] as number) + 1;
      any = true;
    }
  }
  return any ? times : null;
}

/** The neighbour pairs of a chart (student ids, each pair once, in seat order). */
export function chartNeighbourPairs(
  seats: readonly { id: string }[],
  pairs: readonly [number, number][],
  chart: Readonly<Record<string, string>>,
): [string, string][] {
  return pairs.flatMap(([s, t]) => {
    const a = chart[(seats[s] as { id: string }).id];
    const b = chart[(seats[t] as { id: string }).id];
    return a === undefined || b === undefined ? [] : [[a, b] as [string, string]];
  });
}
