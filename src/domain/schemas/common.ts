import { z } from "zod";

/**
 * The API contract, shared by the server's routes and the browser's forms (one rule, two
 * places that can't drift). Names are trimmed; attribute values are checked here for shape only:
 * whether a value is one of the teacher's options is the domain's `validateStudent`, run by the
 * server against the teacher's effective settings.
 */
/**
 * PostgreSQL text can't hold a NUL character (SQLite can): every text that can reach the
 * database refuses it with a 400 instead of failing there.
 */
export const hasNoNul = (value: string | null | undefined): boolean => !value?.includes("\u0000");
export const NUL_MESSAGE = "must not contain a NUL character";

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
    .refine(hasNoNul, `${label} ${NUL_MESSAGE}`);

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine(hasNoNul, `${label} ${NUL_MESSAGE}`);

export const isoDate = z.string();

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;

export const errorBody = z.object({ error: z.string(), details: z.unknown().optional() });
