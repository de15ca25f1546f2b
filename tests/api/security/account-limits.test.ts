/**
 * A school's staff can sign up together. Sign-up, sign-in and reset limits are per
 * account (the e-mail address), per address only at rates no staff room reaches; brute force on
 * one account is refused whatever address each guess comes from.
 */

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_RULES, ADDRESS_RULES, accountKey } from "#src/server/security/account-limits";
import { freezeAtWindowStart } from "../../support/clock";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "on" });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const run = Date.now().toString(36);
const post = (url: string, body: unknown, remoteAddress: string) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
const PASSWORD = "correct horse battery";

describe("per account, not per address", () => {
  it("30 teachers sign up from one school address within a minute; the 4th wrong password for one account is refused", async () => {
    freezeAtWindowStart();
    const school = "198.51.100.10";
    const signUps: number[] = [];
    for (let i = 0; i < 30; i++) {
      const email = `staff${i}-${run}@school.example`;
      const res = await post(
        "/api/auth/sign-up/email",
        { name: `Staff ${i}`, email, password: PASSWORD },
        school,
      );
      signUps.push(res.statusCode);
    }
    const guesses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = { email: `staff0-${run}@school.example`, password: "wrong password" };
      guesses.push((await post("/api/auth/sign-in/email", body, school)).statusCode);
    }
    const colleague = await post(
      "/api/auth/sign-in/email",
      { email: `staff1-${run}@school.example`, password: PASSWORD },
      school,
    );
    console.log(
      `one address: 30 sign-ups -> ${signUps.filter((s) => s === 200).length} x 200; 4 wrong passwords for one account -> ${guesses.join(", ")}; a colleague signs in -> ${colleague.statusCode}`,
    );
    expect(signUps).toEqual(Array(30).fill(200));
    expect(guesses).toEqual([401, 401, 401, 429]);
    expect(colleague.statusCode).toBe(200);
  });

  it("guesses at one account from a new address each time: the 4th is refused, even with the right password", async () => {
    freezeAtWindowStart();
    const email = `victim-${run}@example.com`;
    expect(
      (await post("/api/auth/sign-up/email", { name: "V", email, password: PASSWORD }, "192.0.2.1"))
        .statusCode,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await post("/api/auth/sign-in/email", { email, password: "guess" }, `203.0.113.${i + 1}`))
          .statusCode,
      );
    }
    // The same account however it is written.
    const fourth = await post(
      "/api/auth/sign-in/email",
      { email: ` ${email.toUpperCase()} `, password: PASSWORD },
      "203.0.113.9",
    );
    statuses.push(fourth.statusCode);
    console.log(
      `4 sign-ins at one account from 4 addresses: ${statuses.join(", ")}, Retry-After ${fourth.headers["retry-after"]} s`,
    );
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(fourth.json()).toMatchObject({ error: expect.stringContaining("Too many requests") });
    expect(Number(fourth.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(fourth.headers["retry-after"])).toBeLessThanOrEqual(
      ACCOUNT_RULES["/sign-in/email"]?.windowSeconds ?? 0,
    );
  });

  it("still has a ceiling per address, above any staff room", async () => {
    freezeAtWindowStart();
    const max = ADDRESS_RULES["/sign-up/email"].max;
    expect(max).toBeGreaterThanOrEqual(30);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      // Too short a password: refused before hashing, still counted.
      const body = { name: "Bot", email: `bot${i}-${run}@example.com`, password: "x" };
      statuses.push((await post("/api/auth/sign-up/email", body, "192.0.2.250")).statusCode);
    }
    console.log(
      `${statuses.length} sign-ups from one address in 10 minutes: the last -> ${statuses.at(-1)}`,
    );
    expect(statuses.slice(0, max).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the account a request names", () => {
  it("is its e-mail address trimmed and lower-cased, from JSON text or an object", () => {
    expect(accountKey('{"email":" Ann@School.ORG "}')).toBe("ann@school.org");
    expect(accountKey({ email: "ann@school.org" })).toBe("ann@school.org");
    for (const none of [
      "not json",
      "{}",
      '{"email":42}',
      '{"email":"  "}',
      "null",
      JSON.stringify({ email: "a".repeat(255) }),
    ]) {
      expect(accountKey(none), none).toBeNull();
    }
  });
});
