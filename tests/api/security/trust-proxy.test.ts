import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "#src/server/env";
import { ADDRESS_RULES } from "#src/server/security/account-limits";
import { freezeAtWindowStart } from "../../support/clock";
import { createTestApp, dbKind, TEST_ORIGIN, type TestApp } from "../../support/harness";

/**
 * Rate limits can't be dodged with X-Forwarded-For. The header is believed only as
 * far as TRUST_PROXY's proxies wrote it (default: no proxy, header ignored), whatever PUBLIC_URL
 * says; Better Auth sees only the address Fastify derived. Counters in the database and, when
 * TEST_REDIS_URL is set, in Redis.
 */

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const redisUrl = process.env.TEST_REDIS_URL;
const storages: [string, Record<string, string>][] = [
  ["database", {}],
  ...(redisUrl
    ? [
        [
          "redis",
          { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `cc-test-${runId}-${dbKind}-proxy:` },
        ] as [string, Record<string, string>],
      ]
    : []),
];

const HTTPS = "https://classcharm.example.org";
const PROXY = "10.0.0.1";

let apps: TestApp[] = [];
/** Apps made so far: each gets Redis counters of its own (Date may be frozen). */
let made = 0;
afterEach(async () => {
  for (const t of apps) await t.close();
  apps = [];
  vi.useRealTimers();
});

/** An app with the sign-in limits on; with Redis, counters of its own (a fresh key prefix). */
async function app(overrides: Record<string, string>): Promise<TestApp> {
  const prefix: Record<string, string> = overrides.REDIS_URL
    ? { REDIS_KEY_PREFIX: `${overrides.REDIS_KEY_PREFIX}${++made}:` }
    : {};
  const t = await createTestApp({ AUTH_RATE_LIMIT: "on", ...overrides, ...prefix });
  apps.push(t);
  return t;
}

/** A spoofed address that differs on every call (what an attacker rotates). */
let spoofCounter = 0;
const spoofed = () => {
  spoofCounter += 1;
  return `203.0.113.${spoofCounter % 250}, 2001:db8:${spoofCounter.toString(16)}::1`;
};

function post(
  target: FastifyInstance,
  url: string,
  body: Record<string, unknown>,
  via: { remoteAddress: string; forwardedFor?: string; origin?: string },
) {
  return target.inject({
    method: "POST",
    url,
    remoteAddress: via.remoteAddress,
    headers: {
      origin: via.origin ?? TEST_ORIGIN,
      "content-type": "application/json",
      ...(via.forwardedFor === undefined ? {} : { "x-forwarded-for": via.forwardedFor }),
    },
    payload: JSON.stringify(body),
  });
}

const PASSWORD = "correct horse battery";
const PER_ADDRESS = ADDRESS_RULES["/sign-in/email"].max;
let probes = 0;
/** A request at a new address each time (so only per-address limits count), no password. */
const probe = () => ({ email: `probe-${++probes}-${runId}@example.com` });
async function burst(n: number, send: () => Promise<{ statusCode: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send()).statusCode);
  return statuses;
}
const limited = (s: number[]) => s.map((x) => (x === 429 ? 429 : "ok"));
const okThen429 = (ok: number, refused: number) => [
  ...Array<"ok">(ok).fill("ok"),
  ...Array<429>(refused).fill(429),
];
let accounts = 0;

/** A teacher's account, signed up from an address of its own (sign-up has its own limit). */
async function account(t: TestApp, origin: string): Promise<string> {
  accounts += 1;
  const email = `teacher${accounts}-${runId}@example.com`;
  const res = await post(
    t.app,
    "/api/auth/sign-up/email",
    { name: "Teacher", email, password: PASSWORD },
    { remoteAddress: `192.0.2.${200 + accounts}`, origin },
  );
  expect(res.statusCode, res.body).toBe(200);
  return email;
}

