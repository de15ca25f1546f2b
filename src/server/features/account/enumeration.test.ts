/**
 * Issue 13 point 6: no way to learn whether an address has an account. Known and unknown
 * addresses get the same answer from the password reset request, the e-mail verification link
 * and sign-up, and mail is sent off the request path (so both answer in the same time).
 */
import { signJWT } from "better-auth/crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Mail } from "../../mailer";
import { call, createTestApp, signUp, type TestApp } from "../../testing/harness";

/** A mail transport that holds every mail until the test lets it go. */
function heldTransport() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const delivered: Mail[] = [];
  return {
    delivered,
    release: () => release(),
    send: async (mail: Mail) => {
      await gate;
      delivered.push(mail);
    },
  };
}

const transport = heldTransport();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { mailer: transport });
});
afterAll(async () => {
  transport.release();
  await t.close();
});

/** What a client can compare: status, body and where it is sent next. */
const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  location: res.headers.location,
});

describe("password reset request", () => {
  it("answers a registered and an unknown address alike, before the mail is out", async () => {
    const { email } = await signUp(t.app);
    const ask = (address: string) =>
      call(t.app, "POST", "/api/auth/request-password-reset", {
        body: { email: address, redirectTo: "http://localhost:3000/auth/reset-password" },
      });
    const known = await ask(email);
    const unknown = await ask(`nobody-${Date.now()}@example.com`);
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.statusCode).toBe(200);
    // The answer came while the transport still held the mail: SMTP is off the request path.
    expect(t.mails.map((m) => m.to)).toEqual([email]);
    expect(transport.delivered).toEqual([]);
    transport.release();
    await vi.waitFor(() => expect(transport.delivered.map((m) => m.to)).toEqual([email]));
  });
});

describe("GET /api/auth/verify-email with a forged link", () => {
  it("answers the same whether or not the address has an account", async () => {
    const [me, holder] = [await signUp(t.app), await signUp(t.app)];
    const forged = (updateTo: string) =>
      signJWT(
        { email: me.email, updateTo, userId: me.userId, requestType: "change-email-verification" },
        "not-the-server-secret-not-the-server-secret",
      );
    const follow = async (updateTo: string, callbackURL?: string) => {
      const query = new URLSearchParams({ token: await forged(updateTo) });
      if (callbackURL) query.set("callbackURL", callbackURL);
      return answer(await call(t.app, "GET", `/api/auth/verify-email?${query}`));
    };
    const free = `free-${Date.now()}@example.com`;
    for (const back of [undefined, "/settings?email-changed=1"]) {
      const taken = await follow(holder.email, back);
      expect(taken).toEqual(await follow(free, back));
      expect(taken.body).not.toMatch(/in use|EMAIL_TAKEN/);
      expect(taken.location ?? "").not.toMatch(/EMAIL_TAKEN/);
    }
  });
});
