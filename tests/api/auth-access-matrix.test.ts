/**
 * The access matrix for the auth routes: every endpoint Better Auth serves under /api/auth/*,
 * enumerated from the auth instance itself (not a list kept by hand), is classified here and
 * checked with three callers: signed out, another teacher, the owner.
 * - "session": 401 signed out; another teacher's call acts on that teacher alone (the owner's
 *   rows are unchanged and the answer holds none of the owner's ids, e-mail or tokens); the owner
 *   gets 2xx.
 * - "owned": as "session", but the request names one of the owner's things (a session token):
 *   another teacher gets 404, exactly as for a token that doesn't exist.
 * - "public": reachable signed out by design (signing in, links from e-mails); never 5xx and
 *   never an answer that names the owner.
 * - "disabled": turned off (auth/surface.ts): 404 for everyone.
 * A "session" entry may first `prepare` its owner (two-factor turned on, for the endpoints that
 * need it).
 * The API's own routes are in ownership-matrix.test.ts. An endpoint missing here fails.
 */

import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { DISABLED_AUTH_PATHS } from "#src/server/auth/surface";
import { call, cookieFrom, createTestApp, signUp } from "../support/harness";
import { totpCode } from "../support/totp";

const PASSWORD = "correct horse battery";
// Google and a school OpenID Connect provider configured, so their endpoints exist too.
const t = await createTestApp({
  GOOGLE_CLIENT_ID: "google-client",
  GOOGLE_CLIENT_SECRET: "google-secret",
  OIDC_ISSUER: "http://127.0.0.1:9",
  OIDC_CLIENT_ID: "oidc-client",
  OIDC_CLIENT_SECRET: "oidc-secret",
});
const db = t.database.db;
afterAll(() => t.close());

interface Owner {
  cookie: string;
  email: string;
  userId: string;
  token: string;
}
interface Probe {
  /** Path under /api/auth, with its query string. */
  url: string;
  body?: Record<string, unknown>;
}
type Access =
  | { kind: "session"; probe: (o: Owner) => Probe; prepare?: (o: Owner) => Promise<Owner> }
  | { kind: "owned"; probe: (o: Owner) => Probe; missing: (o: Owner) => Probe }
  | { kind: "public"; why: string; probe: (o: Owner) => Probe }
  | { kind: "disabled" };

const session = (probe: (o: Owner) => Probe, prepare?: (o: Owner) => Promise<Owner>): Access => ({
  kind: "session",
  probe,
  prepare,
});
const open = (why: string, probe: (o: Owner) => Probe): Access => ({ kind: "public", why, probe });
const at = (url: string, body?: Record<string, unknown>) => () => ({ url, body });

