import { msg } from "@lingui/core/macro";
import { type ErrorWords, englishWords } from "#src/server/errors";
/**
 * Calling Google (docs/decisions/0022): every request has a time limit; 429, 5xx and
 * network failures are retried with exponential back-off and jitter, honouring Retry-After up to
 * a cap, a bounded number of times; then the caller gets a GoogleError naming what went wrong,
 * which the routes answer as a clear 4xx/5xx `{ error }` (./errors.ts), never a crash.
 */

export type GoogleFailure =
  /** The teacher has not connected Google Classroom. */
  | "not_connected"
  /** The grant was revoked or expired for good: the teacher must connect again. */
  | "reconnect"
  /** Google refused (not a teacher of the course, the Classroom API off for the domain). */
  | "forbidden"
  | "not_found"
  /** Still 429 after the retries. */
  | "busy"
  /** Still 5xx, timing out or unreachable after the retries; or an answer we can't read. */
  | "unavailable";

export class GoogleError extends Error {
  /** What the teacher reads, in their language; `message` is the English, for the logs. */
  readonly words: ErrorWords;

  constructor(
    readonly kind: GoogleFailure,
    words: ErrorWords,
    /** Seconds Google asked us to wait (429/503), when it said. */
    readonly retryAfter?: number,
  ) {
    super(englishWords(words));
    this.name = "GoogleError";
    this.words = words;
  }
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** The first wait; each next one doubles (with jitter between half and all of it). */
  baseDelayMs: number;
  /** No wait is longer, whatever Retry-After says. */
  maxDelayMs: number;
  /** Each attempt's time limit. */
  timeoutMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_RETRY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  timeoutMs: 15_000,
};

const RETRIED = new Set([429, 500, 502, 503, 504]);

/** Retry-After in seconds or as an HTTP date, in ms; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function backoffMs(attempt: number, policy: RetryPolicy, hinted?: number): number {
  const exponential = policy.baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
  return Math.min(policy.maxDelayMs, Math.max(hinted ?? 0, exponential));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `fetch` with the retries above. Answers the last Response for any status that is not retried
 * (the caller reads 2xx and maps 4xx); throws GoogleError("busy" | "unavailable") once retries
 * run out.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  policy: RetryPolicy,
): Promise<Response> {
  const sleep = policy.sleep ?? defaultSleep;
  let last: { status: number; retryAfter?: number } | null = null;
  for (let attempt = 0; ; attempt++) {
    let hinted: number | undefined;
    try {
      const res = await fetch(url, {
        ...init,
        redirect: "error",
        signal: AbortSignal.timeout(policy.timeoutMs),
      });
      if (!RETRIED.has(res.status)) return res;
      hinted = retryAfterMs(res.headers.get("retry-after"));
      last = { status: res.status, retryAfter: hinted };
      await res.body?.cancel();
    } catch {
      last = { status: 0 };
    }
    if (attempt >= policy.retries) break;
    await sleep(backoffMs(attempt, policy, hinted));
  }
  const seconds =
    last?.retryAfter === undefined ? undefined : Math.max(1, Math.ceil(last.retryAfter / 1000));
  if (last?.status === 429) {
    throw new GoogleError(
      "busy",
      msg`Google Classroom is busy right now (too many requests). Try again in a minute.`,
      seconds ?? 60,
    );
  }
  throw new GoogleError(
    "unavailable",
    msg`Google Classroom is not answering right now. Try again in a few minutes.`,
    seconds,
  );
}

/** Google's JSON error answer's message and status (`{ error: { message, status } }`). */
export async function googleErrorOf(
  res: Response,
): Promise<{ message: string; status: string; reason: string }> {
  const text = await res.text().catch(() => "");
  try {
    const body = JSON.parse(text) as {
      error?: { message?: string; status?: string; details?: { reason?: string }[] } | string;
      error_description?: string;
    };
    if (typeof body.error === "string") {
      return { message: body.error_description ?? body.error, status: body.error, reason: "" };
    }
    return {
      message: String(body.error?.message ?? ""),
      status: String(body.error?.status ?? ""),
      reason: String(body.error?.details?.find((d) => d.reason)?.reason ?? ""),
    };
  } catch {
    return { message: "", status: "", reason: "" };
  }
}
