import { createSessionLookup } from "@src/server/auth/session-lookup";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, dbKind, signUp, type TestApp } from "../support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const lookup = () => createSessionLookup(t.app.ctx.auth, t.database);
const asRequest = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;
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

describe("the signed-in check's direct session lookup", () => {
  it("answers a valid session's teacher without Better Auth", async () => {
    const me = await signUp(t.app);
    expect(await lookup()(asRequest(me.cookie))).toEqual({
      id: me.userId,
      email: me.email,
      name: "Test Teacher",
    });
  });

  it("leaves a tampered cookie, a wrong signature or none to Better Auth, which refuses it", async () => {
    const me = await signUp(t.app);
    const [name, value = ""] = me.cookie.split("=");
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf(".");
    const otherToken = `${name}=${encodeURIComponent(`${decoded.startsWith("x") ? "y" : "x"}${decoded.slice(1)}`)}`;
    const badSignature = `${name}=${encodeURIComponent(`${decoded.slice(0, dot)}.${"A".repeat(43)}=`)}`;
    const unsigned = `${name}=${decoded.slice(0, dot)}`;
    for (const cookie of [otherToken, badSignature, unsigned, "other=1", ""]) {
      expect(await lookup()(asRequest(cookie)), cookie).toBeUndefined();
      expect((await prefs(me.userId, cookie)).statusCode, cookie).toBe(401);
    }
  });

  it("refuses a revoked session at once (sign-out ends every session, docs/product.md#sign-in)", async () => {
    const me = await signUp(t.app);
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: me.cookie, body: {} });
    expect(await lookup()(asRequest(me.cookie))).toBeUndefined();
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
  });

  it("still reads the session row for a cookie whose signature it has already checked", async () => {
    const me = await signUp(t.app);
    const same = lookup();
    expect(await same(asRequest(me.cookie))).toMatchObject({ id: me.userId });
    expect(await same(asRequest(me.cookie))).toMatchObject({ id: me.userId });
    await call(t.app, "POST", "/api/auth/sign-out", { cookie: me.cookie, body: {} });
    expect(await same(asRequest(me.cookie))).toBeUndefined();
  });

  it("refuses an expired session", async () => {
    const me = await signUp(t.app);
    await setExpiry(me.userId, new Date(Date.now() - 1000));
    expect(await lookup()(asRequest(me.cookie))).toBeUndefined();
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(401);
  });

  it("leaves a session due for its rolling refresh to Better Auth, which extends it", async () => {
    const me = await signUp(t.app);
    // Refreshed more than a day ago: 5 days left of 7.
    await setExpiry(me.userId, new Date(Date.now() + 5 * DAY));
    expect(await lookup()(asRequest(me.cookie))).toBeUndefined();
    expect((await prefs(me.userId, me.cookie)).statusCode).toBe(200);
    expect(await expiry(me.userId)).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(await lookup()(asRequest(me.cookie))).toMatchObject({ id: me.userId });
  });
});
