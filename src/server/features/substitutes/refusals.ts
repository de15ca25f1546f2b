import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SubstituteRefusal } from "#src/domain/schemas/substitutes";
import { HttpError } from "#src/server/errors";
import { hasEnded, hasStarted } from "./days";

const STATUS: Record<SubstituteRefusal, number> = {
  pin_required: 401,
  wrong_pin: 401,
  not_started: 403,
  expired: 410,
  revoked: 410,
  too_many_tries: 429,
};

/**
 * A substitute link that opens nothing (docs/decisions/0059-substitute-links.md): the status,
 * plain words and the `reason` (substituteRefusalBody); 429 also says when to try again.
 */
export class SubstituteRefused extends HttpError {
  constructor(
    readonly reason: SubstituteRefusal,
    words: MessageDescriptor,
    readonly retryAfter?: number,
    /** A link not open yet: its first day, sent as `starts_on`. */
    readonly startsOn?: string,
  ) {
    super(STATUS[reason], words);
  }
}

export const unknownLink = () =>
  new HttpError(
    404,
    msg`This substitute link does not work. Ask the class's teacher for a new one.`,
  );

export const pinRequired = () =>
  new SubstituteRefused("pin_required", msg`Enter the PIN the class's teacher gave you.`);

export const wrongPin = () =>
  new SubstituteRefused(
    "wrong_pin",
    msg`That PIN is not right. Check it with the class's teacher and try again.`,
  );

export const tooManyTries = (retryAfter: number) =>
  new SubstituteRefused(
    "too_many_tries",
    msg`Too many wrong PINs. Please wait a few minutes and try again.`,
    retryAfter,
  );

/**
 * Why a link does not open now, or null: revoked first (a link turned off says so whatever its
 * days), then its days. The PIN is checked after these, so a revoked or ended link never tells
 * whether a PIN is right.
 */
export function closedReason(
  link: { starts_on: string; ends_on: string; revoked_at: string | null },
  now = new Date(),
): SubstituteRefused | null {
  if (link.revoked_at !== null) {
    return new SubstituteRefused(
      "revoked",
      msg`This substitute link was turned off by the class's teacher.`,
    );
  }
  if (hasEnded(link.ends_on, now)) {
    return new SubstituteRefused("expired", msg`This substitute link has ended.`);
  }
  if (!hasStarted(link.starts_on, now)) {
    const day = link.starts_on;
    return new SubstituteRefused(
      "not_started",
      msg`This substitute link opens on its first day, ${day}. Please come back then.`,
      undefined,
      day,
    );
  }
  return null;
}
