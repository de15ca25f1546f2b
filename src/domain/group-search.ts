/**
 * Diverse and Balanced grouping: split students into groups of given sizes so each group's value
 * counts are as close as possible to its ideal share (the score of group-quality.ts).
 * A greedy start (each student, in random order, joins the open group where it lowers the score
 * most) is improved by swap local search until no swap of two students helps. Further runs follow
 * while they fit a fixed work budget (so small classes get many, large ones one or two), keeping
 * the best: mostly the best so far kicked by a few random swaps (iterated local search), now and
 * then a fresh greedy start; the search stops as soon as it reaches the lower bound, a proven
 * optimum. All costs are scaled by n and exact integers.
 */
import type { EncodedClass } from "./group-codes";
import { scaledLowerBound } from "./group-quality";
import { type Random, shuffleInPlace } from "./random";

/** Work units (cells and partners examined) per search; keeps 1,000 students well under 50 ms. */
const WORK_BUDGET = 3_000_000;
const MAX_RESTARTS = 400;
/** Every so many runs starts afresh; the others kick the best grouping with a few random swaps. */
const FRESH_EVERY = 8;

class Search {
  readonly n: number;
  readonly k: number;
  readonly na: number;
  readonly width: number;
  /** codes[i * na + a] */
  readonly codes: Int32Array;
  /** Per cell (g, a, v) at ((g * na + a) * width + v): count, target, and the cost deltas. */
  readonly count: Int32Array;
  readonly target: Int32Array;
  readonly rem: Int32Array;
  readonly add: Int32Array;
  readonly groupOf: Int32Array;
  members: number[][] = [];
  work = 0;

  constructor(
    enc: EncodedClass,
    readonly sizes: readonly number[],
  ) {
    this.n = enc.n;
    this.k = sizes.length;
    this.na = enc.codes.length;
    this.width = Math.max(1, ...enc.sizes);
    this.codes = new Int32Array(this.n * this.na);
    enc.codes.forEach((column, a) => {
      for (let i = 0; i < this.n; i++) this.codes[i * this.na + a] = column[i] as number;
    });
    const cells = this.k * this.na * this.width;
    this.count = new Int32Array(cells);
    this.target = new Int32Array(cells);
    this.rem = new Int32Array(cells);
    this.add = new Int32Array(cells);
    this.groupOf = new Int32Array(this.n);
    for (let g = 0; g < this.k; g++) {
      enc.totals.forEach((total, a) => {
        for (let v = 0; v < total.length; v++) {
          this.target[(g * this.na + a) * this.width + v] =
            (sizes[g] as number) * (total[v] as number);
        }
      });
    }
  }

  private refresh(cell: number): void {
    const c = this.count[cell] as number;
    const t = this.target[cell] as number;
    const here = Math.abs(this.n * c - t);
    this.rem[cell] = Math.abs(this.n * (c - 1) - t) - here;
    this.add[cell] = Math.abs(this.n * (c + 1) - t) - here;
  }

  private place(i: number, g: number, step: number): void {
    for (let a = 0; a < this.na; a++) {
      const cell = (g * this.na + a) * this.width + (this.codes[i * this.na + a] as number);
      this.count[cell] = (this.count[cell] as number) + step;
      this.refresh(cell);
    }
  }

  reset(): void {
    this.count.fill(0);
    for (let cell = 0; cell < this.count.length; cell++) this.refresh(cell);
    this.members = this.sizes.map(() => []);
  }

  greedy(random: Random): void {
    this.reset();
    const order = shuffleInPlace(
      Array.from({ length: this.n }, (_, i) => i),
      random,
    );
    const chosen: number[] = [];
    for (const i of order) {
      let best = Number.POSITIVE_INFINITY;
      chosen.length = 0;
      for (let g = 0; g < this.k; g++) {
        if ((this.members[g] as number[]).length >= (this.sizes[g] as number)) continue;
        let d = 0;
        for (let a = 0; a < this.na; a++) {
          d += this.add[
            (g * this.na + a) * this.width + (this.codes[i * this.na + a] as number)
          ] as number;
        }
        if (d < best) {
          best = d;
          chosen.length = 0;
        }
        if (d === best) chosen.push(g);
      }
      const g = chosen[random.int(chosen.length)] as number;
      this.assign(i, g);
    }
  }

