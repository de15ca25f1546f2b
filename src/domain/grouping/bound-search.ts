/**
 * Branch and bound over groupings (bound.ts explains the result). Groups are filled one
 * after another, largest first; a group is filled by choosing how many students of each type
 * it takes, in type order. Groups of equal size are interchangeable, so their type-count vectors
 * must not increase lexicographically (each grouping is met once, not once per relabelling).
 *
 * A node's bound is the exact cost of the closed groups plus, per attribute, the cheapest way to
 * complete the open group (from the types not yet considered) and spread the rest over the
 * empty groups with `spread`; a valid relaxation, as every grouping below the node pays at least
 * that. Nodes whose bound reaches the cutoff are pruned and remembered (`pruned`).
 */
import { type BoundModel, INFEASIBLE } from "./bound-model";

export class BoundSearch {
  best: number;
  /** Least bound of the pruned nodes: no grouping in them scores below it. */
  pruned = Number.POSITIVE_INFINITY;
  nodes = 0;
  aborted = false;
  private cutoff: number;
  private readonly rem: Int32Array;
  /** Students of each cell not in a closed group nor the open one. */
  private readonly left: Int32Array;
  /** Students of each cell among the types the open group may still take. */
  private readonly later: Int32Array;
  private readonly count: Int32Array;
  private readonly take: Int32Array;
  private readonly vectors: Int32Array[];

  constructor(
    private readonly m: BoundModel,
    incumbent: number,
    private readonly factor: number,
    private readonly timedOut: () => boolean,
  ) {
    this.best = incumbent;
    this.cutoff = incumbent / factor;
    this.rem = Int32Array.from(m.typeCount);
    this.left = Int32Array.from(m.totals);
    this.later = new Int32Array(m.totals.length);
    this.count = new Int32Array(m.totals.length);
    this.take = new Int32Array(m.width);
    this.vectors = m.sizes.map(() => new Int32Array(m.types));
  }

  private addLater(t: number, sign: number): void {
    const { na, width, typeCodes } = this.m;
    const x = sign * (this.rem[t] as number);
    for (let a = 0; a < na; a++) {
      const cell = a * width + (typeCodes[t * na + a] as number);
      this.later[cell] = (this.later[cell] as number) + x;
    }
  }

  /** The node bound for open group g with `slots` places left and `done` for closed groups. */
  bound(g: number, slots: number, done: number): number {
    const { n, na, width, totals, sizes, spread } = this.m;
    const size = sizes[g] as number;
    const rest = spread[g + 1] as Float64Array[];
    const { count, left, later, take } = this;
    let sum = done;
    for (let a = 0; a < na; a++) {
      let available = 0;
      for (let cell = a * width; cell < (a + 1) * width; cell++) {
        take[cell - a * width] = 0;
        available += later[cell] as number;
        const target = size * (totals[cell] as number);
        sum += Math.abs(n * (count[cell] as number) - target);
        sum += (rest[cell] as Float64Array)[left[cell] as number] as number;
      }
      if (available < slots) return INFEASIBLE;
      for (let step = 0; step < slots; step++) {
        let chosen = 0;
        let delta = Number.POSITIVE_INFINITY;
        for (let v = 0; v < width; v++) {
          const cell = a * width + v;
          const x = take[v] as number;
          if (x >= (later[cell] as number)) continue;
          const target = size * (totals[cell] as number);
          const c = (count[cell] as number) + x;
          const row = rest[cell] as Float64Array;
          const r = (left[cell] as number) - x;
          const d =
            Math.abs(n * (c + 1) - target) -
            Math.abs(n * c - target) +
            (row[r - 1] as number) -
            (row[r] as number);
          if (d < delta) {
            delta = d;
            chosen = v;
          }
        }
        take[chosen] = (take[chosen] as number) + 1;
        sum += delta;
      }
    }
    return sum;
  }

  private place(t: number, x: number): void {
    const { na, width, typeCodes } = this.m;
    for (let a = 0; a < na; a++) {
      const cell = a * width + (typeCodes[t * na + a] as number);
      this.count[cell] = (this.count[cell] as number) + x;
      this.left[cell] = (this.left[cell] as number) - x;
    }
    this.rem[t] = (this.rem[t] as number) - x;
  }

  /** Opens group g (the closed ones cost `done`); call with g = 0 to search everything. */
  open(g: number, done: number): void {
    const { sizes, types } = this.m;
    const size = sizes[g] as number;
    let first = 0;
    while (first < types && this.rem[first] === 0) first++;
    let run = 1;
    while (sizes[g + run] === size) run++;
    let others = 0;
    for (let j = g + run; j < sizes.length; j++) others += sizes[j] as number;
    const least = Math.ceil(((this.rem[first] ?? 0) - others) / run);
    this.later.fill(0);
    for (let t = 0; t < types; t++) this.addLater(t, 1);
    const saved = this.count.slice();
    this.count.fill(0);
    this.fill(g, 0, 0, done, g > 0 && sizes[g - 1] === size, first, least);
    this.count.set(saved);
  }

  private close(g: number, done: number): void {
    const { n, totals, sizes } = this.m;
    const size = sizes[g] as number;
    let cost = done;
    this.count.forEach((c, cell) => {
      cost += Math.abs(n * c - size * (totals[cell] as number));
    });
    if (g + 1 < sizes.length) {
      const later = this.later.slice();
      this.open(g + 1, cost);
      this.later.set(later);
    } else if (cost < this.best) {
      this.best = cost;
      this.cutoff = cost / this.factor;
    }
  }

  private fill(
    g: number,
    t: number,
    filled: number,
    done: number,
    equal: boolean,
    first: number,
    least: number,
  ): void {
    if ((++this.nodes & 1023) === 0 && this.timedOut()) this.aborted = true;
    if (this.aborted) return;
    const size = this.m.sizes[g] as number;
    if (filled === size) {
      this.close(g, done);
      return;
    }
    if (t === this.m.types) return;
    this.addLater(t, -1);
    const previous = this.vectors[g - 1];
    const vector = this.vectors[g] as Int32Array;
    const cap = equal && previous ? (previous[t] as number) : size;
    const low = t === first ? Math.max(0, least) : 0;
    for (let x = Math.min(this.rem[t] as number, size - filled, cap); x >= low; x--) {
      this.place(t, x);
      vector[t] = x;
      const b = this.bound(g, size - filled - x, done);
      if (b >= INFEASIBLE) {
        // no grouping below
      } else if (b < this.cutoff) {
        this.fill(g, t + 1, filled + x, done, equal && x === cap, first, least);
      } else this.pruned = Math.min(this.pruned, b);
      vector[t] = 0;
      this.place(t, -x);
      if (this.aborted) break;
    }
    this.addLater(t, 1);
  }
}
