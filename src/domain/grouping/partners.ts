/**
 * New partners: who shared a group with whom in the last saved groupings. Each
 * saved grouping is a list of groups of student ids; ids of students not selected now are
 * ignored. For each pair of selected students the history holds how many of those groupings put
 * them together (0 for most pairs), stored sparsely: per student, its past partners and counts.
 */
export interface PartnerHistory {
  /** partners of student i are partners[offsets[i] .. offsets[i + 1]), with their counts. */
  offsets: Int32Array;
  partners: Int32Array;
  counts: Int32Array;
}

export type PastGrouping = readonly (readonly string[])[];

export function partnerHistory(
  index: ReadonlyMap<string, number>,
  n: number,
  past: readonly PastGrouping[],
): PartnerHistory | null {
  // All past groups as one flat list of member indices; each student's groups as a list.
  const members: number[] = [];
  const starts: number[] = [0];
  const groupsOf: number[][] = Array.from({ length: n }, () => []);
  const seen = new Int32Array(n).fill(-1);
  let bound = 0;
  let stamp = 0; // one per past group read, dropped ones included (a repeated id counts once)
  for (const grouping of past) {
    for (const group of grouping) {
      const g = starts.length - 1;
      stamp++;
      for (const id of group) {
        const i = index.get(id);
        if (i === undefined || seen[i] === stamp) continue;
        seen[i] = stamp;
        members.push(i);
      }
      const size = members.length - (starts[g] as number);
      if (size < 2) members.length = starts[g] as number;
      else {
        for (let m = starts[g] as number; m < members.length; m++) {
          (groupsOf[members[m] as number] as number[]).push(g);
        }
        starts.push(members.length);
        bound += size * (size - 1);
      }
    }
  }
  if (bound === 0) return null;
  const row = new Int32Array(n);
  const touched = new Int32Array(n);
  const offsets = new Int32Array(n + 1);
  const partners = new Int32Array(bound);
  const counts = new Int32Array(bound);
  let next = 0;
  for (let i = 0; i < n; i++) {
    let t = 0;
    for (const g of groupsOf[i] as number[]) {
      for (let m = starts[g] as number; m < (starts[g + 1] as number); m++) {
        const j = members[m] as number;
        if (j === i) continue;
        if (row[j] === 0) touched[t++] = j;
        row[j] = (row[j] as number) + 1;
      }
    }
    for (let x = 0; x < t; x++) {
      const j = touched[x] as number;
      partners[next] = j;
      counts[next++] = row[j] as number;
      row[j] = 0;
    }
    offsets[i + 1] = next;
  }
  return { offsets, partners: partners.subarray(0, next), counts: counts.subarray(0, next) };
}

/** Pairs of students in the same group now who shared a group in the history, as index pairs. */
export function repeatedPairIndices(
  history: PartnerHistory | null,
  groupOf: Int32Array,
): [number, number][] {
  if (!history) return [];
  const pairs: [number, number][] = [];
  const { offsets, partners } = history;
  for (let i = 0; i < groupOf.length; i++) {
    for (let p = offsets[i] as number; p < (offsets[i + 1] as number); p++) {
      const j = partners[p] as number;
      if (j > i && groupOf[j] === groupOf[i]) pairs.push([i, j]);
    }
  }
  return pairs;
}