/** `METHOD /path` as Better Auth declares it -> how it is guarded. */
const ACCESS: Record<string, Access> = {
  "GET /get-session": open(
    "answers null signed out; the app asks it on every load",
    at("/get-session"),
  ),
  "POST /get-session": open(
    "refused (405) unless deferred session refresh is on",
    at("/get-session", {}),
  ),
  "POST /sign-out": open(
    "signing out twice is harmless; it ends only the caller's sessions",
    at("/sign-out", {}),
  ),
  "POST /sign-up/email": open("creating an account", () => ({
    url: "/sign-up/email",
    body: { name: "New", email: `new-${Math.random()}@example.com`, password: PASSWORD },
  })),
  "POST /sign-in/email": open("signing in", (o) => ({
    url: "/sign-in/email",
    body: { email: o.email, password: "wrong password here" },
  })),
  "POST /sign-in/social": open(
    "starts a Google or school sign-in",
    at("/sign-in/social", { provider: "google" }),
  ),
  "GET /callback/:id": open(
    "the provider's redirect back; checked by its state",
    at("/callback/google?code=x&state=y"),
  ),
  "POST /callback/:id": open(
    "the provider's form-post back; checked by its state",
    at("/callback/oidc", {}),
  ),
  "POST /request-password-reset": open("forgot password; same answer for any address", (o) => ({
    url: "/request-password-reset",
    body: { email: o.email, redirectTo: "/auth/reset-password" },
  })),
  "GET /reset-password/:token": open(
    "the e-mailed reset link; the token is the credential",
    at("/reset-password/not-a-token?callbackURL=/auth/reset-password"),
  ),
  "POST /reset-password": open(
    "sets a new password with the e-mailed token",
    at("/reset-password", { token: "not-a-token", newPassword: PASSWORD }),
  ),
  "GET /verify-email": open(
    "the e-mailed confirmation link; the token is the credential",
    at("/verify-email?token=not-a-token"),
  ),
  "GET /delete-user/callback": open(
    "an e-mailed deletion link; the token is the credential",
    at("/delete-user/callback?token=not-a-token"),
  ),
  "GET /ok": open("Better Auth's liveness answer", at("/ok")),
  "GET /error": open("Better Auth's error page", at("/error")),

  "POST /verify-password": session(at("/verify-password", { password: PASSWORD })),
  "POST /change-email": session(() => ({
    url: "/change-email",
    body: { newEmail: `moved-${Math.random()}@example.com`, callbackURL: "/app/settings" },
  })),
  "POST /change-password": session(
    at("/change-password", { currentPassword: PASSWORD, newPassword: "a brand new passphrase" }),
  ),
  "POST /update-user": session(at("/update-user", { name: "Renamed Teacher" })),
  "POST /delete-user": session(at("/delete-user", { password: PASSWORD })),
  "GET /list-sessions": session(at("/list-sessions")),
  "POST /revoke-sessions": session(at("/revoke-sessions", {})),
  "POST /revoke-other-sessions": session(at("/revoke-other-sessions", {})),
  "GET /list-accounts": session(at("/list-accounts")),
  "POST /two-factor/enable": session(at("/two-factor/enable", { password: PASSWORD })),
  "POST /two-factor/disable": session(
    at("/two-factor/disable", { password: PASSWORD }),
    withTwoFactor,
  ),
  "POST /two-factor/generate-backup-codes": session(
    at("/two-factor/generate-backup-codes", { password: PASSWORD }),
    withTwoFactor,
  ),
  "POST /two-factor/verify-totp": open(
    "the code after a right password; checked against the signed sign-in challenge",
    at("/two-factor/verify-totp", { code: "123456" }),
  ),
  "POST /two-factor/verify-backup-code": open(
    "a backup code after a right password; checked against the signed sign-in challenge",
    at("/two-factor/verify-backup-code", { code: "abcde-fghij" }),
  ),
  "POST /revoke-session": {
    kind: "owned",
    probe: (o) => ({ url: "/revoke-session", body: { token: o.token } }),
    missing: () => ({ url: "/revoke-session", body: { token: "no-such-session-token-000000000" } }),
  },
};
for (const path of DISABLED_AUTH_PATHS) {
  for (const method of ["GET", "POST"]) ACCESS[`${method} ${path}`] = { kind: "disabled" };
}

/** The owner with two-factor sign-in on (its session is renewed by the first code). */
async function withTwoFactor(o: Owner): Promise<Owner> {
  const enabled = await call(t.app, "POST", "/api/auth/two-factor/enable", {
    body: { password: PASSWORD },
    cookie: o.cookie,
  });
  const code = totpCode(enabled.json().totpURI);
  const confirmed = await call(t.app, "POST", "/api/auth/two-factor/verify-totp", {
    body: { code },
    cookie: o.cookie,
  });
  const cookie = cookieFrom(confirmed);
  const row = await db
    .selectFrom("session")
    .select("token")
    .where("userId", "=", o.userId)
    .executeTakeFirstOrThrow();
  return { ...o, cookie, token: row.token };
}

/** Every endpoint of the running auth instance, one entry per method. */
function authEndpoints(app: FastifyInstance): string[] {
  const api = (app.ctx.auth as unknown as { api: Record<string, unknown> }).api;
  const keys: string[] = [];
  for (const endpoint of Object.values(api)) {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[] };
    };
    if (!path) continue; // server-only helpers have no HTTP path
    for (const method of [options?.method ?? "GET"].flat()) keys.push(`${method} ${path}`);
  }
  return keys;
}

async function newOwner(): Promise<Owner> {
  const owner = await signUp(t.app, undefined, PASSWORD);
  const row = await db
    .selectFrom("session")
    .select("token")
    .where("userId", "=", owner.userId)
    .executeTakeFirstOrThrow();
  return { ...owner, token: row.token };
}

