/**
 * The search for a seating: a start that already keeps most rules (pins first, then each
 * keep-together block grown as one bunch of free neighbouring seats, then students with needs,
 * the hardest first, on the seats that meet them, then everyone else at random), then simulated
 * annealing over swaps of two seats' contents (a student and a student, or a student and an
 * empty seat; pinned students never move), keeping the best seating seen. For a student kept
 * together, a third of the proposals offer a seat next to another of them, and a third move their
 * whole block (the students linked by keep-together rules) to seats linked around another seat,
 * so a pair kept together can change tables without first breaking its rule.
 * Everything random comes from the `Random` given, so a seed gives the same chart.
 */
import { type Random, randomFraction, shuffled } from "#src/domain/random";
import type { SeatingCost } from "./cost";

/** Default search steps: enough for 60 seats in tens of milliseconds. */
export const SEARCH_STEPS = 40_000;

function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}

/** A first seating (see the top of the file). */
export function construct(cost: SeatingCost, random: Random): void {
  const { model, n, S } = cost;
  const { graph, pinSeat } = model;
  const free = (s: number) => (cost.occ[s] as number) < 0;
  for (let i = 0; i < n; i++) if ((pinSeat[i] as number) >= 0) cost.place(i, pinSeat[i] as number);
  const blocks = [...model.blocks].sort((a, b) => b.members.length - a.members.length);
  for (const block of blocks) {
    const waiting = block.members.filter((i) => (cost.seatOf[i] as number) < 0);
    if (waiting.length === 0) continue;
    const anchors = block.members.flatMap((i) => {
      const s = cost.seatOf[i] as number;
      return s >= 0 ? [s] : [];
    });
    const starts =
      anchors.length > 0
        ? [anchors]
        : shuffled(graph.parts, random)
            .filter((p) => p.filter(free).length >= waiting.length)
            .map((p) => [p.filter(free)[random.int(p.filter(free).length)] as number]);
    for (const start of starts) {
      // Free seats linked to the start through neighbours, nearest first.
      const reached = new Set<number>(start);
      const queue = [...start];
      const taken: number[] = anchors.length > 0 ? [] : [...start];
      for (let k = 0; k < queue.length && taken.length < waiting.length; k++) {
        for (const t of graph.adjacent[queue[k] as number] as number[]) {
          if (reached.has(t) || !free(t)) continue;
          reached.add(t);
          queue.push(t);
          if (taken.length < waiting.length) taken.push(t);
        }
      }
      if (taken.length < waiting.length) continue;
      waiting.forEach((i, k) => {
        cost.place(i, taken[k] as number);
      });
      break;
    }
  }
  const needy = [...Array(n).keys()]
    .filter((i) => (cost.seatOf[i] as number) < 0 && (model.needMask[i] as number) !== 0)
    .sort((a, b) => popcount(model.needMask[b] as number) - popcount(model.needMask[a] as number));
  for (const i of needy) {
    const seats = shuffled([...Array(S).keys()].filter(free), random);
    let best = seats[0] as number;
    for (const s of seats)
      if ((cost.need[i * S + s] as number) < (cost.need[i * S + best] as number)) best = s;
    cost.place(i, best);
  }
  const seats = shuffled([...Array(S).keys()].filter(free), random);
  for (let i = 0; i < n; i++)
    if ((cost.seatOf[i] as number) < 0) cost.place(i, seats.pop() as number);
}

/**
 * A first seating at random, pins kept: where the careful start leads every search into the same
 * dead end (a block grown around a pin over the one seat a need asks for), a start from
 * anywhere finds the way round it.
 */
export function scatter(cost: SeatingCost, random: Random): void {
  const { model, n, S } = cost;
  for (let i = 0; i < n; i++)
    if ((model.pinSeat[i] as number) >= 0) cost.place(i, model.pinSeat[i] as number);
  const seats = shuffled(
    [...Array(S).keys()].filter((s) => (cost.occ[s] as number) < 0),
    random,
  );
  for (let i = 0; i < n; i++)
    if ((cost.seatOf[i] as number) < 0) cost.place(i, seats.pop() as number);
}

