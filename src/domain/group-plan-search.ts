/**
 * The search behind planGroups when rules, pins or past partners are in play. The cost of a
 * grouping, in exact integers, is
 *
 *   cells (per group, attribute and value: |n·count − size·total| to balance, −n·count² to keep
 *   equal values together, nothing for random)  +  pairWeight × Σ past meetings of group mates
 *
 * Blocks of kept-together students are placed first (group-place.ts, greedily by that cost),
 * then improved by swaps that keep every rule: two free students (not pinned, not in a block)
 * swap when that lowers the cost most, and a block swaps with as many free students of another
 * group. Iterated local search restarts from the best grouping kicked by a few random swaps until
 * the work budget runs out or the cost reaches a proven bound. "Random" with no past partners
 * instead takes a random walk of rule-keeping swaps, so it stays random among allowed groupings.
 */
import type { EncodedClass } from "./group-codes";
import type { PartnerHistory } from "./group-partners";
import { type Placement, placeUnits } from "./group-place";
import type { RuleModel } from "./group-rules";
import type { Random } from "./random";

export type CellMode = "balance" | "cluster" | "none";

export interface SearchInput {
  model: RuleModel;
  enc: EncodedClass;
  mode: CellMode;
  history: PartnerHistory | null;
  pairWeight: number;
  /** The search stops once the cost is at or below this proven bound. */
  bound: number;
  /** Take a random walk instead of optimising. */
  walk: boolean;
  workBudget: number;
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
  cost = 0;
  work = 0;
  /** Whether swaps weigh past partners (off for a first, balance-only descent). */
  pairsOn = true;

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
    this.cost = 0;
    for (let cell = 0; cell < this.count.length; cell++) {
      this.refresh(cell);
      this.cost += this.cellCost(cell, 0);
    }
    this.apartCount.fill(0);
    this.pg.fill(0);
    this.groupOf.fill(-1);
    this.members = Array.from({ length: this.k }, () => []);
  }

  /** Adds student x to group g (step 1) or takes it out (step -1); returns the cost change. */
  assign(x: number, g: number, step: 1 | -1): number {
    const { na, width, k } = this;
    let d = 0;
    for (let a = 0; a < na; a++) {
      const cell = (g * na + a) * width + (this.codes[x * na + a] as number);
      d += (step === 1 ? this.add[cell] : this.rem[cell]) as number;
      this.count[cell] = (this.count[cell] as number) + step;
      this.refresh(cell);
    }
    for (const a of this.input.model.apartOf[x] as number[]) {
      this.apartCount[a * k + g] = (this.apartCount[a * k + g] as number) + step;
    }
    const h = this.input.history;
    if (h) {
      d += step * this.input.pairWeight * (this.pg[x * k + g] as number);
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
    this.cost += d;
    return d;
  }

  move(x: number, h: number): number {
    return this.assign(x, this.groupOf[x] as number, -1) + this.assign(x, h, 1);
  }

  /** Places the blocks greedily (see group-place.ts). */
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
    if (this.input.history) d += this.input.pairWeight * (this.pg[x * this.k + g] as number);
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
