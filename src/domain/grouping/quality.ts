/**
 * Grouping quality (docs/product.md#groups). For a group g of size s, an attribute and one of its values held by T
 * of the class's n students, the ideal share is s·T/n students. The score is
 *
 *   score = Σ over groups, balanced attributes and values of |count − s·T/n|
 *
 * so 0 means every group mirrors the class exactly; lower is better. (Missing values count as a
 * value of their own.) Computations are scaled by n so they stay in exact integers.
 *
 * The lower bound is, per attribute, the best score any split into these group sizes can reach
 * for that attribute alone; no split can beat their sum. Each is an integer min-cost flow
 * (groups → values, convex cost per cell), solved exactly by successive shortest paths.
 */

import {
  ATTRIBUTE_NAMES,
  type AttributeName,
  type AttributeSet,
  type StudentAttributes,
} from "../students/attributes";
import { type EncodedClass, encodeClass } from "./codes";

export interface GroupQuality {
  score: number;
  lowerBound: number;
}

/** n × score for groups given as lists of student indices into `encoded`. */
export function scaledScore(encoded: EncodedClass, groups: readonly (readonly number[])[]): number {
  const { n, codes, sizes, totals } = encoded;
  let sum = 0;
  codes.forEach((column, a) => {
    const counts = new Int32Array(sizes[a] as number);
    const total = totals[a] as Int32Array;
    for (const group of groups) {
      counts.fill(0);
      for (const i of group) {
        const code = column[i] as number;
        counts[code] = (counts[code] as number) + 1;
      }
      for (let v = 0; v < counts.length; v++) {
        sum += Math.abs(n * (counts[v] as number) - group.length * (total[v] as number));
      }
    }
  });
  return sum;
}

interface Arc {
  to: number;
  cap: number;
  cost: number;
  rev: number;
}

function minCostFlow(nodes: number, arcs: Arc[][], source: number, sink: number): number {
  let cost = 0;
  const dist = new Float64Array(nodes);
  const prevNode = new Int32Array(nodes);
  const prevArc = new Int32Array(nodes);
  for (;;) {
    dist.fill(Number.POSITIVE_INFINITY);
    dist[source] = 0;
    for (let round = 0, changed = true; changed && round < nodes; round++) {
      changed = false;
      for (let u = 0; u < nodes; u++) {
        const du = dist[u] as number;
        if (du === Number.POSITIVE_INFINITY) continue;
        (arcs[u] as Arc[]).forEach((arc, k) => {
          if (arc.cap > 0 && du + arc.cost < (dist[arc.to] as number)) {
            dist[arc.to] = du + arc.cost;
            prevNode[arc.to] = u;
            prevArc[arc.to] = k;
            changed = true;
          }
        });
      }
    }
    if (dist[sink] === Number.POSITIVE_INFINITY) return cost;
    let push = Number.POSITIVE_INFINITY;
    for (let v = sink; v !== source; v = prevNode[v] as number) {
      push = Math.min(
        push,
        ((arcs[prevNode[v] as number] as Arc[])[prevArc[v] as number] as Arc).cap,
      );
    }
    for (let v = sink; v !== source; v = prevNode[v] as number) {
      const arc = (arcs[prevNode[v] as number] as Arc[])[prevArc[v] as number] as Arc;
      arc.cap -= push;
      ((arcs[v] as Arc[])[arc.rev] as Arc).cap += push;
    }
    cost += push * (dist[sink] as number);
  }
}

/** n × (the best score for one attribute alone) with these group sizes. */
function attributeBound(n: number, total: Int32Array, groupSizes: readonly number[]): number {
  const k = groupSizes.length;
  const values = total.length;
  const nodes = k + values + 2;
  const source = nodes - 2;
  const sink = nodes - 1;
  const arcs: Arc[][] = Array.from({ length: nodes }, () => []);
  const add = (from: number, to: number, cap: number, cost: number) => {
    if (cap <= 0) return;
    const a = arcs[from] as Arc[];
    const b = arcs[to] as Arc[];
    a.push({ to, cap, cost, rev: b.length });
    b.push({ to: from, cap: 0, cost: -cost, rev: a.length - 1 });
  };
  let base = 0;
  groupSizes.forEach((size, g) => {
    add(source, g, size, 0);
    for (let v = 0; v < values; v++) {
      const target = size * (total[v] as number); // n × ideal share
      const floor = Math.floor(target / n);
      base += target;
      add(g, k + v, floor, -n);
      if (target % n !== 0) add(g, k + v, 1, n * (2 * floor + 1) - 2 * target);
      add(g, k + v, size, n);
    }
  });
  for (let v = 0; v < values; v++) add(k + v, sink, total[v] as number, 0);
  return base + minCostFlow(nodes, arcs, source, sink);
}

export function scaledLowerBound(encoded: EncodedClass, groupSizes: readonly number[]): number {
  let sum = 0;
  for (const total of encoded.totals) sum += attributeBound(encoded.n, total, groupSizes);
  return sum;
}

/** The score of a grouping and the lower bound for its group sizes (see the top of the file). */
export function groupQuality(
  groups: readonly (readonly StudentAttributes[])[],
  attributes: AttributeSet,
  balanceOn: readonly AttributeName[] = ATTRIBUTE_NAMES,
): GroupQuality {
  const students = groups.flat();
  if (students.length === 0) return { score: 0, lowerBound: 0 };
  const encoded = encodeClass(students, attributes, balanceOn);
  let next = 0;
  const indexGroups = groups.map((group) => group.map(() => next++));
  const sizes = groups.map((group) => group.length);
  return {
    score: scaledScore(encoded, indexGroups) / encoded.n,
    lowerBound: scaledLowerBound(encoded, sizes) / encoded.n,
  };
}
