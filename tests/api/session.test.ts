import type { FastifyRequest } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "#src/server/auth/cookie-names";
import { readTeacher } from "#src/server/auth/session";
import { call, cookieFrom, createTestApp, dbKind, signUp, type TestApp } from "../support/harness";

/**
 * The signed-in check asks Better Auth (`auth.api.getSession`, pinned to one minor in
 * package.json): what it answers for a valid, a tampered, a revoked, an expired and a stale
 * session is what every signed-in route relies on (docs/decisions/0039-public-library-apis.md).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const DAY = 24 * 3600_000;
const asRequest = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;
const teacherOf = (cookie: string) => readTeacher(t.app.ctx.auth, asRequest(cookie));
const getSession = (cookie: string) =>
  t.app.ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
const prefs = (userId: string, cookie: string) =>
  call(t.app, "GET", `/api/user-preferences/${userId}`, { cookie });
/** The session's expiry as stored (ISO text on SQLite, a timestamp on PostgreSQL). */
const setExpiry = (userId: string, at: Date) =>
  t.database.db
    .updateTable("session")
    .set({ expiresAt: dbKind === "sqlite" ? at.toISOString() : at })
    .where("userId", "=", userId)
    .execute();
const expiry = async (userId: string) => {
  const row = await t.database.db
    .selectFrom("session")
    .select("expiresAt")
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return new Date(row.expiresAt).getTime();
};

describe("the signed-in teacher, from Better Auth's session", () => {
  it("is the session's teacher for a valid cookie", async () => {
    const me = await signUp(t.app);
    expect(me.cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    const session = await getSession(me.cookie);
    expect(session?.user).toMatchObject({ id: me.userId, email: me.email, name: "Test Teacher" });
    expect(await teacherOf(me.cookie)).toEqual({
      id: me.userId,
      email: me.email,
      name: "Test Teacher",
      twoFactorEnabled: false,
    });
  });

  it("is no one for a tampered cookie, a wrong signature, an unsigned token or none", async () => {
    const me = await signUp(t.app);
    const [name, value = ""] = me.cookie.split("=");
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const otherToken = `${name}=${encodeURIComponent(`${decoded.startsWith("x") ? "y" : "x"}${decoded.slice(1)}`)}`;
    const badSignature = `${name}=${encodeURIComponent(`${decoded.slice(0, dot)}.${"A".repeat(43)}=`)}`;
    const unsigned = `${name}=${decoded.slice(0, dot)}`;
    const malformed = `${name}=%E0%A4%A`;
    for (const cookie of [otherToken, badSignature, unsigned, malformed, "other=1", ""]) {
      expect(await getSession(cookie), cookie).toBeNull();
      expect(await teacherOf(cookie), cookie).toBeNull();
      expect((await prefs(me.userId, cookie)).statusCode, cookie).toBe(401);
    }
  });

  it("is no one at once after sign-out (it ends every session, docs/product.md#sign-in)", async () => {
    const me = await signUp(t.app);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: me.cookie, body: {} });
    expect(await getSession(me.cookie)).toBeNull();
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
  });

  it("is no one for an expired session", async () => {
    const me = await signUp(t.app);
    await setExpiry(me.userId, new Date(Date.now() - 1000));
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
    expect(await getSession(me.cookie)).toBeNull();
  });

  it("extends a session due for its rolling refresh, and answers", async () => {
    const me = await signUp(t.app);
    // Refreshed more than a day ago: 5 days left of 7.
    await setExpiry(me.userId, new Date(Date.now() + 5 * DAY));
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    expect(await expiry(me.userId)).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(await teacherOf(me.cookie)).toMatchObject({ id: me.userId });
  });

  it("keeps no copy of the session in a cookie, so an ended session has nothing to outlive it", async () => {
    const res = await call(t.app, "POST", "/api/auth/sign-up/email", {
      body: {
        name: "Cache",
        email: `cache-${Date.now()}@example.com`,
        password: "a good password",
      },
    });
    expect(res.statusCode).toBe(200);
    const cookies = cookieFrom(res);
    expect(cookies.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(cookies).not.toContain("session_data");
    expect(Object.keys(t.app.ctx.auth.options.session)).not.toContain("cookieCache");
  });
});

describe("Better Auth's answer, kept for a moment per cookie", () => {
  it("is asked once for requests that come together, and again a second later", async () => {
    const me = await signUp(t.app);
    const asked = vi.spyOn(t.app.ctx.auth.api, "getSession");
    const answers = await Promise.all([1, 2, 3, 4].map(() => prefs(me.userId, me.cookie)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    expect(asked).toHaveBeenCalledTimes(1);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 1001);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it("is forgotten at once when this server ends a session (sign-out, a password change)", async () => {
    const me = await signUp(t.app);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: me.cookie, body: {} });
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
    const other = await signUp(t.app);
    expect((await prefs(other.userId, other.cookie)).statusCode).toBe(200);
    const changed = await call(t.app, "POST", "/api/auth/change-password", {
      cookie: other.cookie,
      body: { currentPassword: "correct horse battery", newPassword: "a brand new secret" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await prefs(other.userId, other.cookie)).statusCode).toBe(401);
  });

  it("outlives a session ended elsewhere (another instance of the server) by at most a second", async () => {
    const me = await signUp(t.app);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    // Another instance signs the teacher out: the row goes, this server is not told.
    await t.database.db.deleteFrom("session").where("userId", "=", me.userId).execute();
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 1001);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
  });
});
