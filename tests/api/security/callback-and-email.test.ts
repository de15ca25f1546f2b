/**
 * Redirects and e-mail on Better Auth's endpoints: a redirect address (callbackURL, errorCallbackURL,
 * newUserCallbackURL, redirectTo) holding a character a header can't carry is a 400 with a clear
 * message and stores nothing (sign-in answered 500 and left a session row); an e-mail address
 * over 254 characters is a 400 wherever one is accepted.
 */

import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_TOO_LONG, MAX_EMAIL } from "#src/domain/schemas/common";
import { call, createTestApp, signUp } from "../../support/harness";

const t = await createTestApp({ GOOGLE_CLIENT_ID: "gid", GOOGLE_CLIENT_SECRET: "gsecret" });
const db = t.database.db;
let me: { cookie: string; email: string; userId: string };
beforeAll(async () => {
  me = await signUp(t.app);
});
afterAll(() => t.close());

const count = async (table: "session" | "user" | "verification") => {
  const { rows } = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n);
};
const stored = async () => ({
  sessions: await count("session"),
  users: await count("user"),
  verifications: await count("verification"),
});

/**
 * Above U+00FF (the 500), the euro sign, an emoji, Latin-1, a space. (A control character is
 * refused with 403 by Better Auth's origin check already.)
 */
const BAD = [
  "/dashboard\u0100",
  "http://localhost:3000/\u20ac",
  "/\u{1f600}",
  "/caf\u00e9",
  "/a b",
];

describe("redirect addresses", () => {
  const password = "correct horse battery";
  const endpoints: [string, (url: string) => Parameters<typeof call>][] = [
    [
      "sign-in/email callbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/sign-in/email",
        { body: { email: me.email, password, callbackURL: u } },
      ],
    ],
    [
      "sign-up/email callbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/sign-up/email",
        {
          body: {
            name: "New",
            email: `new-${Math.random()}@example.com`,
            password,
            callbackURL: u,
          },
        },
      ],
    ],
    [
      "sign-in/social callbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/sign-in/social",
        { body: { provider: "google", callbackURL: u } },
      ],
    ],
    [
      "sign-in/social errorCallbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/sign-in/social",
        { body: { provider: "google", errorCallbackURL: u } },
      ],
    ],
    [
      "sign-in/social newUserCallbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/sign-in/social",
        { body: { provider: "google", newUserCallbackURL: u } },
      ],
    ],
    [
      "request-password-reset redirectTo",
      (u) => [
        t.app,
        "POST",
        "/api/auth/request-password-reset",
        { body: { email: me.email, redirectTo: u } },
      ],
    ],
    [
      "change-email callbackURL",
      (u) => [
        t.app,
        "POST",
        "/api/auth/change-email",
        {
          cookie: me.cookie,
          body: { newEmail: `moved-${Math.random()}@example.com`, callbackURL: u },
        },
      ],
    ],
    [
      "verify-email ?callbackURL",
      (u) => [
        t.app,
        "GET",
        `/api/auth/verify-email?token=forged&callbackURL=${encodeURIComponent(u)}`,
        {},
      ],
    ],
    [
      "reset-password/:token ?callbackURL",
      (u) => [
        t.app,
        "GET",
        `/api/auth/reset-password/forged?callbackURL=${encodeURIComponent(u)}`,
        {},
      ],
    ],
  ];

  it.each(endpoints)("%s: 400 with a clear message, nothing stored", async (_name, request) => {
    for (const url of BAD) {
      const before = await stored();
      const res = await call(...request(url));
      expect(res.statusCode, `${_name} ${JSON.stringify(url)}: ${res.body}`).toBe(400);
      expect(res.json().error).toMatch(
        /^(callbackURL|errorCallbackURL|newUserCallbackURL|redirectTo) must be a web address without spaces, control or non-ASCII characters/,
      );
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(await stored(), `${_name} ${JSON.stringify(url)}`).toEqual(before);
    }
  });

  it("still signs in with a plain or percent-encoded callbackURL", async () => {
    for (const callbackURL of ["/dashboard", "http://localhost:3000/caf%C3%A9?x=%E2%82%AC"]) {
      const res = await call(t.app, "POST", "/api/auth/sign-in/email", {
        body: { email: me.email, password, callbackURL },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().url).toBe(callbackURL);
    }
  });
});

describe(`e-mail addresses up to ${MAX_EMAIL} characters`, () => {
  // 64 + 1 + 189 = 254: the longest local part and labels of at most 63 characters.
  const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"b".repeat(63)}.${"c".repeat(61)}`;
  const tooLong = `x${longest}`;

  it("takes 254 characters at sign-up", async () => {
    expect(longest.length).toBe(254);
    const res = await call(t.app, "POST", "/api/auth/sign-up/email", {
      body: { name: "Long", email: longest, password: "correct horse battery" },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    [
      "sign-up",
      "/api/auth/sign-up/email",
      { name: "Long", email: tooLong, password: "correct horse battery" },
      false,
    ],
    [
      "sign-in",
      "/api/auth/sign-in/email",
      { email: tooLong, password: "correct horse battery" },
      false,
    ],
    [
      "reset request",
      "/api/auth/request-password-reset",
      { email: tooLong, redirectTo: "/auth/reset-password" },
      false,
    ],
    ["change of address", "/api/auth/change-email", { newEmail: tooLong }, true],
  ] as const)(
    "refuses 255 characters with 400: %s, storing nothing",
    async (_name, url, body, signedIn) => {
      expect(tooLong.length).toBe(255);
      const before = await stored();
      const mails = t.mails.length;
      const res = await call(t.app, "POST", url, {
        body,
        cookie: signedIn ? me.cookie : undefined,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(EMAIL_TOO_LONG);
      expect(await stored()).toEqual(before);
      expect(t.mails.length).toBe(mails);
    },
  );

  it("refuses 255 characters on the API's own e-mail fields (feedback, user sync)", async () => {
    const feedback = await call(t.app, "POST", "/api/feedback", {
      cookie: me.cookie,
      body: { message: "Hello", email: tooLong },
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.body).toContain(EMAIL_TOO_LONG);
    const sync = await call(t.app, "POST", "/api/users/sync", {
      cookie: me.cookie,
      body: { id: me.userId, email: tooLong },
    });
    expect(sync.statusCode).toBe(400);
    expect(sync.body).toContain(EMAIL_TOO_LONG);
  });
});
