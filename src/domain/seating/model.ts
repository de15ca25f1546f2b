/**
 * A seating problem in indices: the room's seats and neighbours, the students to seat (those
 * present; with their seats held, the absent ones too), rules resolved to them, keep-together
 * rules that share a student merged into blocks, needs and tags as bit masks, pins as seat
 * indices. A rule counts only its students being seated: with fewer than two it holds anyway.
 */
import type { GroupRule } from "#src/domain/grouping/rule-types";
import { type NeighbourGraph, neighbourGraph } from "./neighbours";
import { roomSeats } from "./room";
import { type Room, SEAT_TAGS, type Seat, type SeatTag } from "./room-types";
import type { Conflict, SeatingOptions, SeatStudent } from "./seating-types";

export interface SeatingModel {
  seats: Seat[];
  seatIndex: Map<string, number>;
  graph: NeighbourGraph;
  /** near[s * S + t] = 1 when seats s and t are neighbours. */
  near: Uint8Array;
  people: SeatStudent[];
  index: Map<string, number>;
  rules: readonly GroupRule[];
  /** Per rule, its seated students (indices, each once). */
  members: number[][];
  /** Keep-together rules that share students, merged: members and the rules. */
  blocks: { members: number[]; rules: number[] }[];
  tagMask: Uint8Array;
  needMask: Uint8Array;
  /** Seat index each student is pinned to, or -1. */
  pinSeat: Int32Array;
  /** Pins that name no seat of the room, or a seat already pinned. */
  pinConflicts: Conflict[];
  gapsClosed: boolean;
}

export const maskOf = (tags: readonly SeatTag[]) =>
  SEAT_TAGS.reduce((mask, tag, b) => (tags.includes(tag) ? mask | (1 << b) : mask), 0);
export const tagsOf = (mask: number) => SEAT_TAGS.filter((_, b) => (mask & (1 << b)) !== 0);

/** Merges keep-together rules that share a seated student (union-find). */
function mergeBlocks(rules: readonly GroupRule[], members: number[][], n: number) {
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i] as number] as number;
      i = parent[i] as number;
    }
    return i;
  };
  const together = rules.flatMap((rule, r) =>
    rule.kind === "keep-together" && (members[r] as number[]).length >= 2 ? [r] : [],
  );
  for (const r of together) {
    const [first, ...rest] = members[r] as number[];
    for (const i of rest) parent[find(i)] = find(first as number);
  }
  const byRoot = new Map<number, { members: Set<number>; rules: number[] }>();
  for (const r of together) {
    const root = find((members[r] as number[])[0] as number);
    const block = byRoot.get(root) ?? { members: new Set<number>(), rules: [] };
    for (const i of members[r] as number[]) block.members.add(i);
    block.rules.push(r);
    byRoot.set(root, block);
  }
  return [...byRoot.values()].map((b) => ({
    members: [...b.members].sort((x, y) => x - y),
    rules: b.rules,
  }));
}

export function seatingModel(
  room: Room,
  students: readonly SeatStudent[],
  options: SeatingOptions,
): SeatingModel {
  const seats = roomSeats(room);
  const S = seats.length;
  const seatIndex = new Map(seats.map((s, i) => [s.id, i]));
  const graph = neighbourGraph(seats);
  const near = new Uint8Array(S * S);
  graph.adjacent.forEach((list, s) => {
    for (const t of list) near[s * S + t] = 1;
  });
  const absent = options.absent ?? new Set<string>();
  const unique = [...new Map(students.map((s) => [s.id, s])).values()];
  const present = unique.filter((s) => !absent.has(s.id));
  const gapsClosed = options.closeGaps === true || unique.length > S;
  const people = gapsClosed ? present : unique;
  const index = new Map(people.map((s, i) => [s.id, i]));
  const rules = options.rules ?? [];
  const members = rules.map((rule) => [
    ...new Set(rule.studentIds.flatMap((id) => index.get(id) ?? [])),
  ]);
  const needMask = new Uint8Array(people.length);
  for (const [id, tags] of options.needs ?? []) {
    const i = index.get(id);
    if (i !== undefined) needMask[i] = maskOf(tags);
  }
  const pinSeat = new Int32Array(people.length).fill(-1);
  const pinConflicts: Conflict[] = [];
  const pinnedTo = new Map<number, string[]>();
  for (const [id, seat] of options.pinned ?? []) {
    const i = index.get(id);
    if (i === undefined) continue;
    const s = seatIndex.get(seat);
    if (s === undefined) {
      pinConflicts.push({ code: "pin-unknown-seat", student: id, seat });
      continue;
    }
    const others = pinnedTo.get(s);
    if (others) {
      others.push(id);
      continue;
    }
    pinnedTo.set(s, [id]);
    pinSeat[i] = s;
  }
  for (const [s, ids] of pinnedTo) {
    if (ids.length > 1) {
      pinConflicts.push({ code: "pin-same-seat", students: ids, seat: (seats[s] as Seat).id });
    }
  }
  return {
    seats,
    seatIndex,
    graph,
    near,
    people,
    index,
    rules,
    members,
    blocks: mergeBlocks(rules, members, people.length),
    tagMask: Uint8Array.from(seats, (s) => maskOf(s.tags)),
    needMask,
    pinSeat,
    pinConflicts,
    gapsClosed,
  };
}
