/**
 * The model behind the tight lower bound (bound.ts): students merged into types (equal codes
 * on every balanced attribute), group sizes largest first, and per attribute value the cheapest
 * way to spread a number of its students over the groups from g on (ignoring group sizes, so a
 * relaxation: `spread`). Costs are the score's cells scaled by n, as in quality.ts.
 */
import type { EncodedClass } from "./codes";

/** A cost no real grouping reaches: marks what cannot fit. */
export const INFEASIBLE = 1e12;

export interface BoundModel {
  n: number;
  /** Active attributes. */
  na: number;
  /** Codes per attribute slot; cell (a, v) is a * width + v. */
  width: number;
  /** Class totals per cell. */
  totals: Int32Array;
  /** Group sizes, largest first. */
  sizes: number[];
  /** Number of types and their codes: typeCodes[t * na + a]. */
  types: number;
  typeCodes: Int32Array;
  typeCount: Int32Array;
  /** spread[g][cell][r]: least cost of cell's r remaining students over the empty groups g.. */
  spread: Float64Array[][];
}

function spreadTables(m: Omit<BoundModel, "spread">): Float64Array[][] {
  const { n, sizes, totals } = m;
  const k = sizes.length;
  const tables: Float64Array[][] = [];
  let capacity = 0;
  for (let g = k; g >= 0; g--) {
    const next = tables[g + 1];
    const size = sizes[g] ?? 0;
    tables[g] = Array.from(totals, (total, cell) => {
      const row = new Float64Array(total + 1);
      if (next !== undefined) row[0] = size * total + ((next[cell] as Float64Array)[0] as number);
      for (let r = 1; r <= total; r++) {
        if (r > capacity + size || next === undefined) {
          row[r] = (row[r - 1] as number) + INFEASIBLE;
          continue;
        }
        const after = next[cell] as Float64Array;
        let best = Number.POSITIVE_INFINITY;
        for (let x = Math.max(0, r - capacity); x <= Math.min(r, size); x++) {
          best = Math.min(best, Math.abs(n * x - size * total) + (after[r - x] as number));
        }
        row[r] = best;
      }
      return row;
    });
    capacity += size;
  }
  return tables;
}

export function boundModel(enc: EncodedClass, groupSizes: readonly number[]): BoundModel {
  const na = enc.codes.length;
  const width = Math.max(1, ...enc.sizes);
  const totals = new Int32Array(na * width);
  enc.totals.forEach((total, a) => {
    totals.set(total, a * width);
  });
  const index = new Map<string, number>();
  const codes: number[] = [];
  const counts: number[] = [];
  for (let i = 0; i < enc.n; i++) {
    const tuple = enc.codes.map((column) => column[i] as number);
    const key = tuple.join(",");
    const t = index.get(key);
    if (t === undefined) {
      index.set(key, counts.length);
      codes.push(...tuple);
      counts.push(1);
    } else counts[t] = (counts[t] as number) + 1;
  }
  const base = {
    n: enc.n,
    na,
    width,
    totals,
    sizes: [...groupSizes].sort((a, b) => b - a),
    types: counts.length,
    typeCodes: Int32Array.from(codes),
    typeCount: Int32Array.from(counts),
  };
  return { ...base, spread: spreadTables(base) };
}
