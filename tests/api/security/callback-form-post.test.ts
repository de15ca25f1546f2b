/**
 * The one exception to the CSRF guard: the identity provider's cross-site form POST to
 * /api/auth/callback/:id (OpenID Connect response_mode=form_post) goes through, and ends in a
 * session; the exception reaches no other path.
 */
import type { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieFrom, createTestApp, type TestApp } from "../../support/harness";
import { startMockOidc } from "../../support/mock-oidc";

let provider: OAuth2Server;
let t: TestApp;
beforeAll(async () => {
  const mock = await startMockOidc({
    sub: "ada-1",
    email: "ada@school.example",
    name: "Ada Lovelace",
  });
  provider = mock.provider;
  t = await createTestApp(mock.settings);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

describe("OpenID Connect form-post callback", () => {
  it("accepts the provider's cross-site form POST and signs the teacher in", async () => {
    const start = await call(t.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "oidc", callbackURL: "/" },
    });
    const stateCookie = cookieFrom(start);
    const authorize = await fetch(new URL(start.json().url), { redirect: "manual" });
    const back = new URL(String(authorize.headers.get("location")));
    expect(back.pathname).toBe("/api/auth/callback/oidc");

    // What the provider's auto-submitting form sends (a SameSite=Lax cookie is not sent).
    const form = await t.app.inject({
      method: "POST",
      url: back.pathname,
      headers: {
        origin: new URL(String(provider.issuer.url)).origin,
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: back.searchParams.toString(),
    });
    expect(form.statusCode, form.body).toBe(302);
    const onward = new URL(String(form.headers.location));
    expect(onward.pathname).toBe("/api/auth/callback/oidc");
    expect(onward.searchParams.get("code")).toBe(back.searchParams.get("code"));

    // Better Auth sends the browser on to the GET callback, where the state cookie comes along.
    const callback = await call(t.app, "GET", `${onward.pathname}${onward.search}`, {
      cookie: stateCookie,
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe("/");
    const session = await call(t.app, "GET", "/api/classes", { cookie: cookieFrom(callback) });
    expect(session.statusCode).toBe(200);
  });

  it.each([
    "/api/auth/callback/oidc/../../sign-out",
    "/api/auth/callback/%2e%2e/sign-out",
    "/api/auth/callback/oidc/extra",
    "/api/auth/callbackx/oidc",
    "/api/classes?x=/api/auth/callback/oidc",
  ])("reaches no other path: %s", async (url) => {
    const res = await t.app.inject({
      method: "POST",
      url,
      headers: {
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "a=b",
    });
    expect(res.statusCode).toBe(403);
  });
});
