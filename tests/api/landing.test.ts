import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { cookieName, SESSION_COOKIE } from "#src/server/auth/cookie-names";
import { hasSessionCookie } from "#src/server/landing";
import { call, freshDatabase, signUp, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

/** Better Auth's cookie cache, not a session cookie. */
const SESSION_DATA = cookieName("session_data", false);

const APP_HTML = "<!doctype html><title>app</title><script type=module src=/app.js></script>";
const LANDING_HTML = "<!doctype html><title>landing</title><h1>Fair groups</h1>";
const SIGNED_OUT_HTML = "<!doctype html><title>Signed out</title><h1>Fair groups</h1>";
const DELETED_HTML = "<!doctype html><title>Account deleted</title><h1>Fair groups</h1>";

function clientDir(withLanding: boolean): string {
  const dir = tempDir("classcharm-client-");
  writeFileSync(join(dir, "index.html"), APP_HTML);
  if (withLanding) {
    writeFileSync(join(dir, "landing.html"), LANDING_HTML);
    writeFileSync(join(dir, "landing-signed-out.html"), SIGNED_OUT_HTML);
    writeFileSync(join(dir, "landing-deleted.html"), DELETED_HTML);
  }
  return dir;
}

async function appWith(withLanding: boolean) {
  const fresh = await freshDatabase();
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url }),
    database: fresh.database,
    clientDir: clientDir(withLanding),
    logger: false,
  });
  const close = async () => {
    await app.close();
    await fresh.drop();
  };
  return { app, close };
}

describe("the prerendered landing page", () => {
  let built: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    built = await appWith(true);
  });
  afterAll(() => built.close());

  it("is what a visitor without a session gets at / and /home, never cached by cookie", async () => {
    for (const url of ["/", "/home", "/?utm_source=newsletter"]) {
      const res = await call(built.app, "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(LANDING_HTML);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("says what happened where Sign Out and an account deletion land, with no script", async () => {
    for (const [url, html] of [
      ["/?signed-out", SIGNED_OUT_HTML],
      ["/?deleted", DELETED_HTML],
      ["/home?signed-out=", SIGNED_OUT_HTML],
      ["/?utm_source=x&deleted", DELETED_HTML],
      ["/?signedout", LANDING_HTML],
      ["/?notice=deleted", LANDING_HTML],
    ] as const) {
      const res = await call(built.app, "GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(html);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
    // With a session cookie (offline, not yet ended on the server) the app says it itself.
    const res = await call(built.app, "GET", "/?signed-out", {
      cookie: `${SESSION_COOKIE}=stale.signature`,
    });
    expect(res.body).toBe(APP_HTML);
  });

  it("is not what a signed-in teacher gets: they get the app", async () => {
    const { cookie } = await signUp(built.app);
    for (const url of ["/", "/home"]) {
      const res = await call(built.app, "GET", url, { cookie });
      expect(res.body).toBe(APP_HTML);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toMatch(/cookie/i);
    }
  });

  it("hands any session cookie, even a stale one, to the app, which checks it", async () => {
    for (const cookie of [
      `${SESSION_COOKIE}=stale.signature`,
      `theme=dark; __Secure-${SESSION_COOKIE}=abc`,
    ]) {
      const res = await call(built.app, "GET", "/", { cookie });
      expect(res.body).toBe(APP_HTML);
    }
  });

  it("ignores unrelated cookies", async () => {
    const res = await call(built.app, "GET", "/", {
      cookie: `theme=dark; ${SESSION_DATA}=x; other.${SESSION_COOKIE}=y`,
    });
    expect(res.body).toBe(LANDING_HTML);
  });

  it("leaves the other client routes and the API as they were", async () => {
    for (const url of ["/classes", "/students", "/auth", "/dashboard/classes"]) {
      const res = await call(built.app, "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(APP_HTML);
    }
    expect((await call(built.app, "POST", "/")).statusCode).toBe(404);
    expect((await call(built.app, "GET", "/api/nope")).statusCode).toBe(404);
  });
});

describe("a build without landing.html", () => {
  it("serves the app at / as before", async () => {
    const built = await appWith(false);
    try {
      const res = await call(built.app, "GET", "/");
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(APP_HTML);
    } finally {
      await built.close();
    }
  });
});

describe("hasSessionCookie", () => {
  it("finds our session token, plain or __Secure-, and nothing else", () => {
    expect(hasSessionCookie(`${SESSION_COOKIE}=a.b`)).toBe(true);
    expect(hasSessionCookie(`x=1;${SESSION_COOKIE}=a`)).toBe(true);
    expect(hasSessionCookie(`x=1; __Secure-${SESSION_COOKIE}=a`)).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie("")).toBe(false);
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false);
    expect(hasSessionCookie(`${SESSION_COOKIE}=; x=1`)).toBe(false);
    expect(hasSessionCookie(`${SESSION_DATA}=a`)).toBe(false);
    expect(hasSessionCookie(`my${SESSION_COOKIE}=a`)).toBe(false);
  });
});
