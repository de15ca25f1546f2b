/**
 * The one search core behind planGroups and createGroups (Diverse, Balanced). A grouping has two
 * costs, both exact integers:
 *
 *   cells: per group, attribute and value, |n·count − size·total| to balance, −n·count² to keep
 *          equal values together, nothing for random;
 *   pairs: the past meetings of group mates (New partners).
 *
 * They are weighed lexicographically (see value()): while `pairsOn` is off only cells count;
 * once on, cells above `limit` cost more than any pair can save, then fewer pairs always win,
 * then fewer cells. plan-improve.ts first searches cells alone, sets `limit` to that result
 * within a tolerance, then searches pairs under it.
 *
 * Blocks of kept-together students are placed first (place.ts, greedily by that value),
 * then improved by swaps that keep every rule: two free students (not pinned, not in a block)
 * swap when that lowers the value most, and a block swaps with as many free students of another
 * group.
 */

import type { Random } from "../random";
import type { EncodedClass } from "./codes";
import type { PartnerHistory } from "./partners";
import { type Placement, placeUnits } from "./place";
import type { RuleModel } from "./rule-types";

export type CellMode = "balance" | "cluster" | "none";

export interface SearchInput {
  model: RuleModel;
  enc: EncodedClass;
  mode: CellMode;
  history: PartnerHistory | null;
  /** A proven lower bound on cells: the search of cells stops once it is reached. */
  bound: number;
  /** Take a random walk instead of optimising. */
  walk: boolean;
  workBudget: number;
  /**
   * How far above its best (or the bound) cells may go to avoid repeated pairs (see improve);
   * infinite: New partners first (pairs, then cells).
   */
  tolerance: number;
  /** Iterated local search: every so many restarts place everything afresh (0: never). */
  freshEvery?: number;
}

export class PlanSearch {
  readonly n: number;
  readonly k: number;
  readonly na: number;
  readonly width: number;
  readonly codes: Int32Array;
  readonly count: Int32Array;
  readonly target: Int32Array;
  readonly rem: Int32Array;
  readonly add: Int32Array;
  readonly groupOf: Int32Array;
  readonly apartCount: Int32Array;
  /** Sum of past meetings of student i with the members of group g, at i * k + g. */
  readonly pg: Int32Array;
  readonly row: Int32Array;
  /** Free students: not pinned and not in a block. */
  readonly free: Uint8Array;
  members: number[][] = [];
  cells = 0;
  pairs = 0;
  work = 0;
  /** Whether past partners count (off while cells are searched alone). */
  pairsOn: boolean;
  /** Cells above this cost `over` a unit (see value()). */
  limit = Number.POSITIVE_INFINITY;
  /** What one past meeting costs once pairs are on: more than any swap can change cells. */
  readonly pairWeight: number;
  /** What one unit of cells above the limit costs: more than any swap can save in pairs. */
  readonly over: number;

  constructor(
    readonly input: SearchInput,
    readonly random: Random,
  ) {
    const { model, enc, mode } = input;
    this.n = model.n;
    this.k = model.k;
    this.na = mode === "none" ? 0 : enc.codes.length;
    this.width = Math.max(1, ...enc.sizes);
    this.codes = new Int32Array(this.n * this.na);
    for (let a = 0; a < this.na; a++) {
      const column = enc.codes[a] as Int32Array;
      for (let i = 0; i < this.n; i++) this.codes[i * this.na + a] = column[i] as number;
    }
    const cells = this.k * this.na * this.width;
    this.count = new Int32Array(cells);
    this.target = new Int32Array(cells);
    this.rem = new Int32Array(cells);
    this.add = new Int32Array(cells);
    for (let g = 0; g < this.k; g++) {
      for (let a = 0; a < this.na; a++) {
        const total = enc.totals[a] as Int32Array;
        for (let v = 0; v < total.length; v++) {
          this.target[(g * this.na + a) * this.width + v] =
            (model.sizes[g] as number) * (total[v] as number);
        }
      }
    }
    this.groupOf = new Int32Array(this.n).fill(-1);
    this.apartCount = new Int32Array(model.apart.length * this.k);
    this.pg = new Int32Array(input.history ? this.n * this.k : 0);
    this.row = new Int32Array(input.history ? this.n : 0);
    this.free = new Uint8Array(this.n);
    model.units.forEach((unit, u) => {
      if (unit.length === 1 && (model.unitPin[u] as number) < 0) this.free[unit[0] as number] = 1;
    });
    // A swap moves two students: per attribute, at most four cells change, each by at most
    // 2n (balance) or n(2·size + 1) (cluster); it changes pairs by at most 2·size·rounds.
    const size = Math.max(1, ...model.sizes);
    const perCell = mode === "cluster" ? this.n * (2 * size + 1) : 2 * this.n;
    this.pairWeight = 4 * this.na * perCell + 1;
    const h = input.history;
    const most = h ? h.counts.reduce((m, c) => Math.max(m, c), 0) : 0;
    this.over = this.pairWeight * (4 * size * Math.max(1, most) + 1);
    this.pairsOn = mode === "none";
  }