describe("TRUST_PROXY", () => {
  const base = { DATABASE_URL: "file::memory:" };
  const problem = (value: string) => {
    try {
      loadConfig({ ...base, TRUST_PROXY: value });
    } catch (error) {
      if (error instanceof ConfigError) return error.problems.join("\n");
      throw error;
    }
    return null;
  };

  it("trusts no proxy by default, also with an https PUBLIC_URL", () => {
    expect(loadConfig(base).trustProxy).toEqual({ kind: "none" });
    expect(loadConfig({ ...base, PUBLIC_URL: HTTPS }).trustProxy).toEqual({ kind: "none" });
    for (const none of ["", "0", "none", "false"]) {
      expect(loadConfig({ ...base, TRUST_PROXY: none }).trustProxy, none).toEqual({
        kind: "none",
      });
    }
  });

  it("takes a number of proxies or their addresses", () => {
    expect(loadConfig({ ...base, TRUST_PROXY: "1" }).trustProxy).toEqual({ kind: "hops", hops: 1 });
    expect(loadConfig({ ...base, TRUST_PROXY: " 2 " }).trustProxy).toEqual({
      kind: "hops",
      hops: 2,
    });
    expect(
      loadConfig({ ...base, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,fd00::/8,loopback" }).trustProxy,
    ).toEqual({
      kind: "addresses",
      addresses: ["127.0.0.1", "10.0.0.0/8", "fd00::/8", "loopback"],
    });
  });

  it("refuses to start on a bad value, naming it and why", () => {
    const bad = {
      true: /TRUST_PROXY \(got "true"\): trusting every proxy lets any client choose its own address/,
      "*": /trusting every proxy/,
      "11": /at most 10 proxies/,
      "-1": /TRUST_PROXY .*"-1" is not an IP address, CIDR range or proxy count/,
      "1.5": /TRUST_PROXY .*"1.5" is not an IP address/,
      proxy: /TRUST_PROXY .*"proxy" is not an IP address/,
      "10.0.0.0/33": /TRUST_PROXY .*invalid range on address/,
      "10.0.0.1,": /TRUST_PROXY .*comma-separated list/,
    };
    for (const [value, message] of Object.entries(bad)) {
      const text = problem(value);
      console.log(`TRUST_PROXY=${value}: ${text}`);
      expect(text, value).toMatch(message);
    }
  });
});

describe.each(storages)(
  "X-Forwarded-For and the rate limits, counters in the %s",
  (storage, extra) => {
    it.each([
      ["TRUST_PROXY=1", "1"],
      ["TRUST_PROXY=<the proxy's address>", PROXY],
    ])(
      "through one trusted proxy (%s), spoofed addresses prepended by the client: the 4th wrong password gets 429",
      async (_name, trustProxy) => {
        freezeAtWindowStart();
        const t = await app({ PUBLIC_URL: HTTPS, TRUST_PROXY: trustProxy, ...extra });
        const email = await account(t, HTTPS);
        const client = "198.51.100.23";
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
          const res = await post(
            t.app,
            "/api/auth/sign-in/email",
            { email, password: "wrong password" },
            { remoteAddress: PROXY, forwardedFor: `${spoofed()}, ${client}`, origin: HTTPS },
          );
          statuses.push(res.statusCode);
        }
        // Another client behind the same proxy, at another account, has its own budget.
        const other = await post(
          t.app,
          "/api/auth/sign-in/email",
          { email: await account(t, HTTPS), password: "wrong password" },
          { remoteAddress: PROXY, forwardedFor: `${spoofed()}, 198.51.100.99`, origin: HTTPS },
        );
        // Per address (far above a staff room): the client's own address counts,
        // whatever it prepends.
        const probes = await burst(PER_ADDRESS + 1, () =>
          post(t.app, "/api/auth/sign-in/email", probe(), {
            remoteAddress: PROXY,
            forwardedFor: `${spoofed()}, 198.51.100.24`,
            origin: HTTPS,
          }),
        );
        console.log(
          `${storage}, TRUST_PROXY=${trustProxy}, 6 wrong passwords through the proxy with rotating spoofed X-Forwarded-For: ${statuses.join(", ")}; another client: ${other.statusCode}; ${probes.length} sign-ins from one client: ${PER_ADDRESS} answered, then ${probes.at(-1)}`,
        );
        expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
        expect(other.statusCode).toBe(401);
        expect(limited(probes)).toEqual(okThen429(PER_ADDRESS, 1));
      },
    );

    it.each([
      ["http PUBLIC_URL", {}],
      ["https PUBLIC_URL", { PUBLIC_URL: HTTPS }],
    ])(
      "with no TRUST_PROXY (%s), a rotating X-Forwarded-For is ignored: sign-in, sign-up and reset mails hit their limits",
      async (name, urls: Record<string, string>) => {
        freezeAtWindowStart();
        const t = await app({ ...urls, ...extra });
        const origin = urls.PUBLIC_URL ?? TEST_ORIGIN;
        const victim = { email: await account(t, origin) };
        const via = () => ({ remoteAddress: "192.0.2.77", forwardedFor: spoofed(), origin });

        // Per address: each limit is reached from the one connection's address.
        const signIns = await burst(PER_ADDRESS + 1, () =>
          post(t.app, "/api/auth/sign-in/email", probe(), via()),
        );
        const signUpLimit = ADDRESS_RULES["/sign-up/email"].max;
        const signUps = await burst(signUpLimit + 1, () =>
          // Too short a password: refused without hashing, still counted.
          post(
            t.app,
            "/api/auth/sign-up/email",
            { ...probe(), name: "Spam", password: "x" },
            via(),
          ),
        );
        const resetLimit = ADDRESS_RULES["/request-password-reset"].max;
        const resets = await burst(resetLimit + 1, () =>
          post(t.app, "/api/auth/request-password-reset", probe(), {
            ...via(),
            remoteAddress: "192.0.2.78",
          }),
        );
        // Per account: reset mails to one victim stop at the 4th, from any address.
        const victimResets = await burst(6, () =>
          post(
            t.app,
            "/api/auth/request-password-reset",
            { email: victim.email, redirectTo: `${origin}/auth/reset-password` },
            { ...via(), remoteAddress: `192.0.2.${100 + (spoofCounter % 50)}` },
          ),
        );
        console.log(
          `${storage}, ${name}, no TRUST_PROXY, X-Forwarded-For rotating: sign-in ${PER_ADDRESS} answered then ${signIns.at(-1)}; sign-up ${signUpLimit} answered then ${signUps.at(-1)}; reset ${resetLimit} answered then ${resets.at(-1)}; one victim's resets ${victimResets.join(",")}`,
        );
        expect(limited(signIns)).toEqual(okThen429(PER_ADDRESS, 1));
        expect(limited(signUps)).toEqual(okThen429(signUpLimit, 1));
        expect(limited(resets)).toEqual(okThen429(resetLimit, 1));
        expect(limited(victimResets)).toEqual(okThen429(3, 3));
        expect(victimResets.slice(0, 3).every((s) => s < 400)).toBe(true);
      },
    );

    it("with no TRUST_PROXY, a session records the connection's address, not the client's header", async () => {
      const t = await app({ PUBLIC_URL: HTTPS, ...extra });
      const email = await account(t, HTTPS);
      const res = await post(
        t.app,
        "/api/auth/sign-in/email",
        { email, password: PASSWORD },
        { remoteAddress: "192.0.2.5", forwardedFor: "203.0.113.200", origin: HTTPS },
      );
      expect(res.statusCode).toBe(200);
      const row = await t.database.db
        .selectFrom("session")
        .select(sql<string | null>`${sql.ref("ipAddress")}`.as("ip"))
        .where("token", "=", res.json().token)
        .executeTakeFirstOrThrow();
      expect(row.ip).toBe("192.0.2.5");
    });
  },
);
