import { z } from "zod";

/**
 * The API contract, shared by the server's routes and the browser's forms (one rule, two
 * places that can't drift). Names are trimmed; attribute values are checked here for shape only:
 * whether a value is one of the teacher's options is the domain's `validateStudent`, run by the
 * server against the teacher's effective settings.
 */
export const id = z.string().trim().min(1, "is required").max(64, "is too long");

export const trimmed = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const isoDate = z.string();

export const MAX_NAME = 100;
export const MAX_DESCRIPTION = 500;

export const errorBody = z.object({ error: z.string(), details: z.unknown().optional() });
