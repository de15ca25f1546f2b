import { msg, plural, t } from "@lingui/core/macro";
import type { StudentDto } from "#src/domain/schemas/students";
import {
  fewestPicks,
  type OffWheelReason,
  type PickMode,
  pickCounts,
  whyNotOnWheel,
} from "#src/domain/wheel/picking";
import { studentItems, type WheelItem } from "./wheel-items";

/** Why an entry is not on the wheel: the mode's reasons, or taken off by hand (the X button). */
export type OffReason = OffWheelReason | "hand";

export type OffWheel = { id: string; name: string; reason: OffReason; picks: number };

export type Lineup = {
  /** The entries on the wheel, in the teacher's order. */
  on: WheelItem[];
  /** Everyone of the class (and removed extras) not on it, with the reason, in roster order. */
  off: OffWheel[];
  /**
   * How many students the next spin can pick: the students among `on`, so the header's count
   * and the next spin's entries come from this one function.
   */
  students: number;
};

type Input = {
  /** The teacher's wheel: the class's students and extra items, less those removed by hand. */
  items: readonly WheelItem[];
  roster: readonly StudentDto[];
  mode: PickMode;
  absent: ReadonlySet<string>;
  /** The class's picks since the last Clear History (newest first; the order doesn't matter). */
  history: readonly { student_id: string }[];
  /** Item ids taken off in Remove the winner, this sitting. */
  removed: ReadonlySet<string>;
};

/**
 * Who is on the wheel: the present students of the teacher's wheel, less, in
 * Everyone gets a turn, those picked more often than the least-picked present student, and in
 * Remove the winner, this sitting's winners. Extra items stay on in every mode except when
 * removed as winners. Every entry has the same weight, so each wedge is the same size.
 */
export function wheelLineup({ items, roster, mode, absent, history, removed }: Input): Lineup {
  // A student deleted since the wheel was edited is no longer on it (nor can be picked).
  const inClass = new Set(roster.map((s) => s.id));
  const mine = items.filter((item) => !item.student || inClass.has(item.student.id));
  const onWheel = new Set(mine.flatMap((item) => (item.student ? [item.student.id] : [])));
  const present = roster.filter((s) => onWheel.has(s.id) && !absent.has(s.id)).map((s) => s.id);
  const counts = pickCounts(
    history,
    roster.map((s) => s.id),
  );
  const state = {
    mode,
    absent,
    counts,
    fewest: fewestPicks(present, counts),
    removed: removedStudents(removed),
  };

  const on = mine.filter((item) =>
    item.student
      ? whyNotOnWheel(item.student.id, state) === null
      : !(mode === "remove" && removed.has(item.id)),
  );
  const off: OffWheel[] = [];
  for (const student of roster) {
    const picks = counts.get(student.id) ?? 0;
    const reason = onWheel.has(student.id)
      ? whyNotOnWheel(student.id, state)
      : absent.has(student.id)
        ? "absent"
        : "hand";
    if (reason) off.push({ id: `student-${student.id}`, name: student.name, reason, picks });
  }
  if (mode === "remove") {
    for (const item of items) {
      if (!item.student && removed.has(item.id)) {
        off.push({ id: item.id, name: item.name, reason: "removed", picks: 0 });
      }
    }
  }
  return { on, off, students: studentsOn(on) };
}

/** How many different students these wheel entries hold. */
export function studentsOn(entries: readonly WheelItem[]): number {
  return new Set(entries.flatMap((item) => (item.student ? [item.student.id] : []))).size;
}

/** What an empty wheel says: what would put someone back on it (translated where shown). */
export const EMPTY_RESET = msg`The wheel is empty. Add an item or press Reset.`;
export const EMPTY_ABSENT = msg`Everyone is marked absent today. Open "Who's here today" to mark who is here, or add an item.`;
export const EMPTY_NOBODY = msg`The wheel is empty. Add an item.`;

/**
 * The empty wheel's words: Reset puts the class back (less the absent) and clears
 * this sitting's winners, so it is offered only when it would put someone on the wheel. When
 * everyone present is absent, the roll is what brings them back, not Reset.
 */
export function emptyWheelHint(input: Input): string {
  const reset = wheelLineup({ ...input, items: studentItems(input.roster), removed: new Set() });
  if (reset.on.length > 0) return t(EMPTY_RESET);
  const everyoneAbsent =
    input.roster.length > 0 && input.roster.every((s) => input.absent.has(s.id));
  return t(everyoneAbsent ? EMPTY_ABSENT : EMPTY_NOBODY);
}

/** The student ids among removed item ids ("student-<id>", see wheel-items.ts). */
function removedStudents(removed: ReadonlySet<string>): Set<string> {
  return new Set([...removed].flatMap((id) => (id.startsWith("student-") ? [id.slice(8)] : [])));
}

/** The Available Items list's words for why an entry is off the wheel. */
export function offReasonText(entry: OffWheel): string {
  switch (entry.reason) {
    case "absent":
      return t`Absent today`;
    case "picked": {
      const picks = entry.picks;
      return plural(picks, {
        one: "Picked once: back once everyone has had a turn",
        2: "Picked twice: back once everyone has had a turn",
        other: "Picked # times: back once everyone has had a turn",
      });
    }
    case "removed":
      return t`Picked this sitting: Reset brings them back`;
    case "hand":
      return t`Removed from the wheel: Reset brings them back`;
  }
}
