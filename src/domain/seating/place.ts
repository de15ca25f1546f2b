/**
 * placeStudents: a seating chart for a class in a room, in one call. The room is checked, then
 * the rules, needs and pins (conflicts.ts); when something can't hold the answer is the
 * conflicts, naming rules and students, unless `placeAnyway` asks for the chart that breaks as
 * few as it can (each break listed). Then the search (search.ts) seats everyone: keeping every
 * rule, need and pin, then closing gaps (when asked), then avoiding neighbours from the saved
 * charts, then mixing the chosen attributes (cost.ts). The chart is checked once more
 * (breaks.ts): a feasible set of rules is never answered with a chart that breaks one.
 */
import { encodeClass } from "#src/domain/grouping/codes";
import { defaultRandom } from "#src/domain/random";
import { DEFAULT_ATTRIBUTES } from "#src/domain/students/attributes";
import { chartBreaks } from "./breaks";
import { findConflicts } from "./conflicts";
import { SeatingCost, W_RULE } from "./cost";
import { pastNeighbours } from "./history";
import { type SeatingModel, seatingModel } from "./model";
import { neighbourPairs } from "./neighbours";
import { validateRoom } from "./room";
import type { Room } from "./room-types";
import { anneal, construct, SEARCH_STEPS, scatter } from "./search";
import type { Broken, Conflict, SeatingOptions, SeatingResult, SeatStudent } from "./seating-types";

/** Restarts from a new careful first seating when a search ends with a rule broken. */
const RESTARTS = 2;
/** Then restarts from a seating at random (pins kept), each with half the steps. */
const SCATTERED_RESTARTS = 6;

export function placeStudents(
  room: Room,
  students: readonly SeatStudent[],
  options: SeatingOptions = {},
): SeatingResult {
  const errors = validateRoom(room);
  if (errors.length > 0) {
    return { ok: false, conflicts: [{ code: "invalid-room", errors }], canPlaceAnyway: false };
  }
  const random = options.random ?? defaultRandom;
  const model = seatingModel(room, students, options);
  const found = findConflicts(model);
  if (!found.canPlaceAnyway || (found.conflicts.length > 0 && !options.placeAnyway)) {
    return { ok: false, conflicts: found.conflicts, canPlaceAnyway: found.canPlaceAnyway };
  }
  const past = pastNeighbours(model.index, options.pastCharts ?? [], options.newNeighboursFrom);
  const mix = options.mix ?? [];
  const codes =
    mix.length > 0
      ? encodeClass(model.people, options.attributes ?? DEFAULT_ATTRIBUTES, mix).codes
      : [];
  const steps = options.workBudget ?? SEARCH_STEPS;
  let best: { cost: number; seatOf: Int32Array } | null = null;
  for (let round = 0; round <= RESTARTS + SCATTERED_RESTARTS; round++) {
    const cost = new SeatingCost(model, past, codes);
    if (round <= RESTARTS) construct(cost, random);
    else scatter(cost, random);
    const total = anneal(cost, round === 0 ? steps : Math.ceil(steps / 2), random);
    if (best === null || total < best.cost)
      best = { cost: total, seatOf: Int32Array.from(cost.seatOf) };
    if (best.cost < W_RULE) break;
  }
  const seatOf = (best as { seatOf: Int32Array }).seatOf;
  const who = new Int32Array(model.seats.length).fill(-1);
  seatOf.forEach((s, i) => {
    who[s] = i;
  });
  const chart: Record<string, string> = {};
  model.seats.forEach((seat, s) => {
    const i = who[s] as number;
    if (i >= 0) chart[seat.id] = model.people[i]?.id as string;
  });
  const context = { rules: model.rules, needs: options.needs, pinned: options.pinned };
  const broken = chartBreaks(
    { seats: model.seats, graph: model.graph, seatIndex: model.seatIndex },
    chart,
    context,
  );
  if (broken.length > 0 && !options.placeAnyway) {
    return { ok: false, conflicts: [notFound(model, broken)], canPlaceAnyway: true };
  }
  const absent = options.absent ?? new Set<string>();
  const emptyToday = model.gapsClosed
    ? []
    : Object.keys(chart).filter((seat) => absent.has(chart[seat] as string));
  const n = model.people.length;
  const repeats = neighbourPairs(model.graph).flatMap(([s, t]): [string, string][] => {
    const i = who[s] as number;
    const j = who[t] as number;
    if (!past || i < 0 || j < 0 || (past[i * n + j] as number) === 0) return [];
    return [[model.people[i]?.id as string, model.people[j]?.id as string]];
  });
  return {
    ok: true,
    chart,
    emptyToday,
    repeats,
    broken,
    gapsClosed: model.gapsClosed,
  };
}

/** The search ended with these broken: not proved impossible, but no chart was found. */
function notFound(model: SeatingModel, broken: readonly Broken[]): Conflict {
  const rules = [...new Set(broken.flatMap((b) => ("rule" in b ? [b.rule] : [])))].sort(
    (a, b) => a - b,
  );
  const students = new Set<string>();
  for (const b of broken) {
    if (b.kind === "keep-apart") for (const p of b.pairs) for (const id of p) students.add(id);
    else if (b.kind === "keep-together")
      for (const p of b.parts) for (const id of p) students.add(id);
    else students.add(b.student);
  }
  return {
    code: "not-found",
    rules,
    students: model.people.flatMap((p) => (students.has(p.id) ? [p.id] : [])),
  };
}
