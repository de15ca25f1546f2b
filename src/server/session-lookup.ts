import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Auth } from "./auth";
import type { DB } from "./db/schema";
import type { Teacher } from "./session";

/**
 * A fast, read-only answer to "which teacher is signed in?" for the common case, checked exactly
 * as Better Auth checks it: the session cookie's HMAC-SHA256 signature with the auth secret, then
 * the session row (so a revoked session fails at once) joined with its user, unexpired. It
 * answers only a session that needs no write (not expired, not due for its rolling refresh);
 * anything else (no cookie, a bad signature, an unknown, expired or due session) returns
 * undefined and the caller asks Better Auth itself, which refreshes or cleans up as it does.
 */
export type SessionLookup = (request: FastifyRequest) => Promise<Teacher | undefined>;

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

export function createSessionLookup(auth: Auth, db: Kysely<DB>): SessionLookup {
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
  return async (request) => {
    config ??= await load();
    const raw = readCookie(request.headers.cookie, config.cookieName);
    const token = raw === undefined ? undefined : verifiedToken(raw, config.secret);
    if (token === undefined) return undefined;
    const row = await db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select(["session.expiresAt", "user.id", "user.email", "user.name"])
      .where("session.token", "=", token)
      .executeTakeFirst();
    if (!row) return undefined;
    const expiresAt = timeOf(row.expiresAt);
    const now = Date.now();
    const dueForRefresh = expiresAt - config.expiresInMs + config.updateAgeMs <= now;
    if (!(expiresAt > now) || dueForRefresh) return undefined;
    return { id: row.id, email: row.email, name: row.name };
  };
}