/** The owner's auth rows: a refused call must leave them exactly as they were. */
async function snapshot(userId: string) {
  return {
    user: await db.selectFrom("user").selectAll().where("id", "=", userId).execute(),
    sessions: await db
      .selectFrom("session")
      .selectAll()
      .where("userId", "=", userId)
      .orderBy("id")
      .execute(),
    // Better Auth's own table, not in the app's schema types.
    accounts: (await sql`select * from account where "userId" = ${userId} order by id`.execute(db))
      .rows,
  };
}

const send = (method: string, probe: Probe, cookie?: string) =>
  call(t.app, method as "GET", `/api/auth${probe.url}`, { body: probe.body, cookie });

/** Whether an answer names the owner: id, e-mail or session token. */
const leaks = (body: string, o: Owner) =>
  [o.userId, o.email, o.token].filter((secret) => body.includes(secret));

const endpoints = authEndpoints(t.app);
const registered = endpoints.filter((k) => ACCESS[k]);

describe("auth routes access matrix", () => {
  it("classifies every endpoint Better Auth serves, and nothing else", () => {
    const counts: Record<string, number> = {};
    for (const key of registered) {
      const kind = ACCESS[key]?.kind ?? "?";
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    console.log(
      `auth access matrix: ${registered.length} endpoints x 3 roles (${Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")})`,
    );
    expect(endpoints.filter((k) => !ACCESS[k]).map((k) => `${k}: classify it here`)).toEqual([]);
    const stale = Object.entries(ACCESS)
      .filter(([k, a]) => a.kind !== "disabled" && !endpoints.includes(k))
      .map(([k]) => k);
    expect(stale).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(30);
  });

  it.each(registered.map((key) => [key] as const))("%s", async (key) => {
    const access = ACCESS[key];
    if (!access) throw new Error(`${key} is not classified`);
    const method = key.split(" ")[0] as string;
    const prepare = access.kind === "session" ? access.prepare : undefined;
    const owner = prepare ? await prepare(await newOwner()) : await newOwner();
    const stranger = await newOwner();
    const before = await snapshot(owner.userId);

    if (access.kind === "disabled") {
      const probe = { url: key.split(" ")[1] as string, body: method === "POST" ? {} : undefined };
      for (const cookie of [undefined, stranger.cookie, owner.cookie]) {
        expect((await send(method, probe, cookie)).statusCode, `${key} is disabled`).toBe(404);
      }
      expect(await snapshot(owner.userId)).toEqual(before);
      return;
    }

    const probe = access.probe(owner);
    if (access.kind === "public") {
      for (const cookie of [undefined, stranger.cookie]) {
        const res = await send(method, probe, cookie);
        expect(res.statusCode, `${key} (${access.why}): ${res.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
        // The caller may learn the e-mail it sent itself, nothing else of the owner.
        expect(leaks(res.body, { ...owner, email: "\u0000" }), `${key} leaks`).toEqual([]);
      }
      if (key === "GET /get-session") {
        expect((await send(method, probe)).json()).toBeNull();
      }
      expect(await snapshot(owner.userId), `${key}: the owner's rows are unchanged`).toEqual(
        before,
      );
      return;
    }

    const anonymous = await send(method, probe);
    expect(anonymous.statusCode, `${key} signed out: ${anonymous.body}`).toBe(401);

    const foreign = await send(method, probe, stranger.cookie);
    expect(foreign.statusCode, `${key} as another teacher: ${foreign.body}`).toBeLessThan(500);
    expect(leaks(foreign.body, owner), `${key}: another teacher sees the owner`).toEqual([]);
    if (access.kind === "owned") {
      expect(foreign.statusCode, `${key} as another teacher`).toBe(404);
      const none = await send(method, access.missing(owner), stranger.cookie);
      expect({ status: none.statusCode, body: none.json() }).toEqual({
        status: foreign.statusCode,
        body: foreign.json(),
      });
    }
    expect(await snapshot(owner.userId), `${key}: refused calls changed nothing`).toEqual(before);

    const own = await send(method, probe, owner.cookie);
    expect(own.statusCode, `${key} as the owner: ${own.body}`).toBeGreaterThanOrEqual(200);
    expect(own.statusCode).toBeLessThan(300);
  });
});
