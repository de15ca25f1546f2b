import type { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE, SESSION_TOKEN } from "#src/server/auth/cookie-names";
import { call, cookieFrom, createTestApp, type TestApp } from "../support/harness";
import { startMockOidc } from "../support/mock-oidc";

/**
 * The whole OpenID Connect sign-in, offline: a local mock provider on 127.0.0.1 plays the
 * school's identity provider; the browser's part (following redirects with cookies) is played
 * by the test.
 */
let provider: OAuth2Server;
let t: TestApp;

beforeAll(async () => {
  const mock = await startMockOidc({
    sub: "grace-1",
    email: "grace@school.example",
    name: "Grace Hopper",
  });
  provider = mock.provider;
  t = await createTestApp(mock.settings);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

describe("OpenID Connect sign-in against a local mock provider", () => {
  it("is offered by /api/config", async () => {
    const res = await call(t.app, "GET", "/api/config");
    expect(res.json().providers.oidc).toEqual({ id: "oidc", name: "Springfield Schools" });
  });

  it("ends with a signed-in session for the provider's user", async () => {
    const start = await call(t.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "oidc", callbackURL: "/" },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(new URL(String(provider.issuer.url)).origin);
    const stateCookie = cookieFrom(start);

    // The provider signs the user in and sends the browser back with a code.
    const authorize = await fetch(authorizeUrl, { redirect: "manual" });
    expect(authorize.status).toBe(302);
    const back = new URL(String(authorize.headers.get("location")));
    expect(back.searchParams.get("code")).toBeTruthy();

    const callback = await call(t.app, "GET", `${back.pathname}${back.search}`, {
      cookie: stateCookie,
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/");
    const sessionCookie = cookieFrom(callback);
    expect(sessionCookie).toContain(`${SESSION_COOKIE}=`);

    const session = await call(t.app, "GET", "/api/auth/get-session", { cookie: sessionCookie });
    expect(session.json().user).toMatchObject({
      email: "grace@school.example",
      name: "Grace Hopper",
    });
  });

  it("refuses a callback whose state does not match the browser's", async () => {
    const start = await call(t.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "oidc", callbackURL: "/" },
    });
    const authorize = await fetch(new URL(start.json().url), { redirect: "manual" });
    const back = new URL(String(authorize.headers.get("location")));
    const callback = await call(t.app, "GET", `${back.pathname}${back.search}`);
    expect(cookieFrom(callback)).not.toMatch(new RegExp(`${SESSION_TOKEN}=[^;]+`));
    expect(String(callback.headers.location)).toMatch(/error=/);
  });
});
