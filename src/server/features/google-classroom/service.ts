import { msg } from "@lingui/core/macro";
import { GOOGLE_NOT_CONNECTED, GOOGLE_RECONNECT } from "#src/domain/roster/google-codes";
import type { AppContext } from "#src/server/app-context";
import { type ErrorWords, HttpError } from "#src/server/errors";
import { classroomClient } from "./classroom-api";
import { GoogleError } from "./google-http";
import type { GoogleClient } from "./oauth";
import { googleRetryPolicy } from "./retry-policy";
import { sealingKey } from "./sealed";
import { teacherTokens } from "./tokens";

export { googleRetryPolicy } from "./retry-policy";

const keys = new WeakMap<object, Buffer>();

/** Google's client settings and the token key, or 404 when Google is not set up here. */
export function googleSetup(ctx: AppContext): { client: GoogleClient; key: Buffer } {
  const google = ctx.config.google;
  if (!google) throw new HttpError(404, msg`Google Classroom is not set up on this server`);
  let key = keys.get(ctx.auth);
  if (!key) {
    key = sealingKey(String(ctx.auth.options.secret));
    keys.set(ctx.auth, key);
  }
  return { client: google, key };
}

/** The Classroom API as the teacher (their own grant). */
export function classroomFor(ctx: AppContext, teacherId: string) {
  const { client, key } = googleSetup(ctx);
  const tokens = teacherTokens(ctx.database.db, key, client, teacherId, googleRetryPolicy);
  return classroomClient(client.endpoints.classroom, tokens, googleRetryPolicy);
}

/**
 * A GoogleError as the API answers it: 409 with `details.code` for "connect" and "reconnect"
 * (the screen shows the button), 403 for Google's refusal, 404 for a course gone, 503 with
 * Retry-After when Google stays busy (429), 502 when it stays down. Other errors pass through.
 */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof GoogleError)) return error;
  switch (error.kind) {
    case "not_connected":
      return new HttpError(409, error.words, undefined, GOOGLE_NOT_CONNECTED);
    case "reconnect":
      return new HttpError(409, error.words, undefined, GOOGLE_RECONNECT);
    case "forbidden":
      return new HttpError(403, error.words);
    case "not_found":
      return new HttpError(404, error.words);
    case "busy":
      return new GoogleBusy(error.words, error.retryAfter ?? 60);
    default:
      return new HttpError(502, error.words);
  }
}

/** 503 with Retry-After: Google kept answering 429. */
export class GoogleBusy extends HttpError {
  constructor(
    message: ErrorWords,
    readonly retryAfter: number,
  ) {
    super(503, message);
  }
}

/** Runs `work`, answering a GoogleError as asHttpError says. */
export async function withGoogle<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asHttpError(error);
  }
}
