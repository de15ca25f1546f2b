import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { type Database, type FixedQuery, fixedQuery } from "../db/connect";
import { TextRows } from "../db/text-rows";
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

/** The session statement's row: the session's teacher (null on the route's rows). */
interface SessionRow {
  teacher_id: string | null;
  teacher_email: string;
  teacher_name: string;
}

const SESSION_COLUMNS = {
  teacher_id: `u."id"`,
  teacher_email: `u."email"`,
  teacher_name: `u."name"`,
};

/**
 * The session row by its token, only while its expiry is after the given instant (its two
 * `?`), joined with its user. Better Auth stores the expiry as a timestamp on PostgreSQL and as
 * `toISOString()` text on SQLite, so an ISO instant compares correctly on both.
 */
const FROM_SESSION = `from "session" x
  inner join "user" u on u."id" = x."userId" and x."token" = ? and x."expiresAt" > ?`;

const select = (columns: Record<string, string | null>) =>
  Object.entries(columns)
    .map(([name, sql]) => `${sql ?? "null"} as "${name}"`)
    .join(", ");
const nulls = (columns: Record<string, string>) =>
  Object.fromEntries(Object.keys(columns).map((name) => [name, null]));

const sessionByToken = fixedQuery(
  "session_by_token",
  `select ${select(SESSION_COLUMNS)} ${FROM_SESSION}`,
);

/**
 * A route's rows read in the same statement as the session: one round trip instead of two.
 * The statement is `<the session's row> union all <the route's rows>`, both parts checking the
 * session, so the route's part reads nothing for a session that is not valid; its `joins` may
 * name the session's user as `u` (the rows are then the signed-in teacher's by construction).
 * The session's columns come once, in their own row (the only one whose `teacher_id` is not
 * null), not on every row of the route's (each value costs `pg` a string to decode). The
 * statement has no ORDER BY: the route's rows are sorted here by `compare` (sorting 30 rows
 * cost PostgreSQL more than it costs Node, and the session's row needs no sort key then).
 * `columns` (output name -> SQL) and `joins` are SQL written once for both dialects.
 * `values(params)` gives the joins' `?`, or undefined for parameters the route will refuse
 * anyway (then only the session is read, and the route's validation answers). Set it on the
 * route as `config: { sessionRead }`; the handler takes its rows with `take(request)`:
 * undefined when the session was not checked this way (e.g. answered by Better Auth), and then
 * it reads them as usual. On PostgreSQL the rows are kept as the text PostgreSQL sent
 * (`TextRows`, unsorted: the route writes its answer from them, `jsonArray`), elsewhere as
 * objects sorted by `compare`.
 */
export interface SessionRead<R> {
  readonly query: FixedQuery;
  values(params: unknown): unknown[] | undefined;
  keep(request: FastifyRequest, rows: R[] | TextRows): void;
  take(request: FastifyRequest): R[] | TextRows | undefined;
}

export function sessionRead<R>(
  name: string,
  parts: {
    columns: Record<string, string>;
    joins: string;
    compare(a: R, b: R): number;
    values(params: unknown): unknown[] | undefined;
  },
): SessionRead<R> {
  const kept = new WeakMap<FastifyRequest, R[] | TextRows>();
  const session = select({ ...SESSION_COLUMNS, ...nulls(parts.columns) });
  const route = select({ ...nulls(SESSION_COLUMNS), ...parts.columns });
  return {
    query: fixedQuery(
      name,
      `select ${session} ${FROM_SESSION}
       union all
       select ${route} ${FROM_SESSION} ${parts.joins}`,
    ),
    values: parts.values,
    keep: (request, rows) =>
      kept.set(request, rows instanceof TextRows ? rows : rows.sort(parts.compare)),
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
    const session = [token, validAfter.toISOString()];
    const routeValues = read?.values(request.params);
    if (read && routeValues && database.fixedText) {
      const text = await database.fixedText(read.query, [...session, ...session, ...routeValues]);
      // The session's row: the only one with a teacher (none when the session is not valid).
      const at = text.rows.findIndex((r) => !text.isNull(r, 0));
      const row = text.rows[at];
      if (!row) return undefined;
      text.rows.splice(at, 1);
      read.keep(request, text);
      // The session's columns come first (`sessionRead`).
      return {
        id: text.text(row, 0) as string,
        email: text.text(row, 1) as string,
        name: text.text(row, 2) as string,
      };
    }
    const rows = await (read && routeValues
      ? database.fixed<SessionRow>(read.query, [...session, ...session, ...routeValues])
      : database.fixed<SessionRow>(sessionByToken, session));
    // The session's row: the only one with a teacher (none when the session is not valid).
    const at = rows.findIndex((r) => r.teacher_id !== null);
    const row = rows[at];
    if (!row || row.teacher_id === null) return undefined;
    if (read && routeValues) {
      rows.splice(at, 1);
      read.keep(request, rows);
    }
    return { id: row.teacher_id, email: row.teacher_email, name: row.teacher_name };
  };
}
