/**
 * Seat needs against the seats that meet them: a student who needs a front seat (or an aisle
 * seat, or one near the door, or several of these) needs a seat with every one of those tags, and
 * no two students share a seat. A largest matching (Kuhn's augmenting paths; 60 seats at most)
 * decides it exactly; when some student is left over, the students reachable from them by
 * alternating paths are a set with fewer fitting seats than students (Hall), which is what the
 * teacher is shown: those students, their needs and the only seats that meet them.
 */
import { type SeatingModel, tagsOf } from "./model";
import type { Seat } from "./room-types";
import type { Conflict } from "./seating-types";

export function needConflicts(model: SeatingModel): Conflict[] {
  const { seats, people, needMask, tagMask, pinSeat } = model;
  const conflicts: Conflict[] = [];
  const pinnedSeats = new Set<number>();
  people.forEach((p, i) => {
    const s = pinSeat[i] as number;
    if (s < 0) return;
    pinnedSeats.add(s);
    const missing = (needMask[i] as number) & ~(tagMask[s] as number);
    for (const need of tagsOf(missing)) {
      conflicts.push({ code: "pin-breaks-need", student: p.id, seat: (seats[s] as Seat).id, need });
    }
  });
  const needy = people.flatMap((_, i) =>
    (needMask[i] as number) !== 0 && (pinSeat[i] as number) < 0 ? [i] : [],
  );
  const fits = (i: number, s: number) =>
    !pinnedSeats.has(s) && ((needMask[i] as number) & ~(tagMask[s] as number)) === 0;
  const options = new Map(needy.map((i) => [i, seats.flatMap((_, s) => (fits(i, s) ? [s] : []))]));
  const owner = new Int32Array(seats.length).fill(-1);
  const augment = (i: number, seen: Uint8Array): boolean => {
    for (const s of options.get(i) as number[]) {
      if (seen[s]) continue;
      seen[s] = 1;
      const o = owner[s] as number;
      if (o < 0 || augment(o, seen)) {
        owner[s] = i;
        return true;
      }
    }
    return false;
  };
  const unmatched = needy.filter((i) => !augment(i, new Uint8Array(seats.length)));
  // Alternating search from each student left over: every seat reached is taken, so the students
  // reached outnumber their seats. Searches that reach a common seat are one shortage.
  const shortages: { students: Set<number>; seats: Set<number> }[] = [];
  for (const start of unmatched) {
    const students = [start];
    const reached = new Set<number>();
    for (let k = 0; k < students.length; k++) {
      for (const s of options.get(students[k] as number) as number[]) {
        if (reached.has(s)) continue;
        reached.add(s);
        const o = owner[s] as number;
        if (o >= 0 && !students.includes(o)) students.push(o);
      }
    }
    const merged = { students: new Set(students), seats: reached };
    for (const other of shortages.filter((x) => [...x.seats].some((s) => reached.has(s)))) {
      for (const i of other.students) merged.students.add(i);
      for (const s of other.seats) merged.seats.add(s);
      shortages.splice(shortages.indexOf(other), 1);
    }
    shortages.push(merged);
  }
  for (const shortage of shortages) {
    const students = [...shortage.students].sort((a, b) => a - b);
    const mask = students.reduce((m, i) => m | (needMask[i] as number), 0);
    conflicts.push({
      code: "need-seats",
      needs: tagsOf(mask),
      students: students.map((i) => people[i]?.id as string),
      seats: [...shortage.seats].sort((a, b) => a - b).map((s) => (seats[s] as Seat).id),
    });
  }
  return conflicts;
}
