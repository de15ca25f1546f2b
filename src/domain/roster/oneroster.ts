/**
 * OneRoster CSV, 1.1 and 1.2: the classes of an export with their students, from
 * classes.csv, users.csv and enrollments.csv (manifest.csv, when there, gives the version).
 *
 * Only what a class list needs is read: a class's sourcedId and title (with its class code), a
 * student's sourcedId and name. Names are the preferred given and family names when the export
 * has them (1.2), else the given and family names. A student is a user enrolled in the class with
 * the role "student"; rows whose status is "tobedeleted" are skipped. Header names are matched
 * without regard to case (the standard says they are case-sensitive; exports from spreadsheets
 * are not always).
 *
 * Refused, with a problem naming the file and what is wrong (worded by the page, problems.ts),
 * and nothing imported: a missing file
 * or column, a file with no data row, a sourcedId twice in classes.csv or users.csv, a quote left
 * open. Tolerated and counted: enrollments of users or classes the files don't have, a student
 * enrolled twice, a student without a usable name (listed).
 */
import Papa from "papaparse";
import { importNameProblem } from "../students/student";
import type { RosterProblem, RosterSkip } from "./problems";
import type { RosterFileName, RosterTexts } from "./zip";

export const MAX_ROSTER_ROWS = 500_000;

export interface RosterStudent {
  sourcedId: string;
  name: string;
}

export interface RosterClass {
  sourcedId: string;
  title: string;
  classCode: string | null;
  /** Sorted by name, each once. */
  students: RosterStudent[];
}

export interface OneRoster {
  version: "1.1" | "1.2" | null;
  /** Sorted by title. */
  classes: RosterClass[];
  /** What was skipped (at most 50, then how many more), worded by the page. */
  skipped: RosterSkip[];
}

export type OneRosterResult = { ok: true; roster: OneRoster } | { ok: false; error: RosterProblem };

const REQUIRED: Record<Exclude<RosterFileName, "manifest.csv">, readonly string[]> = {
  "classes.csv": ["sourcedId", "title"],
  "users.csv": ["sourcedId", "givenName", "familyName"],
  "enrollments.csv": ["classSourcedId", "userSourcedId", "role"],
};

class Refused extends Error {
  constructor(readonly notice: RosterProblem) {
    super(notice.code);
  }
}

const refuse = (problem: RosterProblem) => new Refused(problem);

interface Table {
  file: RosterFileName;
  rows: string[][];
  /** Column index by lower-cased header name. */
  at: Map<string, number>;
}

function table(file: RosterFileName, text: string | undefined, required: readonly string[]): Table {
  if (text === undefined) {
    throw refuse({ code: "missing-file", file });
  }
  const parsed = Papa.parse<string[]>(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, {
    delimiter: ",",
    skipEmptyLines: "greedy",
  });
  const quote = parsed.errors.find((e) => e.type === "Quotes");
  if (quote) throw refuse({ code: "open-quote", file, row: (quote.row ?? 0) + 1 });
  const [header = [], ...rows] = parsed.data;
  const at = new Map<string, number>();
  header.forEach((name, i) => {
    const key = name.trim().toLowerCase();
    if (!at.has(key)) at.set(key, i);
  });
  const missing = required.filter((column) => !at.has(column.toLowerCase()));
  if (missing.length > 0) throw refuse({ code: "missing-columns", file, columns: missing });
  if (rows.length === 0) throw refuse({ code: "no-rows", file });
  if (rows.length > MAX_ROSTER_ROWS) {
    throw refuse({ code: "too-many-rows", file, max: MAX_ROSTER_ROWS });
  }
  return { file, rows, at };
}

function cell(t: Table, row: readonly string[], column: string): string {
  const i = t.at.get(column.toLowerCase());
  return i === undefined ? "" : (row[i] ?? "").trim();
}

const deleted = (t: Table, row: readonly string[]) =>
  cell(t, row, "status").toLowerCase() === "tobedeleted";

