import { ATTRIBUTE_NAMES, DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import type { Inspector, StoredStudent } from "./inspect";
import type { ShuffledRow, Workload } from "./workload";

/** What one check after a kill found; every count here but the first four must stay 0. */
export interface Findings {
  importsConfirmed: number;
  importsCommittedUnanswered: number;
  importsRolledBack: number;
  shufflesConfirmed: number;
  shufflesCommittedUnanswered: number;
  shufflesRolledBack: number;
  singlesConfirmed: number;
  singlesCommittedUnanswered: number;
  singlesRolledBack: number;
  partialImports: number;
  partialShuffles: number;
  rowsLost: number;
  failures: string[];
}

export function emptyFindings(): Findings {
  return {
    importsConfirmed: 0,
    importsCommittedUnanswered: 0,
    importsRolledBack: 0,
    shufflesConfirmed: 0,
    shufflesCommittedUnanswered: 0,
    shufflesRolledBack: 0,
    singlesConfirmed: 0,
    singlesCommittedUnanswered: 0,
    singlesRolledBack: 0,
    partialImports: 0,
    partialShuffles: 0,
    rowsLost: 0,
    failures: [],
  };
}

/** A name's marker: `D{trial}-{lane}-{k} #17` belongs to import `D{trial}-{lane}-{k}`; a single add's name is its marker. */
const markerOf = (name: string) => name.split(" #")[0] ?? name;

/**
 * The trial's import class after the kill: each import all there or not there at all, every
 * confirmed one there, every confirmed single add there, and no row that no request wrote.
 * Answers the class's student count.
 */
export function checkImportClass(work: Workload, stored: StoredStudent[], f: Findings): number {
  const byMarker = new Map<string, Set<string>>();
  for (const s of stored) {
    const names = byMarker.get(markerOf(s.name)) ?? new Set<string>();
    if (names.has(s.name)) f.failures.push(`student "${s.name}" stored twice`);
    names.add(s.name);
    byMarker.set(markerOf(s.name), names);
  }
  for (const request of work.imports) {
    const present = byMarker.get(request.marker)?.size ?? 0;
    byMarker.delete(request.marker);
    const confirmed = request.outcome === "confirmed";
    if (present !== 0 && present !== request.rows) {
      f.partialImports++;
      f.failures.push(`import ${request.marker}: ${present} of ${request.rows} rows stored`);
    }
    if (confirmed) {
      f.importsConfirmed++;
      if (present < request.rows) {
        f.rowsLost += request.rows - present;
        f.failures.push(`confirmed import ${request.marker}: ${request.rows - present} rows lost`);
      }
    } else if (present === request.rows) f.importsCommittedUnanswered++;
    else if (present === 0) f.importsRolledBack++;
  }
  for (const request of work.singles) {
    const present = byMarker.get(request.name)?.size ?? 0;
    byMarker.delete(request.name);
    if (request.outcome === "confirmed") {
      f.singlesConfirmed++;
      if (present === 0) {
        f.rowsLost++;
        f.failures.push(`confirmed student ${request.name} lost`);
      }
    } else if (present) f.singlesCommittedUnanswered++;
    else f.singlesRolledBack++;
  }
  for (const [marker, names] of byMarker) {
    f.failures.push(`${names.size} stored rows that no request wrote (${marker})`);
  }
  return stored.length;
}

/** The shuffle class as last known to be stored: its stamp and each student's values. */
export interface ShuffleBaseline {
  stamp: string;
  rows: Map<string, ShuffledRow>;
}

export function baselineOf(rows: readonly ShuffledRow[]): ShuffleBaseline {
  return { stamp: rows[0]?.updated_at ?? "", rows: new Map(rows.map((r) => [r.id, r])) };
}

const sameValues = (a: ShuffledRow, b: ShuffledRow) =>
  a.number === b.number &&
  a.color === b.color &&
  a.element === b.element &&
  a.shape === b.shape &&
  a.updated_at === b.updated_at;

/** Each attribute's options used evenly (counts differ by at most one), as a shuffle leaves them. */
function even(rows: readonly ShuffledRow[]): boolean {
  return ATTRIBUTE_NAMES.every((name) => {
    const counts = DEFAULT_OPTIONS[name].map(
      (option) => rows.filter((r) => String(r[name]) === option).length,
    );
    return Math.max(...counts) - Math.min(...counts) <= 1;
  });
}

/**
 * The shuffle class after the kill. Its roster never changes after seeding and shuffles run one
 * at a time, so the stored class must be exactly the last confirmed shuffle's answer (or the
 * state checked after the previous kill, when none was confirmed), unless a later shuffle was
 * in flight and committed without its answer arriving: then every student carries that later
 * shuffle's one timestamp and the values are even. A shuffle written only in part would leave
 * two timestamps. Answers the new baseline.
 */
export function checkShuffleClass(
  work: Workload,
  before: ShuffleBaseline,
  stored: StoredStudent[],
  f: Findings,
): ShuffleBaseline {
  const confirmed = work.shuffles.filter((s) => s.outcome === "confirmed");
  f.shufflesConfirmed += confirmed.length;
  const lastIndex = work.shuffles.findLastIndex((s) => s.outcome === "confirmed" && s.result);
  const last = work.shuffles[lastIndex];
  const expected = last?.result ? baselineOf(last.result) : before;
  const later = work.shuffles.slice(lastIndex + 1);
  const unanswered = later.filter((s) => s.outcome !== "confirmed").length;
  const cutConfirmed = later.some((s) => s.outcome === "confirmed");

  if (stored.length !== before.rows.size || stored.some((s) => !before.rows.has(s.id))) {
    f.failures.push(
      `shuffle class: ${stored.length} students stored, ${before.rows.size} expected`,
    );
    f.rowsLost += [...before.rows.keys()].filter((id) => !stored.some((s) => s.id === id)).length;
  }
  const stamps = new Set(stored.map((s) => s.updated_at));
  if (stamps.size > 1) {
    f.partialShuffles++;
    f.failures.push(`shuffle class: ${stamps.size} different update times (a shuffle in part)`);
  }
  const asExpected = stored.every((s) => {
    const want = expected.rows.get(s.id);
    return want !== undefined && sameValues(s, want);
  });
  const stamp = stored[0]?.updated_at ?? "";
  if (asExpected && !cutConfirmed) {
    f.shufflesRolledBack += unanswered;
  } else if (
    !asExpected &&
    (unanswered > 0 || cutConfirmed) &&
    stamp > expected.stamp &&
    even(stored)
  ) {
    // A later shuffle committed; whether its answer arrived (body cut) or not, it is whole.
    f.shufflesCommittedUnanswered += unanswered > 0 && !cutConfirmed ? 1 : 0;
    f.shufflesRolledBack += Math.max(0, unanswered - 1);
  } else {
    const wrong = stored.filter((s) => {
      const want = expected.rows.get(s.id);
      return want === undefined || !sameValues(s, want);
    }).length;
    f.rowsLost += asExpected ? stored.length : wrong;
    f.failures.push(
      `shuffle class: the confirmed shuffle is not what is stored (${wrong} students differ)`,
    );
  }
  return baselineOf(stored);
}

/**
 * Everything checked after a kill, reading the database directly: the engine's integrity
 * check, the account, the classes, the trial's import class, the shuffled class, and every
 * class's student count (`expected` gets the import class's new count).
 */
export async function checkAfterKill(
  inspector: Inspector,
  userId: string,
  work: Workload,
  importClass: string,
  shuffleClass: string,
  state: { expected: Map<string, number>; baseline: ShuffleBaseline; findings: Findings },
): Promise<{ baseline: ShuffleBaseline; integrityFailed: boolean }> {
  const { expected, findings: f } = state;
  const problems = await inspector.integrity();
  f.failures.push(...problems.map((p) => `integrity: ${p}`));
  if (!(await inspector.userPresent(userId))) f.failures.push("the teacher's account is gone");
  const classes = await inspector.classIds(userId);
  const want = [...expected.keys()].sort();
  if (classes.join() !== want.join()) {
    f.failures.push(`classes stored: ${classes.length}, confirmed: ${want.length}`);
  }
  expected.set(importClass, checkImportClass(work, await inspector.students(importClass), f));
  const shuffled = await inspector.students(shuffleClass);
  const baseline = checkShuffleClass(work, state.baseline, shuffled, f);
  const counts = await inspector.studentCounts();
  for (const [id, n] of counts) {
    if (expected.get(id) !== n) {
      f.failures.push(`class ${id}: ${n} students, expected ${expected.get(id) ?? 0}`);
    }
  }
  for (const [id, n] of expected) {
    if (n > 0 && !counts.has(id)) f.failures.push(`class ${id}: all ${n} students lost`);
  }
  return { baseline, integrityFailed: problems.length > 0 };
}
