/**
 * Who sits next to whom. Two seats are neighbours when they share a piece of furniture (a pair or
 * a table), or when they are single desks side by side in a row: touching cells along the desks'
 * side, both desks turned the same way. Not diagonally, not one behind the other, and not across
 * an aisle (a free cell between them).
 *
 * So the graph is a set of cliques (pairs and tables) and paths (runs of single desks); its parts
 * ("neighbourhoods") are what keep-together fits into and what keep-apart has to spread over.
 */
import { sideStep } from "./furniture";
import type { Seat } from "./room-types";

export interface NeighbourGraph {
  /** Per seat index, the indices of its neighbours, ascending. */
  adjacent: number[][];
  /** Per seat index, its neighbourhood (connected part). */
  part: Int32Array;
  /** Neighbourhoods as lists of seat indices. */
  parts: number[][];
  /** Per neighbourhood: the most seats in it no two of which are neighbours. */
  independent: number[];
}

const sameAxis = (a: Seat, b: Seat) => sideStep(a.rotation).dx === sideStep(b.rotation).dx;

export function neighbourGraph(seats: readonly Seat[]): NeighbourGraph {
  const adjacent: number[][] = seats.map(() => []);
  const at = new Map<string, number>();
  seats.forEach((s, i) => {
    at.set(`${s.x},${s.y}`, i);
  });
  const link = (i: number, j: number) => {
    (adjacent[i] as number[]).push(j);
    (adjacent[j] as number[]).push(i);
  };
  const byFurniture = new Map<string, number[]>();
  seats.forEach((s, i) => {
    if (s.kind === "desk") {
      const { dx, dy } = sideStep(s.rotation);
      const j = at.get(`${s.x + dx},${s.y + dy}`);
      const other = j === undefined ? undefined : seats[j];
      if (j !== undefined && other?.kind === "desk" && sameAxis(s, other)) link(i, j);
      return;
    }
    const mates = byFurniture.get(s.furniture) ?? [];
    for (const j of mates) link(i, j);
    mates.push(i);
    byFurniture.set(s.furniture, mates);
  });
  for (const list of adjacent) list.sort((a, b) => a - b);
  const part = new Int32Array(seats.length).fill(-1);
  const parts: number[][] = [];
  for (let start = 0; start < seats.length; start++) {
    if ((part[start] as number) >= 0) continue;
    const members = [start];
    part[start] = parts.length;
    for (let k = 0; k < members.length; k++) {
      for (const j of adjacent[members[k] as number] as number[]) {
        if ((part[j] as number) >= 0) continue;
        part[j] = parts.length;
        members.push(j);
      }
    }
    parts.push(members.sort((a, b) => a - b));
  }
  const independent = parts.map((members) => independentCount(members, adjacent));
  return { adjacent, part, parts, independent };
}

/**
 * The most seats of one neighbourhood with no two neighbours: 1 for a table (a clique), half a
 * run of desks rounded up (a path). The rules above make nothing else; anything else would count
 * all its seats, a bound that never claims a conflict on a guess.
 */
function independentCount(members: readonly number[], adjacent: readonly number[][]): number {
  const edges = members.reduce((sum, i) => sum + (adjacent[i] as number[]).length, 0) / 2;
  const k = members.length;
  if (edges === (k * (k - 1)) / 2) return Math.min(1, k);
  if (edges === k - 1 && members.every((i) => (adjacent[i] as number[]).length <= 2)) {
    return Math.ceil(k / 2);
  }
  return k;
}

/** The pairs of seat indices that are neighbours, each once (i < j). */
export function neighbourPairs(graph: NeighbourGraph): [number, number][] {
  return graph.adjacent.flatMap((list, i) =>
    list.filter((j) => j > i).map((j) => [i, j] as [number, number]),
  );
}
