/**
 * Bad input on Better Auth's endpoints (found by tests/api/fuzz.test.ts): bad bodies answer
 * 400 `{ error }` (keeping Better Auth's `message` and `code`), never a 500 or a stored value of
 * the wrong type.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, signUp } from "../../support/harness";

const t = await createTestApp();
let cookie = "";
let userId = "";
beforeAll(async () => {
  ({ cookie, userId } = await signUp(t.app));
});
afterAll(() => t.close());

const nameOf = async () =>
  (
    await t.database.db
      .selectFrom("user")
      .select("name")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow()
  ).name as unknown;

describe("Better Auth's input", () => {
  it("refuses a name or image that isn't text, and a name too long, storing nothing", async () => {
    for (const body of [
      { name: { a: 1 } },
      { name: [1] },
      { name: 5 },
      { name: "   " },
      { name: "x".repeat(101) },
      { image: { a: 1 } },
      { image: 7 },
    ]) {
      const res = await call(t.app, "POST", "/api/auth/update-user", { cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        error: expect.any(String),
        code: "invalid_request",
        details: { auth_code: "INVALID_INPUT" },
      });
    }
    expect(await nameOf()).toBe("Test Teacher");
    const ok = await call(t.app, "POST", "/api/auth/update-user", {
      cookie,
      body: { name: " Ms Rivera " },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const signUpWithNumber = await call(t.app, "POST", "/api/auth/sign-up/email", {
      body: { name: 42, email: "number-name@example.com", password: "correct horse battery" },
    });
    expect(signUpWithNumber.statusCode).toBe(400);
  });

  it("refuses a NUL anywhere and a deeply nested body with 400", async () => {
    const nul = await call(t.app, "POST", "/api/auth/sign-in/email", {
      body: { email: "a\u0000@example.com", password: "correct horse battery" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe("Text must not contain a NUL character");
    const deep = `{"currentPassword":${'{"a":'.repeat(5000)}1${"}".repeat(5000)},"newPassword":"another good one"}`;
    const res = await call(t.app, "POST", "/api/auth/change-password", { cookie, body: deep });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
    expect(res.json().error).toBe("The request body is nested too deeply");
  });

  it("answers every Better Auth error as { error }, with its message and code", async () => {
    const wrong = await call(t.app, "POST", "/api/auth/sign-in/email", {
      body: { email: "nobody@example.com", password: "wrong password 1" },
    });
    expect(wrong.statusCode).toBe(401);
    const body = wrong.json();
    expect(body).toMatchObject({ error: body.message, code: expect.any(String) });
    const missing = await call(t.app, "GET", "/api/auth/no-such-endpoint");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Not found", code: "not_found" });
  });

  it("answers a header value Fetch refuses with 400, on Better Auth and on the API", async () => {
    // (Signed out, so the API asks Better Auth for the session.)
    for (const [url, withCookie] of [
      ["/api/auth/get-session", true],
      ["/api/classes", false],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { ...(withCookie ? { cookie } : {}), "x-odd": "a\u0000b" },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: "Invalid x-odd header", code: "invalid_request" });
    }
  });
});