/**
 * Moves a whole keep-together block to the free-or-not seats linked to a random seat (swapping
 * out whoever sits there). Returns the swaps made and the change in cost, or null.
 */
function moveBlock(
  cost: SeatingCost,
  block: readonly number[],
  open: readonly number[],
  pinned: Uint8Array,
  random: Random,
): { swaps: [number, number][]; change: number } | null {
  const { adjacent } = cost.model.graph;
  const start = open[random.int(open.length)] as number;
  const region = [start];
  for (let k = 0; k < region.length && region.length < block.length; k++) {
    for (const v of adjacent[region[k] as number] as number[]) {
      if (pinned[v] || region.includes(v) || region.length === block.length) continue;
      region.push(v);
    }
  }
  if (region.length < block.length) return null;
  const swaps: [number, number][] = [];
  let change = 0;
  block.forEach((i, k) => {
    const s = cost.seatOf[i] as number;
    const r = region[k] as number;
    if (s === r) return;
    change += cost.delta(s, r);
    cost.swap(s, r);
    swaps.push([s, r]);
  });
  return { swaps, change };
}

/** Metropolis: a change for the better always, for the worse with a chance that cools. */
function accepted(change: number, temperature: number, random: Random): boolean {
  return change <= 0 || randomFraction(random) < Math.exp(-change / temperature);
}

/** Annealing from the seating as it stands; leaves the best one found in place. Returns its cost. */
export function anneal(cost: SeatingCost, steps: number, random: Random): number {
  const { model, n, S } = cost;
  const movable = [...Array(n).keys()].filter((i) => (model.pinSeat[i] as number) < 0);
  const pinned = new Uint8Array(S);
  for (const s of model.pinSeat) if (s >= 0) pinned[s] = 1;
  const open = [...Array(S).keys()].filter((s) => !pinned[s]);
  // Blocks with no one pinned move whole, too.
  const blockOf: (number[] | null)[] = Array.from({ length: n }, () => null);
  for (const block of model.blocks) {
    if (block.members.some((i) => (model.pinSeat[i] as number) >= 0)) continue;
    for (const i of block.members) blockOf[i] = block.members;
  }
  let current = cost.total();
  let best = current;
  let bestSeats = Int32Array.from(cost.seatOf);
  if (movable.length === 0 || open.length < 2 || current === 0) return best;
  // Hot enough to trade the heaviest aim below the rules, cold enough to keep every rule.
  const hot = cost.heaviestAim * 0.6;
  const cold = 0.05;
  for (let step = 0; step < steps; step++) {
    const temperature = hot * (cold / hot) ** (step / steps);
    const a = movable[random.int(movable.length)] as number;
    const s = cost.seatOf[a] as number;
    const block = blockOf[a];
    const aim = cost.togetherOf[a] as number[];
    const kind = aim.length > 0 ? random.int(3) : 0;
    if (kind === 2 && block) {
      const moved = moveBlock(cost, block, open, pinned, random);
      if (moved === null) continue;
      if (!accepted(moved.change, temperature, random)) {
        for (const [x, y] of moved.swaps.reverse()) cost.swap(x, y);
        continue;
      }
      current += moved.change;
    } else {
      let t = open[random.int(open.length)] as number;
      if (kind === 1) {
        // Next to another student this one is kept together with.
        const rule = cost.together[aim[random.int(aim.length)] as number] as number[];
        const mate = rule[random.int(rule.length)] as number;
        const around = model.graph.adjacent[cost.seatOf[mate] as number] as number[];
        const u = around.length > 0 ? (around[random.int(around.length)] as number) : -1;
        if (u >= 0 && !pinned[u]) t = u;
      }
      if (t === s) continue;
      const change = cost.delta(s, t);
      if (!accepted(change, temperature, random)) continue;
      cost.swap(s, t);
      current += change;
    }
    if (current < best - 1e-9) {
      best = current;
      bestSeats = Int32Array.from(cost.seatOf);
      if (best <= 0) break;
    }
  }
  cost.occ.fill(-1);
  bestSeats.forEach((s, i) => {
    cost.place(i, s);
  });
  return best;
}