  /** The value the search lowers (see the top of the file). */
  value(cells = this.cells, pairs = this.pairs): number {
    if (!this.pairsOn || !this.input.history) return cells;
    return this.over * Math.max(0, cells - this.limit) + this.pairWeight * pairs + cells;
  }

  private cellCost(cell: number, c: number): number {
    if (this.input.mode === "cluster") return -this.n * c * c;
    return Math.abs(this.n * c - (this.target[cell] as number));
  }

  private refresh(cell: number): void {
    const c = this.count[cell] as number;
    const here = this.cellCost(cell, c);
    this.rem[cell] = c > 0 ? this.cellCost(cell, c - 1) - here : 0;
    this.add[cell] = this.cellCost(cell, c + 1) - here;
  }

  reset(): void {
    this.count.fill(0);
    this.cells = 0;
    this.pairs = 0;
    for (let cell = 0; cell < this.count.length; cell++) {
      this.refresh(cell);
      this.cells += this.cellCost(cell, 0);
    }
    this.apartCount.fill(0);
    this.pg.fill(0);
    this.groupOf.fill(-1);
    this.members = Array.from({ length: this.k }, () => []);
  }

  /** Adds student x to group g (step 1) or takes it out (step -1). */
  assign(x: number, g: number, step: 1 | -1): void {
    const { na, width, k } = this;
    for (let a = 0; a < na; a++) {
      const cell = (g * na + a) * width + (this.codes[x * na + a] as number);
      this.cells += (step === 1 ? this.add[cell] : this.rem[cell]) as number;
      this.count[cell] = (this.count[cell] as number) + step;
      this.refresh(cell);
    }
    for (const a of this.input.model.apartOf[x] as number[]) {
      this.apartCount[a * k + g] = (this.apartCount[a * k + g] as number) + step;
    }
    const h = this.input.history;
    if (h) {
      this.pairs += step * (this.pg[x * k + g] as number);
      for (let p = h.offsets[x] as number; p < (h.offsets[x + 1] as number); p++) {
        const at = (h.partners[p] as number) * k + g;
        this.pg[at] = (this.pg[at] as number) + step * (h.counts[p] as number);
      }
      this.work += (h.offsets[x + 1] as number) - (h.offsets[x] as number);
    }
    const group = this.members[g] as number[];
    if (step === 1) {
      group.push(x);
      this.groupOf[x] = g;
    } else {
      const at = group.indexOf(x);
      group[at] = group[group.length - 1] as number;
      group.pop();
      this.groupOf[x] = -1;
    }
  }

  /** Moves x to group h; returns the change of value(). */
  move(x: number, h: number): number {
    const before = this.value();
    this.assign(x, this.groupOf[x] as number, -1);
    this.assign(x, h, 1);
    return this.value() - before;
  }

  /** Places the blocks greedily (see place.ts). */
  construct(): Placement {
    this.reset();
    const { units } = this.input.model;
    const rank = (u: number, g: number) => {
      let d = 0;
      for (const x of units[u] as number[]) d += this.addCost(x, g);
      return d;
    };
    const place = (u: number, g: number) => {
      for (const x of units[u] as number[]) this.assign(x, g, 1);
    };
    const unplace = (u: number, g: number) => {
      for (const x of units[u] as number[]) this.assign(x, g, -1);
    };
    return placeUnits(this.input.model, this.random, { rank, place, unplace });
  }

  private addCost(x: number, g: number): number {
    const { na, width } = this;
    let d = 0;
    for (let a = 0; a < na; a++) {
      d += this.add[(g * na + a) * width + (this.codes[x * na + a] as number)] as number;
    }
    if (this.input.history && this.pairsOn)
      d += this.pairWeight * (this.pg[x * this.k + g] as number);
    return d;
  }

  /** Whether free students i and j may swap groups without breaking a keep-apart set. */
  swapValid(i: number, j: number): boolean {
    const { apartOf } = this.input.model;
    const g1 = this.groupOf[i] as number;
    const g2 = this.groupOf[j] as number;
    const ai = apartOf[i] as number[];
    const aj = apartOf[j] as number[];
    for (const a of ai) {
      if ((this.apartCount[a * this.k + g2] as number) - (aj.includes(a) ? 1 : 0) > 0) return false;
    }
    for (const a of aj) {
      if ((this.apartCount[a * this.k + g1] as number) - (ai.includes(a) ? 1 : 0) > 0) return false;
    }
    return true;
  }

  swap(i: number, j: number): number {
    const g1 = this.groupOf[i] as number;
    const g2 = this.groupOf[j] as number;
    return this.move(i, g2) + this.move(j, g1);
  }
}
