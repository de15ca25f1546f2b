import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

// A reset link dies once the password changes in any way, is single use,
// and expires an hour after it was sent.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const RESET_PAGE = "http://localhost:3000/auth/reset-password";

/** Asks for a reset link for `email` and returns the token the mail carries. */
async function requestLink(email: string): Promise<string> {
  const before = t.mails.length;
  const res = await call(t.app, "POST", "/api/auth/request-password-reset", {
    body: { email, redirectTo: RESET_PAGE },
  });
  expect(res.statusCode).toBe(200);
  await vi.waitFor(() => expect(t.mails.length).toBe(before + 1));
  const link = t.mails.at(-1)?.link;
  const token = new URL(String(link)).pathname.split("/").pop();
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

const reset = (token: string, newPassword: string) =>
  call(t.app, "POST", "/api/auth/reset-password", { body: { token, newPassword } });

const signIn = (email: string, password: string) =>
  call(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password } });

describe("reset links die", () => {
  it("a second link fails once the first has reset the password", async () => {
    const { email } = await signUp(t.app, undefined, "original password");
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect((await reset(first, "owner's new password")).statusCode).toBe(200);
    const late = await reset(second, "attacker password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: "invalid_token",
      details: { auth_code: "INVALID_TOKEN" },
    });
    expect((await signIn(email, "attacker password")).statusCode).toBe(401);
    expect((await signIn(email, "owner's new password")).statusCode).toBe(200);
  });

  it("a link fails after the password is changed with sign-out everywhere", async () => {
    const { email, cookie } = await signUp(t.app, undefined, "original password");
    const token = await requestLink(email);
    const change = await call(t.app, "POST", "/api/auth/change-password", {
      cookie,
      body: {
        currentPassword: "original password",
        newPassword: "changed password",
        revokeOtherSessions: true,
      },
    });
    expect(change.statusCode).toBe(200);
    const late = await reset(token, "attacker password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: "invalid_token",
      details: { auth_code: "INVALID_TOKEN" },
    });
    expect((await signIn(email, "attacker password")).statusCode).toBe(401);
    expect((await signIn(email, "changed password")).statusCode).toBe(200);
  });

  it("a failed password change leaves the link working", async () => {
    const { email, cookie } = await signUp(t.app, undefined, "original password");
    const token = await requestLink(email);
    const change = await call(t.app, "POST", "/api/auth/change-password", {
      cookie,
      body: { currentPassword: "not the password", newPassword: "changed password" },
    });
    expect(change.statusCode).toBe(400);
    expect((await reset(token, "my new password")).statusCode).toBe(200);
  });

  it("a link works once only", async () => {
    const { email } = await signUp(t.app, undefined, "original password");
    const token = await requestLink(email);
    expect((await reset(token, "first new password")).statusCode).toBe(200);
    const again = await reset(token, "second new password");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: "invalid_token",
      details: { auth_code: "INVALID_TOKEN" },
    });
    expect((await signIn(email, "first new password")).statusCode).toBe(200);
  });

  it("another teacher's reset leaves this teacher's link working", async () => {
    const mine = await signUp(t.app, undefined, "original password");
    const theirs = await signUp(t.app, undefined, "original password");
    const myToken = await requestLink(mine.email);
    const theirToken = await requestLink(theirs.email);
    expect((await reset(theirToken, "their new password")).statusCode).toBe(200);
    expect((await reset(myToken, "my new password")).statusCode).toBe(200);
  });

  it("a link works 59 minutes after it was sent and fails after an hour", async () => {
    const inTime = await signUp(t.app, undefined, "original password");
    const tooLate = await signUp(t.app, undefined, "original password");
    // Only Date is faked: timers, the database and password hashing run as usual.
    vi.useFakeTimers({ toFake: ["Date"] });
    const sentAt = Date.now();
    const fresh = await requestLink(inTime.email);
    const stale = await requestLink(tooLate.email);
    vi.setSystemTime(sentAt + 59 * 60 * 1000);
    expect((await reset(fresh, "in time password")).statusCode).toBe(200);
    vi.setSystemTime(sentAt + 60 * 60 * 1000 + 1000);
    const late = await reset(stale, "too late password");
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      code: "invalid_token",
      details: { auth_code: "INVALID_TOKEN" },
    });
    vi.useRealTimers();
    expect((await signIn(inTime.email, "in time password")).statusCode).toBe(200);
    expect((await signIn(tooLate.email, "too late password")).statusCode).toBe(401);
  });
});