function manifestVersion(text: string | undefined): "1.1" | "1.2" | null {
  if (text === undefined) return null;
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" }).data;
  const row = rows.find((r) => (r[0] ?? "").trim().toLowerCase() === "oneroster.version");
  const value = (row?.[1] ?? "").trim();
  return value === "1.1" || value === "1.2" ? value : null;
}

/** A student's name as the class list shows it. */
export function rosterName(given: string, family: string): string {
  return `${given} ${family}`.replace(/\s+/g, " ").trim();
}

/**
 * The classes of a OneRoster export with their students, titles and names in the order of
 * `locale` (the teacher's language).
 */
export function parseOneRoster(files: RosterTexts, locale = "en"): OneRosterResult {
  try {
    const classes = table("classes.csv", files["classes.csv"], REQUIRED["classes.csv"]);
    const users = table("users.csv", files["users.csv"], REQUIRED["users.csv"]);
    const enrollments = table(
      "enrollments.csv",
      files["enrollments.csv"],
      REQUIRED["enrollments.csv"],
    );
    const skipped: RosterSkip[] = [];
    let more = 0;
    const skip = (sentence: RosterSkip) => {
      if (skipped.length < 50) skipped.push(sentence);
      else more++;
    };

    const byClass = new Map<string, RosterClass>();
    const classRow = new Map<string, number>();
    classes.rows.forEach((row, r) => {
      const id = cell(classes, row, "sourcedId");
      if (id === "" || deleted(classes, row)) return;
      const first = classRow.get(id);
      if (first !== undefined) {
        throw refuse({ code: "duplicate-id", file: "classes.csv", id, first, second: r + 2 });
      }
      classRow.set(id, r + 2);
      const title = cell(classes, row, "title").replace(/\s+/g, " ") || id;
      const code = cell(classes, row, "classCode");
      byClass.set(id, { sourcedId: id, title, classCode: code === "" ? null : code, students: [] });
    });

    const names = new Map<string, string>();
    const userRow = new Map<string, number>();
    users.rows.forEach((row, r) => {
      const id = cell(users, row, "sourcedId");
      if (id === "") return;
      const first = userRow.get(id);
      if (first !== undefined) {
        throw refuse({ code: "duplicate-id", file: "users.csv", id, first, second: r + 2 });
      }
      userRow.set(id, r + 2);
      if (deleted(users, row)) return;
      const given = cell(users, row, "preferredGivenName") || cell(users, row, "givenName");
      const family = cell(users, row, "preferredFamilyName") || cell(users, row, "familyName");
      names.set(id, rosterName(given, family));
    });

    let unknown = 0;
    const seen = new Set<string>();
    for (const row of enrollments.rows) {
      if (deleted(enrollments, row)) continue;
      if (cell(enrollments, row, "role").toLowerCase() !== "student") continue;
      const classId = cell(enrollments, row, "classSourcedId");
      const userId = cell(enrollments, row, "userSourcedId");
      const room = byClass.get(classId);
      const name = names.get(userId);
      if (!room || name === undefined) {
        unknown++;
        continue;
      }
      const key = `${classId}\u0000${userId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const problem = importNameProblem(name);
      if (problem) {
        const row = userRow.get(userId) ?? 0;
        skip({ code: "unusable-name", row, problem });
        continue;
      }
      room.students.push({ sourcedId: userId, name });
    }
    if (unknown > 0) skip({ code: "unknown-enrollments", count: unknown });
    if (more > 0) skipped.push({ code: "more", count: more });
    const list = [...byClass.values()];
    const order = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    for (const room of list) room.students.sort((a, b) => order.compare(a.name, b.name));
    list.sort((a, b) => order.compare(a.title, b.title));
    return {
      ok: true,
      roster: { version: manifestVersion(files["manifest.csv"]), classes: list, skipped },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.notice };
    throw error;
  }
}
