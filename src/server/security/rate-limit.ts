import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { Database } from "../db/connect";
import { type AccountLimits, openAccountLimits } from "./account-limits";
import { type CounterStore, openCounterStore } from "./rate-limit-store";
import {
  createSharedLimiter,
  type Decision,
  type RateRule,
  type SharedLimiter,
} from "./shared-limiter";

export type { Decision, RateRule, SharedLimiter } from "./shared-limiter";
export { createSharedLimiter, limiterTuning } from "./shared-limiter";

export const TOO_MANY_REQUESTS = "Too many requests. Please wait a moment and try again.";

/**
 * The per-teacher limit of the signed-in API, as an onRequest hook that runs after
 * `requireTeacher`: 429 with Retry-After (seconds) once the teacher's window is used up. A
 * callback hook, so the fast path adds no promise to the request.
 */
export function teacherRateLimit(limiter: SharedLimiter) {
  const answer = (reply: FastifyReply, decision: Decision, done: HookHandlerDoneFunction) => {
    if (decision.allowed) return done();
    reply
      .status(429)
      .header("retry-after", String(decision.retryAfter))
      .send({ error: TOO_MANY_REQUESTS, code: "rate_limited" });
  };
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const decision = limiter.hit(request.teacher.id);
    if (decision instanceof Promise) {
      decision.then(
        (d) => answer(reply, d, done),
        (error: Error) => done(error),
      );
    } else {
      answer(reply, decision, done);
    }
  };
}

/**
 * Password checks a signed-in teacher may make in ten minutes (deleting the account): a
 * device left signed in can't be used to guess the password behind it.
 */
export const PASSWORD_CHECK_RULE: RateRule = { max: 5, windowSeconds: 600 };

export const TOO_MANY_PASSWORD_CHECKS: MessageDescriptor = msg`Too many password attempts. Please wait a few minutes and try again.`;

export interface RateLimits {
  store: CounterStore;
  /** The signed-in API's per-teacher limiter (null when API_RATE_LIMIT is off). */
  api: SharedLimiter | null;
  /** Per-teacher password checks (PASSWORD_CHECK_RULE); always on. */
  passwordChecks: SharedLimiter;
  /** Per-account sign-in, sign-up and reset limits (null when AUTH_RATE_LIMIT is off). */
  accounts: AccountLimits | null;
  /** Flushes the last counts, then closes the store. */
  close(): Promise<void>;
}

/** The app's rate limits on the configured store (Redis, else the database). */
export async function openRateLimits(
  config: {
    apiRateLimit: RateRule | null;
    authRateLimit: boolean;
    redisUrl: string | undefined;
    redisKeyPrefix: string;
  },
  database: Database,
  log: (message: string, error: unknown) => void,
): Promise<RateLimits> {
  const store = await openCounterStore(
    { redisUrl: config.redisUrl, redisKeyPrefix: config.redisKeyPrefix, database },
    log,
  );
  const api = config.apiRateLimit
    ? createSharedLimiter({ name: "api", rule: config.apiRateLimit, store, onError: log })
    : null;
  const passwordChecks = createSharedLimiter({
    name: "password-check",
    rule: PASSWORD_CHECK_RULE,
    store,
    onError: log,
  });
  const accounts = config.authRateLimit ? openAccountLimits(store, log) : null;
  return {
    store,
    api,
    passwordChecks,
    accounts,
    async close() {
      await api?.close();
      await passwordChecks.close();
      await accounts?.close();
      await store.close();
    },
  };
}
