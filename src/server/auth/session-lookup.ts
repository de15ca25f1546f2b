import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { type Database, fixedQuery } from "../db/connect";
import type { Auth } from "./auth";
import type { Teacher } from "./teacher";

/**
 * A fast, read-only answer to "which teacher is signed in?" for the common case, checked exactly
 * as Better Auth checks it: the session cookie's HMAC-SHA256 signature with the auth secret, then
 * the session row (so a revoked session fails at once) joined with its user, unexpired. It
 * answers only a session that needs no write (not expired, not due for its rolling refresh);
 * anything else (no cookie, a bad signature, an unknown, expired or due session) returns
 * undefined and the caller asks Better Auth itself, which refreshes or cleans up as it does.
 */
export type SessionLookup = (request: FastifyRequest) => Promise<Teacher | undefined>;

/** At most this many verified cookie values are remembered (then the memo starts again). */
const VERIFIED_COOKIES = 10_000;

interface SessionConfig {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `token.signature` as Better Auth (better-call) signs it: base64 HMAC-SHA256, 44 characters. */
function verifiedToken(value: string, secret: string): string | undefined {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : undefined;
}

function timeOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "string" || typeof value === "number") return new Date(value).getTime();
  return Number.NaN;
}

/** The session row (by its token) joined with its user: read on every signed-in request. */
const sessionByToken = fixedQuery(
  "session_by_token",
  `select s."expiresAt", u."id", u."email", u."name"
   from "session" s inner join "user" u on u."id" = s."userId"
   where s."token" = ?`,
);

interface SessionRow {
  expiresAt: unknown;
  id: string;
  email: string;
  name: string;
}

export function createSessionLookup(auth: Auth, database: Database): SessionLookup {
  let config: SessionConfig | undefined;
  const load = async (): Promise<SessionConfig> => {
    const ctx = await auth.$context;
    return {
      cookieName: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    };
  };
  // Cookie values whose signature checked out, and their token: the check is a pure function of
  // the value and the secret, so a repeated cookie skips the HMAC. The session row is still read.
  const verified = new Map<string, string>();
  return async (request) => {
    config ??= await load();
    const raw = readCookie(request.headers.cookie, config.cookieName);
    if (raw === undefined) return undefined;
    let token = verified.get(raw);
    if (token === undefined) {
      token = verifiedToken(raw, config.secret);
      if (token === undefined) return undefined;
      if (verified.size >= VERIFIED_COOKIES) verified.clear();
      verified.set(raw, token);
    }
    const [row] = await database.fixed<SessionRow>(sessionByToken, [token]);
    if (!row) return undefined;
    const expiresAt = timeOf(row.expiresAt);
    const now = Date.now();
    const dueForRefresh = expiresAt - config.expiresInMs + config.updateAgeMs <= now;
    if (!(expiresAt > now) || dueForRefresh) return undefined;
    return { id: row.id, email: row.email, name: row.name };
  };
}
