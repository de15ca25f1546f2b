import { shortNames } from "../students/initials";
import type { ClassStudent, IncomingStudent } from "./sync";

/**
 * A roster's students with first names and last initials only (docs/decisions/0057-last-initials.md),
 * kept apart from each other and from the class's other students. A student already linked to one
 * of them is no other: a re-import that finds the same roster gives the same short names, so
 * nobody is renamed, and a newcomer "Maya Perez" beside a linked "Maya Patel" renames her
 * "Maya Pa." as the newcomer becomes "Maya Pe.".
 */
export function rosterShortNames(
  existing: readonly ClassStudent[],
  incoming: readonly IncomingStudent[],
): IncomingStudent[] {
  const ids = new Set(incoming.map((s) => s.externalId));
  const taken = existing
    .filter((s) => s.externalId === null || !ids.has(s.externalId))
    .map((s) => s.name);
  const names = shortNames(
    incoming.map((s) => s.name),
    taken,
  );
  return incoming.map((s, i) => ({ externalId: s.externalId, name: names[i] as string }));
}
