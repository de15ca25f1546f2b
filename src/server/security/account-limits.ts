import type { CounterStore } from "./rate-limit-store";
import {
  createSharedLimiter,
  type Decision,
  type RateRule,
  type SharedLimiter,
} from "./shared-limiter";

/**
 * Limits per account on the sign-in, sign-up and reset endpoints
 * (docs/decisions/0008): keyed by the e-mail address in the request, so a whole school signing up
 * from one network address is not refused, while guessing one teacher's password or flooding
 * one person with mail is, whatever address each attempt comes from. Per address, Better Auth's
 * own limits stay, at rates no staff room reaches (ADDRESS_RULES).
 */
export const ACCOUNT_RULES: Readonly<Record<string, RateRule>> = {
  // Brute force: the 4th attempt at one account within a minute is refused.
  "/sign-in/email": { max: 3, windowSeconds: 60 },
  // A taken address's owner is mailed at each sign-up with it: at most 3 such mails in 10 min.
  "/sign-up/email": { max: 3, windowSeconds: 600 },
  // Reset mails to one person.
  "/request-password-reset": { max: 3, windowSeconds: 600 },
};

/**
 * Two-factor codes tried for one account (auth/two-factor.ts), as its password is at sign-in:
 * the 4th try within a minute is refused.
 */
export const CODE_TRY_RULE: RateRule = { max: 3, windowSeconds: 60 };

/** Better Auth's per-address rules (`customRules`): far above a staff room's training session. */
export const ADDRESS_RULES = {
  "/sign-in/email": { window: 60, max: 60 },
  "/sign-up/email": { window: 600, max: 60 },
  "/request-password-reset": { window: 600, max: 30 },
  // Codes at sign-in, per address as passwords (the plugin's own 3 per 10 s would refuse a
  // staff room behind one address); per account: CODE_TRY_RULE.
  "/two-factor/verify-totp": { window: 60, max: 60 },
  "/two-factor/verify-backup-code": { window: 60, max: 60 },
} as const;

export interface AccountLimits {
  /** The decision for one request to `path` (Better Auth's, e.g. "/sign-in/email"), or null. */
  check(path: string, body: unknown): Decision | Promise<Decision> | null;
  /** Two-factor code tries per teacher (CODE_TRY_RULE). */
  codeTries: SharedLimiter;
  close(): Promise<void>;
}

/** The e-mail address a request names, as one account: trimmed and lower-cased. */
export function accountKey(body: unknown): string | null {
  let parsed = body;
  if (typeof body === "string") {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { email } = parsed as { email?: unknown };
  if (typeof email !== "string") return null;
  const key = email.trim().toLowerCase();
  return key === "" || key.length > 254 ? null : key;
}

export function openAccountLimits(store: CounterStore, onError: (m: string, e: unknown) => void) {
  const limiters = new Map<string, SharedLimiter>();
  for (const [path, rule] of Object.entries(ACCOUNT_RULES)) {
    limiters.set(path, createSharedLimiter({ name: `account${path}`, rule, store, onError }));
  }
  const codeTries = createSharedLimiter({
    name: "account/two-factor-code",
    rule: CODE_TRY_RULE,
    store,
    onError,
  });
  return {
    codeTries,
    check(path: string, body: unknown) {
      const limiter = limiters.get(path);
      const key = limiter ? accountKey(body) : null;
      return limiter && key !== null ? limiter.hit(key) : null;
    },
    async close() {
      await Promise.all([...limiters.values(), codeTries].map((l) => l.close()));
    },
  } satisfies AccountLimits;
}
