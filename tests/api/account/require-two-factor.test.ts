/**
 * REQUIRE_TWO_FACTOR=true (docs/decisions/0056-two-factor.md): a teacher with a password and no
 * two-factor sign-in yet gets 403 `two_factor_required` from the signed-in API, but for the
 * set-up's own routes, until it is on. Teachers of the school's sign-in provider are exempt.
 */
import type { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieFrom, createTestApp, signUp, type TestApp } from "../../support/harness";
import { startMockOidc } from "../../support/mock-oidc";
import { totpCode } from "../../support/totp";

const PASSWORD = "correct horse battery";
let provider: OAuth2Server;
let t: TestApp;
beforeAll(async () => {
  const mock = await startMockOidc({ sub: "ada-2", email: "ada2@school.example", name: "Ada" });
  provider = mock.provider;
  t = await createTestApp({ ...mock.settings, REQUIRE_TWO_FACTOR: "true" });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const get = (path: string, cookie: string) => call(t.app, "GET", path, { cookie });
const post = (path: string, body: Record<string, unknown>, cookie: string) =>
  call(t.app, "POST", path, { body, cookie });

describe("REQUIRE_TWO_FACTOR", () => {
  it("is told to the browser by /api/config", async () => {
    const res = await call(t.app, "GET", "/api/config");
    expect(res.json().requireTwoFactor).toBe(true);
  });

  it("answers 403 two_factor_required to a password account until it is set up", async () => {
    const teacher = await signUp(t.app, undefined, PASSWORD);
    for (const [method, path] of [
      ["GET", "/api/classes"],
      ["GET", "/api/account/export"],
      ["POST", "/api/classes"],
    ] as const) {
      const res = await call(t.app, method, path, {
        cookie: teacher.cookie,
        body: method === "POST" ? { name: "7B" } : undefined,
      });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toMatchObject({ code: "two_factor_required" });
      expect(res.json().error).toMatch(/two-factor/);
    }
    const status = await get("/api/account/two-factor", teacher.cookie);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: false, hasPassword: true, setupRequired: true });
    // The set-up itself is Better Auth's and open.
    const enabled = await post(
      "/api/auth/two-factor/enable",
      { password: PASSWORD },
      teacher.cookie,
    );
    expect(enabled.statusCode).toBe(200);
    // Half set up (no code yet): still refused.
    expect((await get("/api/classes", teacher.cookie)).statusCode).toBe(403);
    const code = totpCode(enabled.json().totpURI);
    const confirmed = await post("/api/auth/two-factor/verify-totp", { code }, teacher.cookie);
    expect(confirmed.statusCode).toBe(200);
    const cookie = cookieFrom(confirmed);
    expect((await get("/api/classes", cookie)).statusCode).toBe(200);
    expect((await get("/api/account/two-factor", cookie)).json().setupRequired).toBe(false);
    // Turned off again: refused again.
    const off = await post("/api/auth/two-factor/disable", { password: PASSWORD }, cookie);
    const offCookie = cookieFrom(off);
    expect((await get("/api/classes", offCookie)).statusCode).toBe(403);
  });

  it("leaves a teacher of the school's sign-in provider alone (the provider asks its own)", async () => {
    const start = await call(t.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "oidc", callbackURL: "/" },
    });
    const authorize = await fetch(new URL(start.json().url), { redirect: "manual" });
    const back = new URL(String(authorize.headers.get("location")));
    const callback = await call(t.app, "GET", `${back.pathname}${back.search}`, {
      cookie: cookieFrom(start),
    });
    const cookie = cookieFrom(callback);
    expect((await get("/api/classes", cookie)).statusCode).toBe(200);
    expect((await get("/api/account/two-factor", cookie)).json()).toEqual({
      enabled: false,
      hasPassword: false,
      setupRequired: false,
    });
  });

  it("is off unless set", async () => {
    const plain = await createTestApp();
    try {
      const teacher = await signUp(plain.app, undefined, PASSWORD);
      expect(
        (await call(plain.app, "GET", "/api/classes", { cookie: teacher.cookie })).statusCode,
      ).toBe(200);
      expect((await call(plain.app, "GET", "/api/config")).json().requireTwoFactor).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
