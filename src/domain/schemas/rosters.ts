import { z } from "zod";
import { hasNoControl, hasNoNul, MAX_NAME } from "../text-rules";
import { id, isoDate, trimmed } from "./common";
import { lastInitials } from "./students";

/**
 * Classes filled from a roster (OneRoster export, Google Classroom), and kept linked
 * to it so a re-import or a sync renames and adds without doubling anyone (decision 0021).
 *
 * - GET  /api/roster-links: the teacher's linked classes (which roster class each came from).
 * - POST /api/roster-imports: a OneRoster import or re-import of one or several classes, read in
 *   the browser (src/domain/roster/oneroster.ts); `dry_run` answers the plan without writing. The whole
 *   request is one transaction: every class or none.
 * Google Classroom imports and syncs read the roster on the server (never from the browser) and
 * answer the same `rosterImportResult`.
 */

export const ROSTER_SOURCES = ["oneroster", "google"] as const;
export const rosterSource = z.enum(ROSTER_SOURCES, {
  message: 'source must be "oneroster" or "google"',
});
export type RosterSource = z.infer<typeof rosterSource>;

/** The most classes one import takes (a teacher's class limit is lower: docs/product.md#limits answers 409). */
export const MAX_ROSTER_CLASSES = 50;
/** The most students one roster class brings: a class's limit (docs/product.md#limits). */
export const MAX_ROSTER_STUDENTS = 10_000;
export const MAX_EXTERNAL_ID = 255;
/** The longest roster class title kept (a longer one is cut: `rosterTitle`). */
export const MAX_ROSTER_TITLE = 200;

/** A roster's id for a class or a student: text as the school system wrote it. */
export const externalId = z
  .string({ message: "external_id must be text" })
  .trim()
  .min(1, "external_id is required")
  .max(MAX_EXTERNAL_ID, `external_id must be at most ${MAX_EXTERNAL_ID} characters`)
  .refine(hasNoNul, "external_id is not valid")
  .refine((v) => !hasNoNul(v) || hasNoControl(v), "external_id is not valid");

export const rosterStudentInput = z.object({
  external_id: externalId,
  name: trimmed("Student name", MAX_NAME),
});

const distinctBy =
  <T>(key: (item: T) => string) =>
  (items: readonly T[]) =>
    new Set(items.map(key)).size === items.length;

const studentList = () => z.array(rosterStudentInput, { message: "students must be a list" });
const distinctStudents = [
  distinctBy((s: { external_id: string }) => s.external_id),
  "students must not repeat an external_id",
] as const;

export const rosterClassInput = z.object({
  external_id: externalId,
  /** The roster's class title: the new class's name (cut to the class name's limit). */
  title: trimmed("Class title", MAX_ROSTER_TITLE),
  /** The class to fill; null makes a new class named after the title. */
  target_class_id: id.nullable(),
  students: studentList()
    .max(MAX_ROSTER_STUDENTS, `students must be at most ${MAX_ROSTER_STUDENTS}`)
    .refine(...distinctStudents),
  /**
   * Students who left the roster that the teacher chose to remove (ids of the target class's
   * students, each listed as `left` by the plan); the others stay, unlinked from nothing.
   */
  remove_student_ids: z
    .array(id, { message: "remove_student_ids must be a list of student ids" })
    .max(MAX_ROSTER_STUDENTS)
    .default([]),
});
export type RosterClassInput = z.input<typeof rosterClassInput>;

/** POST /api/roster-imports */
export const rosterImportInput = z.object({
  source: z.literal("oneroster", { message: 'source must be "oneroster"' }),
  dry_run: z.boolean({ message: "dry_run must be true or false" }).default(false),
  /** Newcomers get balanced values (true, the default) or none (false, shown as N/A). */
  balanced: z.boolean({ message: "balanced must be true or false" }).default(true),
  /** Newcomers kept as first names and last initials only ("Maya P."). */
  last_initials: lastInitials,
  classes: z
    .array(rosterClassInput, { message: "classes must be a list" })
    .min(1, "classes must name at least one class")
    .max(MAX_ROSTER_CLASSES, `classes must be at most ${MAX_ROSTER_CLASSES}`)
    .refine(
      distinctBy((c: { external_id: string }) => c.external_id),
      "classes must not repeat an external_id",
    ),
});
export type RosterImportInput = z.input<typeof rosterImportInput>;

/**
 * The classes of an import whose rosters the server read itself (Google Classroom), checked as
 * `rosterImportInput`'s are but for the number of students: no request body carries them, and a
 * class past the teacher's class limit (MAX_STUDENTS_PER_CLASS) answers that limit's 409, as
 * every other import does, instead of a message about the body.
 */
export const serverReadRosterClasses = z
  .array(rosterClassInput.extend({ students: studentList().refine(...distinctStudents) }))
  .min(1, "classes must name at least one class")
  .max(MAX_ROSTER_CLASSES, `classes must be at most ${MAX_ROSTER_CLASSES}`)
  .refine(
    distinctBy((c: { external_id: string }) => c.external_id),
    "classes must not repeat an external_id",
  );

const named = z.object({ id: z.string(), name: z.string() });

/** What an import did (or, with dry_run, would do) to each class, in the request's order. */
export const rosterClassResult = z.object({
  external_id: z.string(),
  /** The filled or new class; null for a new class in a dry run. */
  class_id: z.string().nullable(),
  class_name: z.string(),
  created: z.boolean(),
  added: z.array(z.object({ external_id: z.string(), name: z.string() })),
  renamed: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
  /** Students typed in by hand that were linked to the roster by their name. */
  linked: z.array(named),
  /**
   * Linked students the roster no longer has: every one the plan found, the same in a dry run
   * and in the import (those also in `removed` were removed, the others kept).
   */
  left: z.array(named),
  removed: z.array(named),
  unchanged: z.number().int(),
});
export type RosterClassResult = z.infer<typeof rosterClassResult>;

export const rosterImportResult = z.object({
  dry_run: z.boolean(),
  classes: z.array(rosterClassResult),
});
export type RosterImportResult = z.infer<typeof rosterImportResult>;

/** GET /api/roster-links?user_id= (optional; when sent, it must be the teacher's: docs/product.md#api). */
export const rosterLinksQuery = z.object({ user_id: id.optional() });

/** GET /api/roster-links: one row per linked class of the teacher. */
export const rosterLinkDto = z.object({
  class_id: z.string(),
  source: rosterSource,
  external_id: z.string(),
  title: z.string(),
  linked_at: isoDate,
  synced_at: isoDate,
});
export type RosterLinkDto = z.infer<typeof rosterLinkDto>;

/** At most `max` UTF-16 units of `text`, never ending inside a character (a surrogate pair). */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** A class made from a roster is named after its title, cut to a class name's limit. */
export const classNameFromTitle = (title: string): string => cut(title.trim(), MAX_NAME).trim();

/** A roster class title as an import keeps it: cut to MAX_ROSTER_TITLE, like other names. */
export const rosterTitle = (title: string): string => cut(title.trim(), MAX_ROSTER_TITLE).trim();
