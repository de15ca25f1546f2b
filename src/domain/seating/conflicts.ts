/**
 * Rules that can't hold in this room, found before any search (a few milliseconds for 60 seats):
 *
 * - more students to seat than seats (nothing can be placed);
 * - pins naming no seat, or two students pinned to one seat;
 * - seat needs the tagged seats can't meet (needs.ts), pins on seats without the needed tag;
 * - students kept together (rules sharing a student merged) outnumbering the largest
 *   neighbourhood, or pinned into different neighbourhoods;
 * - two students kept apart and kept together when together means neighbours: a rule of just
 *   the two, or a block that only fits at tables (where everyone is a neighbour);
 * - students who must all be apart (one rule, or rules that link every two of them: the largest
 *   such set, a clique of the keep-apart web) outnumbering the most seats with no two neighbours;
 * - two students of a keep-apart rule pinned to neighbouring seats.
 *
 * Each conflict names its rules (indices) and students (ids). These are bounds: a rule set that
 * passes may still fail in the search, which then says so ("not-found").
 */
import type { SeatingModel } from "./model";
import { needConflicts } from "./needs";
import type { Conflict } from "./seating-types";

export interface ConflictReport {
  conflicts: Conflict[];
  /** False when nothing can be placed at all (more students than seats). */
  canPlaceAnyway: boolean;
}

export function findConflicts(model: SeatingModel): ConflictReport {
  const { seats, people } = model;
  if (people.length > seats.length) {
    return {
      conflicts: [{ code: "too-many-students", students: people.length, seats: seats.length }],
      canPlaceAnyway: false,
    };
  }
  const conflicts: Conflict[] = [...model.pinConflicts, ...needConflicts(model)];
  conflicts.push(...togetherConflicts(model), ...apartConflicts(model));
  return { conflicts, canPlaceAnyway: true };
}

const idOf = (model: SeatingModel, i: number) => model.people[i]?.id as string;
const idsOf = (model: SeatingModel, list: readonly number[]) => list.map((i) => idOf(model, i));

/** Every two of the list, in order. */
function pairsOf(list: readonly number[]): [number, number][] {
  return list.flatMap((i, x) => list.slice(x + 1).map((j) => [i, j] as [number, number]));
}

function togetherConflicts(model: SeatingModel): Conflict[] {
  const { graph, pinSeat, rules, members, near } = model;
  const S = model.seats.length;
  const conflicts: Conflict[] = [];
  const largest = Math.max(0, ...graph.parts.map((p) => p.length));
  for (const block of model.blocks) {
    const students = idsOf(model, block.members);
    if (block.members.length > largest) {
      conflicts.push({ code: "together-too-large", rules: block.rules, students, largest });
      continue;
    }
    const pinnedParts = new Set(
      block.members.flatMap((i) =>
        (pinSeat[i] as number) >= 0 ? [graph.part[pinSeat[i] as number] as number] : [],
      ),
    );
    if (pinnedParts.size > 1) {
      conflicts.push({ code: "pins-break-together", rules: block.rules, students });
      continue;
    }
    // Seated at a table (a clique), or in a rule of just two, the block's students are neighbours.
    const onlyTables = graph.parts.every(
      (p, k) => p.length < block.members.length || graph.independent[k] === 1,
    );
    rules.forEach((rule, a) => {
      if (rule.kind !== "keep-apart") return;
      const inside = (members[a] as number[]).filter((i) => block.members.includes(i));
      for (const [i, j] of pairsOf(inside)) {
        const pairRule = block.rules.find((t) => {
          const m = members[t] as number[];
          return m.length === 2 && m.includes(i) && m.includes(j);
        });
        if (pairRule === undefined && !onlyTables) continue;
        conflicts.push({
          code: "apart-and-together",
          rules: [a, ...(pairRule === undefined ? block.rules : [pairRule])],
          students: [idOf(model, i), idOf(model, j)],
        });
        return;
      }
    });
    // A pair kept together but pinned to seats that aren't neighbours.
    for (const r of block.rules) {
      const m = members[r] as number[];
      if (m.length !== 2) continue;
      const [si, sj] = m.map((i) => pinSeat[i] as number) as [number, number];
      if (si >= 0 && sj >= 0 && near[si * S + sj] !== 1) {
        conflicts.push({ code: "pins-break-together", rules: [r], students: idsOf(model, m) });
      }
    }
  }
  return conflicts;
}

function apartConflicts(model: SeatingModel): Conflict[] {
  const { graph, pinSeat, rules, members, near, seats } = model;
  const S = seats.length;
  const most = graph.independent.reduce((a, b) => a + b, 0);
  const conflicts: Conflict[] = [];
  const apart = rules.flatMap((rule, r) =>
    rule.kind === "keep-apart" && (members[r] as number[]).length >= 2 ? [r] : [],
  );
  let anyTooMany = false;
  for (const r of apart) {
    const m = members[r] as number[];
    if (m.length > most) {
      anyTooMany = true;
      conflicts.push({ code: "apart-too-many", rules: [r], students: idsOf(model, m), most });
    }
    const pinned = m.filter((i) => (pinSeat[i] as number) >= 0);
    for (const [i, j] of pairsOf(pinned)) {
      if (near[(pinSeat[i] as number) * S + (pinSeat[j] as number)] === 1) {
        conflicts.push({
          code: "pins-break-apart",
          rule: r,
          students: [idOf(model, i), idOf(model, j)],
        });
      }
    }
  }
  if (anyTooMany || apart.length < 2) return conflicts;
  const n = model.people.length;
  const linked: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (const r of apart) {
    for (const i of members[r] as number[])
      for (const j of members[r] as number[]) if (i !== j) linked[i]?.add(j);
  }
  const clique = largestClique(linked);
  if (clique.length > most) {
    const inClique = new Set(clique);
    const involved = apart.filter(
      (r) => (members[r] as number[]).filter((i) => inClique.has(i)).length >= 2,
    );
    conflicts.push({
      code: "apart-too-many",
      rules: involved,
      students: idsOf(model, clique),
      most,
    });
  }
  return conflicts;
}

/** The largest set of students every two of whom are kept apart (Bron–Kerbosch with a pivot). */
export function largestClique(linked: readonly Set<number>[]): number[] {
  let best: number[] = [];
  const grow = (chosen: number[], candidates: Set<number>, excluded: Set<number>) => {
    if (candidates.size === 0) {
      if (excluded.size === 0 && chosen.length > best.length) best = [...chosen];
      return;
    }
    if (chosen.length + candidates.size <= best.length) return;
    let pivot = -1;
    let most = -1;
    for (const u of [...candidates, ...excluded]) {
      let k = 0;
      for (const v of candidates) if ((linked[u] as Set<number>).has(v)) k++;
      if (k > most) [pivot, most] = [u, k];
    }
    for (const v of [...candidates]) {
      if ((linked[pivot] as Set<number>).has(v)) continue;
      const next = linked[v] as Set<number>;
      grow(
        [...chosen, v],
        new Set([...candidates].filter((u) => next.has(u))),
        new Set([...excluded].filter((u) => next.has(u))),
      );
      candidates.delete(v);
      excluded.add(v);
    }
  };
  grow([], new Set(linked.flatMap((set, i) => (set.size > 0 ? [i] : []))), new Set());
  return best.sort((a, b) => a - b);
}
