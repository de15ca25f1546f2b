/**
 * The rules, needs and pins a chart breaks, as it stands: after a hand move the page shows at
 * once what the move broke. A rule's students who have no seat in the chart are left out, so a
 * rule with fewer than two seated students holds, as when placing.
 */
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { type NeighbourGraph, neighbourGraph } from "./neighbours";
import { roomSeats } from "./room";
import type { Room, Seat, SeatTag } from "./room-types";
import type { Broken, ChartSeats } from "./seating-types";

export interface ChartRules {
  rules?: readonly GroupRule[];
  needs?: ReadonlyMap<string, readonly SeatTag[]>;
  pinned?: ReadonlyMap<string, string>;
}

/** A room's seats and neighbours, worked out once for several checks. */
export interface RoomView {
  seats: Seat[];
  graph: NeighbourGraph;
  seatIndex: Map<string, number>;
}

export function roomView(room: Room): RoomView {
  const seats = roomSeats(room);
  return {
    seats,
    graph: neighbourGraph(seats),
    seatIndex: new Map(seats.map((s, i) => [s.id, i])),
  };
}

/** What the chart breaks: rules in their order, then needs, then pins. */
export function chartBreaks(view: RoomView, chart: ChartSeats, context: ChartRules): Broken[] {
  const { seats, graph, seatIndex } = view;
  const seatOf = new Map<string, number>();
  for (const [seat, id] of Object.entries(chart)) {
    const s = seatIndex.get(seat);
    if (s !== undefined) seatOf.set(id, s);
  }
  const isNear = (s: number, t: number) => (graph.adjacent[s] as number[]).includes(t);
  const broken: Broken[] = [];
  (context.rules ?? []).forEach((rule, r) => {
    const ids = [...new Set(rule.studentIds)].filter((id) => seatOf.has(id));
    if (ids.length < 2) return;
    const at = (id: string) => seatOf.get(id) as number;
    if (rule.kind === "keep-apart") {
      const pairs = ids.flatMap((a, x) =>
        ids.slice(x + 1).flatMap((b) => (isNear(at(a), at(b)) ? [[a, b] as [string, string]] : [])),
      );
      if (pairs.length > 0) broken.push({ kind: "keep-apart", rule: r, pairs });
      return;
    }
    const parts: string[][] = [];
    const done = new Set<string>();
    for (const start of ids) {
      if (done.has(start)) continue;
      const part = [start];
      done.add(start);
      for (let k = 0; k < part.length; k++) {
        for (const other of ids) {
          if (!done.has(other) && isNear(at(part[k] as string), at(other))) {
            done.add(other);
            part.push(other);
          }
        }
      }
      parts.push(part);
    }
    if (parts.length > 1) broken.push({ kind: "keep-together", rule: r, parts });
  });
  for (const [id, needs] of context.needs ?? []) {
    const s = seatOf.get(id);
    if (s === undefined) continue;
    const seat = seats[s] as Seat;
    for (const need of needs) {
      if (!seat.tags.includes(need))
        broken.push({ kind: "need", student: id, need, seat: seat.id });
    }
  }
  for (const [id, seat] of context.pinned ?? []) {
    const s = seatOf.get(id);
    if (s !== undefined && (seats[s] as Seat).id !== seat)
      broken.push({ kind: "pin", student: id, seat });
  }
  return broken;
}

/** A hand move: a student to a seat (swapping with whoever sits there), or two seats swapped. */
export type HandMove =
  | { kind: "move"; student: string; seat: string }
  | { kind: "swap"; seats: [string, string] };

export type MoveCheck =
  | { ok: true; chart: ChartSeats; broken: Broken[]; newlyBroken: Broken[] }
  | { ok: false; error: "unknown-seat" | "unknown-student" };

/** The chart after the move, what it breaks, and what it breaks that the chart before did not. */
export function checkMove(
  room: Room | RoomView,
  chart: ChartSeats,
  move: HandMove,
  context: ChartRules,
): MoveCheck {
  const view = "graph" in room ? room : roomView(room);
  const next: Record<string, string> = { ...chart };
  let from: string;
  let to: string;
  if (move.kind === "swap") {
    [from, to] = move.seats;
  } else {
    const seat = Object.keys(chart).find((s) => chart[s] === move.student);
    if (seat === undefined) return { ok: false, error: "unknown-student" };
    [from, to] = [seat, move.seat];
  }
  if (!view.seatIndex.has(from) || !view.seatIndex.has(to))
    return { ok: false, error: "unknown-seat" };
  const a = chart[from];
  const b = chart[to];
  delete next[from];
  delete next[to];
  if (a !== undefined) next[to] = a;
  if (b !== undefined) next[from] = b;
  const before = new Set(chartBreaks(view, chart, context).flatMap(breakKeys));
  const broken = chartBreaks(view, next, context);
  const newlyBroken = broken.flatMap((x): Broken[] => {
    if (x.kind !== "keep-apart") return before.has(breakKeys(x)[0] as string) ? [] : [x];
    const pairs = x.pairs.filter((p) => !before.has(`apart:${x.rule}:${p.join("+")}`));
    return pairs.length > 0 ? [{ ...x, pairs }] : [];
  });
  return { ok: true, chart: next, broken, newlyBroken };
}

/** Keys of a break: a keep-apart rule per pair, anything else once. */
function breakKeys(b: Broken): string[] {
  switch (b.kind) {
    case "keep-apart":
      return b.pairs.map((p) => `apart:${b.rule}:${p.join("+")}`);
    case "keep-together":
      return [`together:${b.rule}`];
    case "need":
      return [`need:${b.student}:${b.need}`];
    case "pin":
      return [`pin:${b.student}`];
  }
}