  /** Restarts from `groups` with `kicks` random swaps of students in different groups. */
  kick(groups: readonly (readonly number[])[], kicks: number, random: Random): void {
    this.reset();
    groups.forEach((group, g) => {
      for (const i of group) this.assign(i, g);
    });
    if (this.k < 2) return;
    for (let done = 0; done < kicks; ) {
      const i = random.int(this.n);
      const j = random.int(this.n);
      if (this.groupOf[i] === this.groupOf[j]) continue;
      this.swap(i, j);
      done++;
    }
  }

  assign(i: number, g: number): void {
    (this.members[g] as number[]).push(i);
    this.groupOf[i] = g;
    this.place(i, g, 1);
  }

  swap(i: number, j: number): void {
    const g1 = this.groupOf[i] as number;
    const g2 = this.groupOf[j] as number;
    this.place(i, g1, -1);
    this.place(j, g2, -1);
    this.place(i, g2, 1);
    this.place(j, g1, 1);
    const m1 = this.members[g1] as number[];
    const m2 = this.members[g2] as number[];
    m1[m1.indexOf(i)] = j;
    m2[m2.indexOf(j)] = i;
    this.groupOf[i] = g2;
    this.groupOf[j] = g1;
  }

  /** The best improving partner for student i, or -1. */
  private bestPartner(i: number, base: Int32Array, pair: Int32Array): number {
    const { na, width } = this;
    const g1 = this.groupOf[i] as number;
    let best = 0;
    let partner = -1;
    for (let g2 = 0; g2 < this.k; g2++) {
      if (g2 === g1) continue;
      this.work += na * width;
      let bound = 0;
      for (let a = 0; a < na; a++) {
        const u = this.codes[i * na + a] as number;
        const c1 = (g1 * na + a) * width;
        const c2 = (g2 * na + a) * width;
        const b = (this.rem[c1 + u] as number) + (this.add[c2 + u] as number);
        base[a] = b;
        let low = 0;
        for (let w = 0; w < width; w++) {
          const p = (this.add[c1 + w] as number) + (this.rem[c2 + w] as number);
          pair[a * width + w] = p;
          if (w !== u && b + p < low) low = b + p;
        }
        bound += low;
      }
      if (bound >= best) continue;
      const members = this.members[g2] as number[];
      this.work += members.length;
      for (const j of members) {
        let d = 0;
        for (let a = 0; a < na; a++) {
          const w = this.codes[j * na + a] as number;
          if (w !== this.codes[i * na + a])
            d += (base[a] as number) + (pair[a * width + w] as number);
        }
        if (d < best) {
          best = d;
          partner = j;
        }
      }
    }
    return partner;
  }

  /** Swap local search to a local optimum (or until the budget runs out). */
  descend(random: Random): void {
    const base = new Int32Array(this.na);
    const pair = new Int32Array(this.na * this.width);
    const order = Array.from({ length: this.n }, (_, i) => i);
    for (let improved = true; improved && this.work < WORK_BUDGET; ) {
      improved = false;
      for (const i of shuffleInPlace(order, random)) {
        const j = this.bestPartner(i, base, pair);
        if (j >= 0) {
          this.swap(i, j);
          improved = true;
        }
      }
    }
  }

  score(): number {
    let sum = 0;
    for (let cell = 0; cell < this.count.length; cell++) {
      sum += Math.abs(this.n * (this.count[cell] as number) - (this.target[cell] as number));
    }
    return sum;
  }
}

/** Groups of student indices with the given sizes, optimised for the encoded attributes. */
export function searchGroups(
  enc: EncodedClass,
  sizes: readonly number[],
  random: Random,
): number[][] {
  const search = new Search(enc, sizes);
  let best: number[][] = [];
  let bestScore = Number.POSITIVE_INFINITY;
  const bound = scaledLowerBound(enc, sizes);
  for (let run = 0; run < MAX_RESTARTS; run++) {
    if (run % FRESH_EVERY === 0) search.greedy(random);
    else search.kick(best, 2 + random.int(3), random);
    search.descend(random);
    const score = search.score();
    if (score < bestScore) {
      bestScore = score;
      best = search.members.map((group) => [...group]);
    }
    if (bestScore <= bound || search.work * (run + 2) > WORK_BUDGET * (run + 1)) break;
  }
  return best;
}
