import { z } from "zod";
import { errorBody, isoDate } from "./common";

/**
 * A substitute's link to one class (docs/decisions/0059-substitute-links.md): made by the owner
 * or a co-teacher for a range of days, optionally with a 6-digit PIN. Whoever opens it, with no
 * account, runs the class's lesson: the roll, the wheel and Groups, nothing else.
 */

/** The longest range a link covers, first and last day included. */
export const MAX_SUBSTITUTE_DAYS = 14;
/** Links a class may have that have not ended (neither expired nor revoked). */
export const MAX_OPEN_SUBSTITUTE_LINKS = 20;
/** Wrong PINs a link takes in PIN_WINDOW_MINUTES before it refuses further tries (429). */
export const PIN_TRIES = 5;
export const PIN_WINDOW_MINUTES = 15;

/** The HTTP header that carries a substitute link's token, and the one carrying its PIN. */
export const SUBSTITUTE_TOKEN_HEADER = "x-substitute-token";
export const SUBSTITUTE_PIN_HEADER = "x-substitute-pin";

const day = z
  .string({ message: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");

/** POST /api/classes/:classId/substitute-links. */
export const substituteLinkInput = z.object({
  starts_on: day,
  ends_on: day,
  /** Six digits, or null (or absent) for a link without a PIN. */
  pin: z
    .string({ message: "PIN must be 6 digits" })
    .regex(/^\d{6}$/, "PIN must be 6 digits")
    .nullable()
    .optional(),
});
export type SubstituteLinkInput = z.infer<typeof substituteLinkInput>;

export const SUBSTITUTE_LINK_STATES = ["upcoming", "active", "expired", "revoked"] as const;
export type SubstituteLinkState = (typeof SUBSTITUTE_LINK_STATES)[number];

/** A link as the class's teachers see it: never its token or PIN. */
export const substituteLinkDto = z.object({
  id: z.string(),
  class_id: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  has_pin: z.boolean(),
  state: z.enum(SUBSTITUTE_LINK_STATES),
  /** The teacher who made it (null once that account is gone). */
  created_by_name: z.string().nullable(),
  created_at: isoDate,
  revoked_at: isoDate.nullable(),
});
export type SubstituteLinkDto = z.infer<typeof substituteLinkDto>;

/** The answer to a new link: the link to copy, shown once (only its token's hash is kept). */
export const createdSubstituteLinkDto = substituteLinkDto.extend({ link: z.string() });
export type CreatedSubstituteLinkDto = z.infer<typeof createdSubstituteLinkDto>;

/**
 * Why a link opens nothing, in a refusal's `reason` beside its `error` message:
 * 401 pin_required / wrong_pin, 403 not_started, 410 expired / revoked, 429 too_many_tries.
 * An unknown token is a plain 404.
 */
export const SUBSTITUTE_REFUSALS = [
  "pin_required",
  "wrong_pin",
  "not_started",
  "expired",
  "revoked",
  "too_many_tries",
] as const;
export type SubstituteRefusal = (typeof SUBSTITUTE_REFUSALS)[number];

export const substituteRefusalBody = z.object({
  error: z.string(),
  reason: z.enum(SUBSTITUTE_REFUSALS),
});

/**
 * Every error answer of the substitute API (`/api/substitute/...`): the usual `{error, code}`,
 * with the refusal's `reason` when the link opens nothing (a plain 404 for an unknown token).
 */
export const substituteErrorBody = errorBody.extend({
  reason: z.enum(SUBSTITUTE_REFUSALS).optional(),
  /** A link not open yet (`not_started`): its first day. */
  starts_on: z.string().optional(),
});

/** GET /api/substitute: what the link opens (its class, its days), the lesson's data apart. */
export const substituteSessionDto = z.object({
  class_id: z.string(),
  class_name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** The teacher whose class it is, as the substitute is told ("Ms Rivera's class"). */
  owner_name: z.string(),
});
export type SubstituteSessionDto = z.infer<typeof substituteSessionDto>;
