import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { CONTROL_MESSAGE, hasNoControl, hasNoNul, NUL_MESSAGE } from "../text-rules";
import { errorCode } from "./error-codes";

/**
 * The API contract, shared by the server's routes and the browser's forms (one rule, two
 * places that can't drift). Names are trimmed; attribute values are checked here for shape only:
 * whether a value is one of the teacher's options is the domain's `validateStudent`, run by the
 * server against the teacher's effective settings.
 */
// The plain rules live in ../text-rules (no Zod); their names stay exported from here.
export { CONTROL_MESSAGE, hasNoControl, hasNoNul, MAX_NAME, NUL_MESSAGE } from "../text-rules";

export const id = z
  .string()
  .trim()
  .min(1, "is required")
  .max(64, "is too long")
  .refine(hasNoNul, "is not a valid id");

/** An id in a path (:id, :classId): any text without NUL; an unknown id answers 404. */
export const pathId = z.string().refine(hasNoNul, "is not a valid id");

export const trimmed = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} ${NUL_MESSAGE}`)
    .refine((v) => !hasNoNul(v) || hasNoControl(v), `${label} ${CONTROL_MESSAGE}`);

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(hasNoNul, `${label} ${NUL_MESSAGE}`)
    .refine((v) => !hasNoNul(v) || hasNoControl(v), `${label} ${CONTROL_MESSAGE}`);

export const isoDate = z.string();

/** The longest e-mail address SMTP can deliver to (RFC 5321's path limit less its brackets). */
export const MAX_EMAIL = 254;
export const EMAIL_TOO_LONG = `E-mail address must be at most ${MAX_EMAIL} characters`;
export const MAX_DESCRIPTION = 500;

/** Every error's answer: English words for people, a code from a closed set for programs. */
export const errorBody = z.object({
  error: z.string(),
  code: errorCode,
  details: z.unknown().optional(),
});

/** A stale update's 409 (code `stale`): what is stored now, to reload the form with. */
export const conflictBody = <T extends z.ZodType>(current: T) =>
  z.object({ error: z.string(), code: errorCode, current });

export const STUDENT_CONFLICT: MessageDescriptor = msg`This student was changed somewhere else. Reload to see the latest version.`;
export const CLASS_CONFLICT: MessageDescriptor = msg`This class was changed somewhere else. Reload to see the latest version.`;
export const SETTING_CONFLICT: MessageDescriptor = msg`This setting was changed somewhere else. Reload to see the latest version.`;

/**
 * `If-Match: "<version>"` (also `W/"<version>"`, a bare number, a list of them, or `*`). Optional:
 * without it an update applies to whatever is stored, as API clients written for the original calls expect (docs/product.md#api).
 */
// At most 9 digits: a version is a 32-bit integer column (PostgreSQL refused a larger one with
// a 500 before the check; found by tests/api/fuzz.test.ts).
export const IF_MATCH_PATTERN = /^\s*(\*|(W\/)?"?\d{1,9}"?(\s*,\s*(W\/)?"?\d{1,9}"?)*)\s*$/;
export const ifMatchHeaders = z.object({
  "if-match": z
    .string()
    .regex(IF_MATCH_PATTERN, 'must be a version such as "3" (the ETag of the last answer)')
    .optional()
    .describe(
      'The version the change was made from ("<version>", the ETag or `version` of the last answer). A stale one answers 409 with the current version; without the header the change applies to whatever is stored.',
    ),
});

/**
 * `If-None-Match: *` on a create: create only when nothing is stored yet; when
 * something is (made elsewhere meanwhile), 409 with it instead of replacing it.
 */
export const ifNoneMatchHeaders = z.object({
  "if-none-match": z
    .literal("*", { error: 'must be "*" (create only when none exists)' })
    .optional()
    .describe(
      "`*`: create only when the teacher has no setting for the attribute yet; when one exists (made elsewhere meanwhile) the answer is 409 with it, and nothing changes. Without the header an existing setting is replaced.",
    ),
});

/** `Idempotency-Key`: 1 to 200 printable ASCII characters, e.g. a UUID. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;
export const IDEMPOTENCY_KEY_FORMAT = "must be 1 to 200 printable ASCII characters";
export const KEY_REUSED_MESSAGE: MessageDescriptor = msg`This Idempotency-Key was already used for a different request. Send a new key for a new request.`;

/** The versions an If-Match names; null for none or `*` (any version). */
export function parseIfMatch(header: string | undefined): number[] | null {
  if (header === undefined || header.trim() === "*") return null;
  return header.split(",").map((part) => Number(part.trim().replace(/^W\//, "").replace(/"/g, "")));
}
