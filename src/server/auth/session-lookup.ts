import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { type Database, type FixedQuery, fixedQuery } from "../db/connect";
import type { Auth } from "./auth";
import type { Teacher } from "./teacher";

/**
 * A fast, read-only answer to "which teacher is signed in?" for the common case, checked exactly
 * as Better Auth checks it: the session cookie's HMAC-SHA256 signature with the auth secret, then
 * the session row (so a revoked session fails at once) joined with its user, unexpired. It
 * answers only a session that needs no write (not expired, not due for its rolling refresh);
 * anything else (no cookie, a bad signature, an unknown, expired or due session) returns
 * undefined and the caller asks Better Auth itself, which refreshes or cleans up as it does.
 *
 * With a `SessionRead` (a route's own rows, see `sessionRead`) the session row and the route's
 * rows are read by one statement, in one round trip; the rows are kept for the route
 * (`SessionRead.take`) only when the session checked out.
 */
export type SessionLookup = (
  request: FastifyRequest,
  read?: SessionRead<unknown>,
) => Promise<Teacher | undefined>;

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

/** The columns every session statement starts with: the session's teacher. */
interface SessionColumns {
  teacher_id: string;
  teacher_email: string;
  teacher_name: string;
}

/**
 * The session statement: the session row by its token, only while its expiry is after the
 * given instant (`?` 1 and 2), joined with its user; then a route's own columns, joins (with
 * their `?` after those two) and order. Better Auth stores the expiry as a timestamp on
 * PostgreSQL and as `toISOString()` text on SQLite, so the ISO instant compares correctly on both.
 */
function sessionStatement(
  name: string,
  parts: { columns?: string; joins?: string; orderBy?: string } = {},
): FixedQuery {
  return fixedQuery(
    name,
    `select u."id" as "teacher_id", u."email" as "teacher_email", u."name" as "teacher_name"${
      parts.columns ? `, ${parts.columns}` : ""
    }
     from "session" x
     inner join "user" u on u."id" = x."userId" and x."token" = ? and x."expiresAt" > ?
     ${parts.joins ?? ""}
     ${parts.orderBy ? `order by ${parts.orderBy}` : ""}`,
  );
}

const sessionByToken = sessionStatement("session_by_token");

/**
 * A route's rows read in the same statement as the session (one round trip instead of two).
 * `columns`, `joins` and `orderBy` are SQL written once for both dialects; the joins may name
 * the session's user as `u` (so the rows are the signed-in teacher's by construction) and take
 * `values(params)`, which answers undefined for parameters the route will refuse anyway (then
 * only the session is read, and the route's validation answers). Set it on the route as
 * `config: { sessionRead }`; the handler takes the rows with `take(request)` (undefined when
 * the session was not checked this way, e.g. answered by Better Auth: then read them as usual).
 */
export interface SessionRead<R> {
  readonly query: FixedQuery;
  values(params: unknown): unknown[] | undefined;
  keep(request: FastifyRequest, rows: readonly (R & SessionColumns)[]): void;
  take(request: FastifyRequest): (R & SessionColumns)[] | undefined;
}

export function sessionRead<R>(
  name: string,
  parts: {
    columns: string;
    joins: string;
    orderBy?: string;
    values(params: unknown): unknown[] | undefined;
  },
): SessionRead<R> {
  const kept = new WeakMap<FastifyRequest, (R & SessionColumns)[]>();
  return {
    query: sessionStatement(name, parts),
    values: parts.values,
    keep: (request, rows) => kept.set(request, rows as (R & SessionColumns)[]),
    take: (request) => kept.get(request),
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Read the route's rows with the session, in one statement (session-lookup.ts). */
    sessionRead?: SessionRead<unknown>;
  }
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
  return async (request, read) => {
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
    // Unexpired and not due for the rolling refresh (which Better Auth makes when less than
    // expiresIn - updateAge is left): the expiry must be after both instants.
    const now = Date.now();
    const validAfter = new Date(Math.max(now, now + config.expiresInMs - config.updateAgeMs));
    const routeValues = read?.values(request.params);
    const query = routeValues ? (read as SessionRead<unknown>).query : sessionByToken;
    const rows = await database.fixed<SessionColumns>(query, [
      token,
      validAfter.toISOString(),
      ...(routeValues ?? []),
    ]);
    const row = rows[0];
    if (!row) return undefined;
    if (routeValues) read?.keep(request, rows);
    return { id: row.teacher_id, email: row.teacher_email, name: row.teacher_name };
  };
}
