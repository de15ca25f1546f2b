/**
 * Seating bench cases (seating.ts): classes with attributes, and rules, needs and pins read off
 * a hidden chart that keeps them all, so a case is known to be feasible.
 */
import type { GroupRule } from "../src/domain/grouping/rule-types";
import { pick, type Random, shuffled } from "../src/domain/random";
import { roomView } from "../src/domain/seating/breaks";
import type { Room, SeatTag } from "../src/domain/seating/room-types";
import type { SeatStudent } from "../src/domain/seating/seating-types";
import { DEFAULT_ATTRIBUTES } from "../src/domain/students/attributes";

const A = DEFAULT_ATTRIBUTES;

export function seatStudents(n: number, random: Random): SeatStudent[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    number: 1 + random.int(4),
    color: pick(A.color.options, random),
    element: pick(A.element.options, random),
    shape: pick(A.shape.options, random),
  }));
}

export interface FeasibleCase {
  rules: GroupRule[];
  needs: Map<string, SeatTag[]>;
}

/**
 * `apart` keep-apart rules of 2-3 students and `together` keep-together pairs, and `needs`
 * students needing a tag their hidden seat has; all kept by the hidden chart.
 */
export function feasibleCase(
  room: Room,
  students: readonly SeatStudent[],
  counts: { apart: number; together: number; needs: number },
  random: Random,
): FeasibleCase {
  const view = roomView(room);
  const n = students.length;
  const hidden = shuffled([...view.seats.keys()], random).slice(0, n);
  const near = (i: number, j: number) =>
    (view.graph.adjacent[hidden[i] as number] as number[]).includes(hidden[j] as number);
  const id = (i: number) => (students[i] as SeatStudent).id;
  const rules: GroupRule[] = [];
  while (rules.length < counts.apart) {
    const members = [random.int(n)];
    const size = 2 + random.int(2);
    for (let tries = 0; tries < 20 && members.length < size; tries++) {
      const j = random.int(n);
      if (!members.includes(j) && members.every((i) => !near(i, j))) members.push(j);
    }
    if (members.length >= 2) rules.push({ kind: "keep-apart", studentIds: members.map(id) });
  }
  const paired = new Set<number>();
  for (let tries = 0; rules.length < counts.apart + counts.together && tries < 1000; tries++) {
    const i = random.int(n);
    const j = [...Array(n).keys()].find((x) => x !== i && near(i, x));
    if (j === undefined || paired.has(i) || paired.has(j)) continue;
    paired.add(i).add(j);
    rules.push({ kind: "keep-together", studentIds: [id(i), id(j)] });
  }
  const needs = new Map<string, SeatTag[]>();
  for (let tries = 0; needs.size < counts.needs && tries < 1000; tries++) {
    const i = random.int(n);
    const tags = view.seats[hidden[i] as number]?.tags ?? [];
    if (tags.length > 0) needs.set(id(i), [tags[random.int(tags.length)] as SeatTag]);
  }
  return { rules, needs };
}
