/**
 * Bringing a class up to date with its roster (a OneRoster re-import, a Google Classroom sync): what to add,
 * rename and link, and who left, from the class's students as they are and the roster's students
 * (OneRoster's or Google Classroom's, each with the id the school system gives them).
 *
 * - A student linked to a roster id that the roster still has keeps their ClassCharm record (and
 *   so their attributes, picks and groupings); a changed name is a rename.
 * - A roster student with no linked record is matched to a student of the class that has no link
 *   yet and the same name (trimmed, spaces collapsed, case folded), when exactly one such student
 *   and one such roster student share it: a class typed in by hand is linked, not doubled.
 *   Otherwise they are added.
 * - A linked student the roster no longer has "left": listed for the teacher to remove or keep,
 *   never removed by the plan itself. Students the teacher added by hand (no link) are left alone.
 */
import { nameKey } from "../students/student";

export interface ClassStudent {
  id: string;
  name: string;
  /** The roster id this student is linked to, or null (added by hand). */
  externalId: string | null;
}

export interface IncomingStudent {
  externalId: string;
  name: string;
}

export interface RosterPlan {
  add: IncomingStudent[];
  rename: { id: string; from: string; to: string; externalId: string }[];
  /** Unlinked students of the class matched by name: they get the roster id. */
  link: { id: string; name: string; externalId: string }[];
  left: { id: string; name: string; externalId: string }[];
  unchanged: number;
}

/** The changes that bring `existing` in line with `incoming` (each roster id once). */
export function planRosterSync(
  existing: readonly ClassStudent[],
  incoming: readonly IncomingStudent[],
): RosterPlan {
  const plan: RosterPlan = { add: [], rename: [], link: [], left: [], unchanged: 0 };
  const byExternal = new Map<string, ClassStudent>();
  for (const s of existing) if (s.externalId !== null) byExternal.set(s.externalId, s);
  const seen = new Set<string>();
  const unmatched: IncomingStudent[] = [];
  for (const student of incoming) {
    if (seen.has(student.externalId)) continue;
    seen.add(student.externalId);
    const linked = byExternal.get(student.externalId);
    if (!linked) unmatched.push(student);
    else if (linked.name === student.name) plan.unchanged++;
    else {
      plan.rename.push({
        id: linked.id,
        from: linked.name,
        to: student.name,
        externalId: student.externalId,
      });
    }
  }
  // Names shared by exactly one unlinked student of the class and one unmatched roster student.
  // A name's key (nameKey: normalized, case folded) costs more than the rest of the plan: it is
  // made once per student, and not at all when the class has no unlinked student to match, as
  // in a new class (10,000 roster students planned in a few milliseconds instead of ~100).
  const byHand = new Map<string, ClassStudent[]>();
  for (const s of existing) {
    if (s.externalId !== null) continue;
    const key = nameKey(s.name);
    const same = byHand.get(key);
    if (same) same.push(s);
    else byHand.set(key, [s]);
  }
  if (byHand.size === 0) plan.add = unmatched;
  else {
    const keys = unmatched.map((s) => nameKey(s.name));
    const byName = new Map<string, number>();
    for (const key of keys) byName.set(key, (byName.get(key) ?? 0) + 1);
    for (const [i, student] of unmatched.entries()) {
      const key = keys[i] as string;
      const hand = byHand.get(key);
      if (hand?.length === 1 && byName.get(key) === 1) {
        const match = hand[0] as ClassStudent;
        plan.link.push({ id: match.id, name: student.name, externalId: student.externalId });
      } else plan.add.push(student);
    }
  }
  for (const s of existing) {
    if (s.externalId !== null && !seen.has(s.externalId)) {
      plan.left.push({ id: s.id, name: s.name, externalId: s.externalId });
    }
  }
  return plan;
}
