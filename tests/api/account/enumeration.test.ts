/**
 * No way to learn whether an address has an account. Known and unknown
 * addresses get the same answer from the password reset request, the e-mail verification link
 * and sign-up, and mail is sent off the request path (so both answer in the same time).
 */

import { signJWT } from "better-auth/crypto";
import type { LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { up as confirmEarlierAccounts } from "#src/server/db/migrations/20261124-0013-confirmed-addresses";
import type { Mail } from "#src/server/mailer";
import { call, createTestApp, signUp, type TestApp } from "../../support/harness";

/** A mail transport that can hold every mail until the test lets it go. */
function holdingTransport() {
  let gate: Promise<void> = Promise.resolve();
  let release: () => void = () => {};
  const delivered: Mail[] = [];
  return {
    delivered,
    hold() {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    send: async (mail: Mail) => {
      await gate;
      delivered.push(mail);
    },
  };
}

const PASSWORD = "correct horse battery";
const transport = holdingTransport();
let t: TestApp;
beforeAll(async () => {
  // A server with mail to send (the mail itself is captured, never sent).
  t = await createTestApp({ SMTP_URL: "smtp://mail.invalid:25" }, { mailer: transport });
});
afterAll(async () => {
  transport.release();
  await t.close();
});

let counter = 0;
/** A new address, the same length as every other one this file makes. */
const freshAddress = () => `t${Date.now()}-${String(++counter).padStart(4, "0")}@example.com`;
const teacher = () => signUp(t.app, freshAddress(), PASSWORD, t.mails);
const mailsTo = (address: string) => t.mails.filter((m) => m.to === address);
const signIn = (email: string, password: string) =>
  call(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password } });

/** What a client can compare: status, body and where it is sent next. */
const answer = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body,
  location: res.headers.location,
});

describe("password reset request", () => {
  it("answers a registered and an unknown address alike, before the mail is out", async () => {
    const { email } = await teacher();
    const ask = (address: string) =>
      call(t.app, "POST", "/api/auth/request-password-reset", {
        body: { email: address, redirectTo: "http://localhost:3000/auth/reset-password" },
      });
    transport.hold();
    const sentBefore = t.mails.length;
    const known = await ask(email);
    const unknown = await ask(freshAddress());
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.statusCode).toBe(200);
    // The answer came while the transport still held the mail: SMTP is off the request path.
    expect(t.mails.slice(sentBefore).map((m) => m.to)).toEqual([email]);
    const delivered = transport.delivered.length;
    transport.release();
    await vi.waitFor(() => expect(transport.delivered.length).toBe(delivered + 1));
    expect(transport.delivered.at(-1)?.to).toBe(email);
  });
});

describe("GET /api/auth/verify-email with a forged link", () => {
  it("answers the same whether or not the address has an account", async () => {
    const [me, holder] = [await teacher(), await teacher()];
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
    const free = freshAddress();
    for (const back of [undefined, "/settings?email-changed=1"]) {
      const taken = await follow(holder.email, back);
      expect(taken).toEqual(await follow(free, back));
      expect(taken.body).not.toMatch(/in use|EMAIL_TAKEN/);
      expect(taken.location ?? "").not.toMatch(/EMAIL_TAKEN/);
    }
  });
});

/** A sign-up answer with what differs between any two sign-ups (ids, clock, address) masked. */
function shapeOf(res: LightMyRequestResponse) {
  const body = res.json();
  const user = body.user ?? {};
  return {
    status: res.statusCode,
    headers: Object.keys(res.headers)
      .filter((h) => h !== "date")
      .sort(),
    setCookie: res.headers["set-cookie"] ?? null,
    contentLength: res.headers["content-length"],
    body: {
      ...body,
      user: {
        ...user,
        id: typeof user.id,
        createdAt: typeof user.createdAt,
        updatedAt: typeof user.updatedAt,
        email: typeof user.email,
      },
    },
  };
}

describe("sign-up with an address that has an account", () => {
  const signUpAs = (email: string, password: string, name = "Someone") =>
    call(t.app, "POST", "/api/auth/sign-up/email", { body: { name, email, password } });

  it("answers exactly as for a new address, with no session either way", async () => {
    const owner = await teacher();
    const taken = await signUpAs(owner.email, "attacker password");
    const free = await signUpAs(freshAddress(), "attacker password");
    expect(shapeOf(taken)).toEqual(shapeOf(free));
    expect(taken.statusCode).toBe(200);
    expect(taken.json().token).toBeNull();
    expect(taken.json().user.email).toBe(owner.email);
    expect(taken.headers["set-cookie"]).toBeUndefined();
  });

  it("e-mails the owner instead, and changes nothing of the account", async () => {
    const owner = await teacher();
    const before = mailsTo(owner.email).length;
    expect((await signUpAs(owner.email, "attacker password")).statusCode).toBe(200);
    const told = mailsTo(owner.email).slice(before);
    expect(told.map((m) => m.subject)).toEqual([
      "Someone tried to create a ClassCharm account with your address",
    ]);
    expect(told[0]?.text).toMatch(/sign in at http:\/\/localhost:3000\/auth/);
    expect(told[0]?.text).toMatch(/Forgot password\?/);
    expect((await signIn(owner.email, "attacker password")).statusCode).toBe(401);
    expect((await signIn(owner.email, PASSWORD)).statusCode).toBe(200);
  });

  it("a new address gets its link, and signs in only once it is followed", async () => {
    const email = freshAddress();
    expect((await signUpAs(email, "new teacher password")).statusCode).toBe(200);
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      "Confirm your e-mail address for ClassCharm",
    ]);
    // Before: the same refusal as a wrong password for someone else's account, so signing in
    // after signing up tells nothing either.
    const owner = await teacher();
    const early = await signIn(email, "new teacher password");
    const wrong = await signIn(owner.email, "new teacher password");
    expect(answer(early)).toEqual(answer(wrong));
    expect(early.statusCode).toBe(401);
    // Signing in early sent a fresh link; either one works.
    expect(mailsTo(email)).toHaveLength(2);
    const link = new URL(String(mailsTo(email)[0]?.link));
    const followed = await call(t.app, "GET", `${link.pathname}${link.search}`);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers["set-cookie"]).toBeDefined();
    expect((await signIn(email, "new teacher password")).statusCode).toBe(200);
  });

  it("the owner of an address someone signed up with first takes it over by a reset", async () => {
    const email = freshAddress();
    expect((await signUpAs(email, "squatter password")).statusCode).toBe(200);
    const ask = await call(t.app, "POST", "/api/auth/request-password-reset", {
      body: { email, redirectTo: "http://localhost:3000/auth/reset-password" },
    });
    expect(ask.statusCode).toBe(200);
    const link = mailsTo(email).find((m) => m.subject === "Reset your ClassCharm password")?.link;
    const token = new URL(String(link)).pathname.split("/").pop();
    const reset = await call(t.app, "POST", "/api/auth/reset-password", {
      body: { token, newPassword: "owner's password" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(email, "owner's password")).statusCode).toBe(200);
    expect((await signIn(email, "squatter password")).statusCode).toBe(401);
  });

  it("accounts made before the rule are confirmed by the upgrade, so nobody is locked out", async () => {
    const email = freshAddress();
    expect((await signUpAs(email, "earlier password")).statusCode).toBe(200);
    expect((await signIn(email, "earlier password")).statusCode).toBe(401);
    await confirmEarlierAccounts(t.database.db as unknown as Kysely<unknown>);
    expect((await signIn(email, "earlier password")).statusCode).toBe(200);
  });
});
