/**
 * What the wheel shows at rest after a spin (docs/decisions/0042-wheel-fills-the-screen.md): the
 * entry under the pointer, and each winner's wedge numbered in the order revealed, like the
 * result card (1, 2, 3).
 */
import { type Weights, winnerIndex } from "./spin";

/** The index of the entry under the pointer when the wheel rests at `rotation` degrees. */
export function pointerIndex(rotation: number, entries: Weights): number {
  return winnerIndex(rotation, entries);
}

/**
 * Each wedge's winner number, 1 for the first winner revealed, or null for a wedge that did not
 * win. Winners no longer on the wheel get no mark; an entry listed twice keeps its first number.
 */
export function winnerMarks(
  entryIds: readonly string[],
  winnerIds: readonly string[],
): (number | null)[] {
  const rank = new Map<string, number>();
  winnerIds.forEach((id, i) => {
    if (!rank.has(id)) rank.set(id, i + 1);
  });
  return entryIds.map((id) => rank.get(id) ?? null);
}

/** The label a marked wedge shows: its winner number before the name, as on the result card. */
export function markedLabel(name: string, mark: number | null): string {
  return mark === null ? name : `${mark}. ${name}`;
}
