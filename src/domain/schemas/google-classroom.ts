import { z } from "zod";
import { id, isoDate } from "./common";
import { MAX_ROSTER_CLASSES, MAX_ROSTER_STUDENTS } from "./rosters";
import { lastInitials } from "./students";

/** A Google Classroom course id: digits, or an alias such as `d:math-7a` (Google's forms). */
export const googleCourseId = z
  .string({ message: "course_id must be text" })
  .trim()
  .min(1, "course_id is required")
  .max(255, "course_id must be at most 255 characters")
  .regex(/^[A-Za-z0-9_.:-]+$/, "course_id is not a Google Classroom course id");

/**
 * Google Classroom, read on the server with the teacher's own Google grant (decision
 * 0022). The browser never sees a Google token: it sees whether Google is connected, the course
 * titles, and what an import or sync did (`rosterImportResult`, shared with OneRoster).
 */

export const GOOGLE_STATUSES = ["not_connected", "connected", "reconnect"] as const;

/** GET /api/google-classroom */
export const googleConnectionDto = z.object({
  /** Google is configured on this server (GOOGLE_CLIENT_ID/SECRET). */
  available: z.boolean(),
  /** `reconnect`: Google withdrew the grant (or it expired): connect again. */
  status: z.enum(GOOGLE_STATUSES),
  /** The connected Google account's address. */
  email: z.string().nullable(),
  scopes: z.array(z.string()),
  connected_at: isoDate.nullable(),
});
export type GoogleConnectionDto = z.infer<typeof googleConnectionDto>;

/** POST /api/google-classroom/connect: where to send the browser (Google's consent screen). */
export const googleConnectStart = z.object({ url: z.string() });

/** GET /api/google-classroom/courses */
export const googleCourseDto = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string().nullable(),
  /** The teacher's class already linked to this course, if any. */
  linked_class_id: z.string().nullable(),
});
export type GoogleCourseDto = z.infer<typeof googleCourseDto>;
export const googleCoursesDto = z.object({ courses: z.array(googleCourseDto) });

const distinct = (items: readonly { course_id: string }[]) =>
  new Set(items.map((c) => c.course_id)).size === items.length;

const removals = z
  .array(id, { message: "remove_student_ids must be a list of student ids" })
  .max(MAX_ROSTER_STUDENTS, `remove_student_ids must be at most ${MAX_ROSTER_STUDENTS}`)
  .default([]);

/** POST /api/google-classroom/imports: names are read from Google, never sent by the browser. */
export const googleImportInput = z.object({
  user_id: id.optional(),
  dry_run: z.boolean({ message: "dry_run must be true or false" }).default(false),
  /** Newcomers get balanced values (true, the default) or none (false, shown as N/A). */
  balanced: z.boolean({ message: "balanced must be true or false" }).default(true),
  /** Newcomers kept as first names and last initials only ("Maya P."). */
  last_initials: lastInitials,
  courses: z
    .array(
      z.object({
        course_id: googleCourseId,
        /** The class to fill; null makes a new class named after the course. */
        target_class_id: id.nullable(),
        remove_student_ids: removals,
      }),
      { message: "courses must be a list" },
    )
    .min(1, "courses must name at least one course")
    .max(MAX_ROSTER_CLASSES, `courses must be at most ${MAX_ROSTER_CLASSES}`)
    .refine(distinct, "courses must not repeat a course"),
});
export type GoogleImportInput = z.input<typeof googleImportInput>;

/** POST /api/classes/:classId/google-sync: a linked class brought up to date with its course. */
export const googleSyncInput = z.object({
  dry_run: z.boolean({ message: "dry_run must be true or false" }).default(false),
  /** Newcomers get balanced values (true, the default) or none (false, shown as N/A). */
  balanced: z.boolean({ message: "balanced must be true or false" }).default(true),
  last_initials: lastInitials,
  remove_student_ids: removals,
});
export type GoogleSyncInput = z.input<typeof googleSyncInput>;

/** A user_id sent along must be the signed-in teacher's (docs/product.md#api: 403 otherwise). */
export const googleSelfQuery = z.object({ user_id: id.optional() });

export { GOOGLE_NOT_CONNECTED, GOOGLE_RECONNECT } from "../roster/google-codes";
