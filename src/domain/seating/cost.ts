/**
 * What a seating costs, in one number the search lowers, and its change for swapping the
 * contents of two seats (either may be empty) without recounting the rest. In order of weight,
 * each above anything a single swap can change in the ones below it:
 *
 * - W_RULE: a broken rule or need: two students kept apart who are neighbours (per pair), students
 *   kept together in more than one bunch (per extra bunch), a need the seat lacks (per tag);
 * - W_GAP (closing the gaps only): a seated student next to an empty seat, per such pair;
 * - W_REPEAT: neighbours who were neighbours in a saved chart, per chart;
 * - W_MIX: neighbours who share a value of an attribute being mixed, per attribute. Fewest such
 *   pairs is the even spread: at a table the pairs sharing a value sum c(c−1)/2 over the counts c.
 */
import type { SeatingModel } from "./model";

export const W_RULE = 1_000_000;
export const W_GAP = 10_000;
export const W_REPEAT = 100;
export const W_MIX = 1;

export class SeatingCost {
  readonly n: number;
  readonly S: number;
  readonly seatOf: Int32Array;
  readonly occ: Int32Array;
  /** pair[i * n + j]: the cost of students i and j being neighbours. */
  readonly pair: Float64Array;
  /** need[i * S + s]: the cost of student i in seat s. */
  readonly need: Float64Array;
  readonly gap: number;
  /** The weight of the heaviest aim in play below the rules (W_MIX when there is none). */
  readonly heaviestAim: number;
  /** Keep-together rules (seated members, 2 or more) and, per student, the ones they are in. */
  readonly together: number[][];
  readonly togetherOf: number[][];
  private readonly stamp: Int32Array;
  /** Scratch space for bunches(). */
  private readonly seen: Uint8Array;
  private readonly queue: Int32Array;
  private stampNow = 0;

  constructor(
    readonly model: SeatingModel,
    past: Int32Array | null,
    mixCodes: readonly Int32Array[],
  ) {
    const n = model.people.length;
    const S = model.seats.length;
    this.n = n;
    this.S = S;
    this.seatOf = new Int32Array(n).fill(-1);
    this.occ = new Int32Array(S).fill(-1);
    this.pair = new Float64Array(n * n);
    model.rules.forEach((rule, r) => {
      if (rule.kind !== "keep-apart") return;
      for (const i of model.members[r] as number[]) {
        for (const j of model.members[r] as number[])
          if (i !== j) this.pair[i * n + j] = (this.pair[i * n + j] as number) + W_RULE;
      }
    });
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        let cost = past ? W_REPEAT * (past[i * n + j] as number) : 0;
        for (const codes of mixCodes) if (codes[i] === codes[j]) cost += W_MIX;
        this.pair[i * n + j] = (this.pair[i * n + j] as number) + cost;
      }
    }
    this.need = new Float64Array(n * S);
    for (let i = 0; i < n; i++) {
      for (let s = 0; s < S; s++) {
        let missing = (model.needMask[i] as number) & ~(model.tagMask[s] as number);
        let count = 0;
        for (; missing; missing &= missing - 1) count++;
        this.need[i * S + s] = W_RULE * count;
      }
    }
    this.gap = model.gapsClosed && n < S ? W_GAP : 0;
    this.heaviestAim = this.gap > 0 ? W_GAP : past ? W_REPEAT : W_MIX;
    this.together = model.rules.flatMap((rule, r) =>
      rule.kind === "keep-together" && (model.members[r] as number[]).length >= 2
        ? [model.members[r] as number[]]
        : [],
    );
    this.togetherOf = Array.from({ length: n }, () => []);
    this.together.forEach((m, t) => {
      for (const i of m) this.togetherOf[i]?.push(t);
    });
    this.stamp = new Int32Array(this.together.length);
    const longest = Math.max(0, ...this.together.map((m) => m.length));
    this.seen = new Uint8Array(longest);
    this.queue = new Int32Array(longest);
  }

  place(i: number, s: number): void {
    this.seatOf[i] = s;
    this.occ[s] = i;
  }

  /** Bunches (linked by neighbours) the seated members of one keep-together rule make, less one. */
  bunches(t: number): number {
    const members = this.together[t] as number[];
    const { near } = this.model;
    const S = this.S;
    if (members.length === 2) {
      const x = this.seatOf[members[0] as number] as number;
      const y = this.seatOf[members[1] as number] as number;
      return x < 0 || y < 0 || near[x * S + y] ? 0 : 1;
    }
    const seen = this.seen;
    const queue = this.queue;
    seen.fill(0, 0, members.length);
    let parts = 0;
    for (let a = 0; a < members.length; a++) {
      if (seen[a] || (this.seatOf[members[a] as number] as number) < 0) continue;
      parts++;
      seen[a] = 1;
      let size = 0;
      queue[size++] = a;
      while (size > 0) {
        const sx = this.seatOf[members[queue[--size] as number] as number] as number;
        for (let b = 0; b < members.length; b++) {
          const sb = this.seatOf[members[b] as number] as number;
          if (!seen[b] && sb >= 0 && near[sx * S + sb]) {
            seen[b] = 1;
            queue[size++] = b;
          }
        }
      }
    }
    return Math.max(0, parts - 1);
  }

  /** The pair, gap and need costs that involve seat u. */
  private local(u: number): number {
    const i = this.occ[u] as number;
    let cost = 0;
    const adjacent = this.model.graph.adjacent[u] as number[];
    if (i >= 0) {
      cost += this.need[i * this.S + u] as number;
      const row = i * this.n;
      for (const v of adjacent) {
        const j = this.occ[v] as number;
        if (j >= 0) cost += this.pair[row + j] as number;
        else cost += this.gap;
      }
    } else if (this.gap > 0) {
      for (const v of adjacent) if ((this.occ[v] as number) >= 0) cost += this.gap;
    }
    return cost;
  }

  private togetherCost(a: number, b: number): number {
    if (this.together.length === 0) return 0;
    this.stampNow++;
    let cost = 0;
    for (let k = 0; k < 2; k++) {
      const i = k === 0 ? a : b;
      if (i < 0) continue;
      for (const t of this.togetherOf[i] as number[]) {
        if (this.stamp[t] === this.stampNow) continue;
        this.stamp[t] = this.stampNow;
        cost += W_RULE * this.bunches(t);
      }
    }
    return cost;
  }

  /** Swaps the contents of seats s and t. */
  swap(s: number, t: number): void {
    const a = this.occ[s] as number;
    const b = this.occ[t] as number;
    this.occ[s] = b;
    this.occ[t] = a;
    if (a >= 0) this.seatOf[a] = t;
    if (b >= 0) this.seatOf[b] = s;
  }

  /** The change in cost of swapping seats s and t (the seats are left as they were). */
  delta(s: number, t: number): number {
    const a = this.occ[s] as number;
    const b = this.occ[t] as number;
    const before = this.local(s) + this.local(t) + this.togetherCost(a, b);
    this.swap(s, t);
    const after = this.local(s) + this.local(t) + this.togetherCost(a, b);
    this.swap(s, t);
    return after - before;
  }

  /** The whole cost of the seating as it stands. */
  total(): number {
    let cost = 0;
    for (let u = 0; u < this.S; u++) cost += this.local(u);
    cost /= 2; // each pair and gap was counted from both seats, and the needs twice too:
    for (let i = 0; i < this.n; i++) {
      const s = this.seatOf[i] as number;
      if (s >= 0) cost += (this.need[i * this.S + s] as number) / 2;
    }
    return cost + this.together.reduce((sum, _, t) => sum + W_RULE * this.bunches(t), 0);
  }
}
