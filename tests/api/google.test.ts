import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../support/harness";

let withGoogle: TestApp;
let without: TestApp;
beforeAll(async () => {
  withGoogle = await createTestApp({
    GOOGLE_CLIENT_ID: "gid.apps",
    GOOGLE_CLIENT_SECRET: "gsecret",
  });
  without = await createTestApp();
});
afterAll(async () => {
  await withGoogle.close();
  await without.close();
});

describe("Google sign-in", () => {
  it("is offered and starts at Google's consent screen when configured", async () => {
    expect((await call(withGoogle.app, "GET", "/api/config")).json().providers.google).toBe(true);
    const res = await call(withGoogle.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe("https://accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("gid.apps");
    expect(url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/auth/callback/google",
    );
  });

  it("is neither offered nor startable when not configured", async () => {
    expect((await call(without.app, "GET", "/api/config")).json().providers.google).toBe(false);
    const res = await call(without.app, "POST", "/api/auth/sign-in/social", {
      body: { provider: "google", callbackURL: "/" },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
