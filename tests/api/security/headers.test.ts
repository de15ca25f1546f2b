/**
 * The security headers on every response (HTML above all), HSTS only over
 * https, and the session cookie `__Host-`, Secure, HttpOnly, SameSite=Lax in production.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { cookieName, SESSION_COOKIE, SESSION_TOKEN } from "#src/server/auth/cookie-names";
import { hasSessionCookie } from "#src/server/landing";
import {
  call,
  cookieFrom,
  createTestApp,
  freshDatabase,
  signUp,
  type TestApp,
  testConfig,
} from "../../support/harness";
import { tempDir } from "../../support/temp-dirs";

const HTTPS = "https://cc.example.org";
let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  secure = await createTestApp({ PUBLIC_URL: HTTPS });
});
afterAll(async () => {
  await plain.close();
  await secure.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  const csp = String(headers["content-security-policy"]);
  const directives = new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
  expect(Object.fromEntries(directives), what).toMatchObject({
    "default-src": "'self'",
    "script-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'none'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
    "connect-src": "'self'",
  });
  expect(csp, `${what}: no inline or eval script`).not.toMatch(/script-src[^;]*(unsafe|nonce|sha)/);
  expect(headers, what).toMatchObject({
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
  });
  expect(String(headers["permissions-policy"]), what).toMatch(
    /camera=\(\).*microphone=\(\).*geolocation=\(\).*fullscreen=\(self\)/,
  );
}

describe("security headers", () => {
  it("are on the HTML of the app and of the landing page", async () => {
    const clientDir = tempDir("classcharm-client-");
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(clientDir, "landing.html"), "<!doctype html><title>landing</title>");
    const fresh = await freshDatabase();
    const app = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url }),
      database: fresh.database,
      clientDir,
      logger: false,
    });
    try {
      for (const path of ["/", "/classes", "/settings"]) {
        const res = await call(app, "GET", path);
        expect(res.headers["content-type"], path).toMatch(/text\/html/);
        expectSecurityHeaders(res.headers, path);
      }
    } finally {
      await app.close();
      await fresh.drop();
    }
  });

  it("are on API answers, refusals and 404s, with no HSTS over http", async () => {
    const answers = [
      await call(plain.app, "GET", "/api/health"),
      await call(plain.app, "GET", "/api/classes"),
      await call(plain.app, "POST", "/api/classes", {
        body: {},
        headers: { origin: "https://evil.example" },
      }),
      await call(plain.app, "GET", "/api/nothing-here"),
      await call(plain.app, "POST", "/api/auth/sign-in/email", { body: {} }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 400]);
    for (const res of answers) {
      expectSecurityHeaders(res.headers, `${res.statusCode}`);
      expect(res.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("include HSTS when the app is served over https", async () => {
    const res = await call(secure.app, "GET", "/api/health", { headers: { origin: HTTPS } });
    expectSecurityHeaders(res.headers, "https");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("the session cookie over https", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain", async () => {
    const res = await call(secure.app, "POST", "/api/auth/sign-up/email", {
      headers: { origin: HTTPS },
      body: {
        name: "Secure Teacher",
        email: `secure-${Date.now()}@example.com`,
        password: "correct horse battery",
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const setCookie = [res.headers["set-cookie"]].flat().map(String);
    const session = setCookie.find((c) => c.includes(`${SESSION_TOKEN}=`));
    expect(session?.startsWith(`${cookieName(SESSION_TOKEN, true)}=`)).toBe(true);
    expect(session).toMatch(/^__Host-[^=]+=[^;]+/);
    const attributes = String(session)
      .split(";")
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]),
    );
    expect(attributes.some((a) => a.startsWith("domain="))).toBe(false);
    for (const cookie of setCookie) expect(cookie).toMatch(/^__Host-.*; Secure/i);

    // The app reads it back: signed-in API, and the signed-in HTML instead of the landing page.
    const cookie = cookieFrom(res);
    const classes = await call(secure.app, "GET", "/api/classes", {
      cookie,
      headers: { origin: HTTPS },
    });
    expect(classes.statusCode).toBe(200);
    expect(hasSessionCookie(cookie)).toBe(true);
  });

  it("has no prefix over http (a browser refuses __Host- there)", async () => {
    const { cookie } = await signUp(plain.app);
    expect(cookie?.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });
});
