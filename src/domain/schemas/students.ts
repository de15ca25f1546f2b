import { z } from "zod";
import { CONTROL_MESSAGE, hasNoControl, hasNoNul, MAX_NAME, NUL_MESSAGE } from "../text-rules";
import { id, isoDate, trimmed } from "./common";

const attributeText = z
  .string({ message: "must be text or null" })
  .trim()
  .max(40, "must be at most 40 characters")
  .nullish()
  .transform((v) => (v ? v : null))
  .refine(hasNoNul, NUL_MESSAGE)
  .refine((v) => !hasNoNul(v) || hasNoControl(v), CONTROL_MESSAGE);

/** Attribute values: shape only; the teacher's options are checked by the domain on the server. */
export const studentAttributesInput = z.object({
  number: z
    .union([z.number().int("must be a whole number"), z.null()])
    .optional()
    .transform((v) => v ?? null),
  color: attributeText,
  element: attributeText,
  shape: attributeText,
});

/** POST /api/students */
export const studentCreateInput = studentAttributesInput.extend({
  name: trimmed("Student name", MAX_NAME),
  class_id: id,
});
export type StudentCreateInput = z.input<typeof studentCreateInput>;

/** PUT /api/students/:id (class_id moves the student to another class of the teacher). */
export const studentUpdateInput = studentAttributesInput.extend({
  name: trimmed("Student name", MAX_NAME),
  class_id: id.optional(),
});
export type StudentUpdateInput = z.input<typeof studentUpdateInput>;

export const studentDto = z.object({
  id: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  color: z.string().nullable(),
  element: z.string().nullable(),
  shape: z.string().nullable(),
  class_id: z.string(),
  created_at: isoDate,
  updated_at: isoDate,
  /** 1 when made, one more at every change: send it back as `If-Match: "<version>"`. */
  version: z.number().int(),
});
export type StudentDto = z.infer<typeof studentDto>;

export const MAX_IMPORT_ROWS = 100_000;

/** One row of an import: a name and the four attributes' values, checked for shape. */
export const importRow = studentAttributesInput.extend({
  name: z.string({ message: "Student name must be text" }).max(1000),
});

/**
 * An import's "First names and last initials only" (docs/decisions/0057-last-initials.md): true
 * keeps new students as "Maya P."; absent or false, names as sent (unless the server's
 * STUDENT_NAMES=initials says otherwise).
 */
export const lastInitials = z
  .boolean({ message: "last_initials must be true or false" })
  .optional();

/** POST /api/classes/:id/students/import: rows parsed in the browser, checked again here. */
export const importInput = z.object({
  balanced: z.boolean().default(false),
  last_initials: lastInitials,
  rows: z
    .array(importRow)
    .min(1, "There are no rows to import")
    .max(MAX_IMPORT_ROWS, `At most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows per import`),
});
export type ImportInput = z.input<typeof importInput>;

/**
 * POST /api/classes/:id/shuffle (docs/product.md#balanced-assignment): every student gets new
 * values, or with `only_missing` only the values students lack are filled in, the others kept.
 */
export const shuffleInput = z
  .object({
    only_missing: z.boolean({ message: "only_missing must be true or false" }).optional(),
  })
  // No body at all (a request sent without one reads as null) is a shuffle of everyone.
  .nullish();
export type ShuffleInput = z.input<typeof shuffleInput>;

export const importResult = z.object({ created: z.number().int() });
