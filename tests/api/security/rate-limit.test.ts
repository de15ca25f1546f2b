import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#src/server/app";
import { ConfigError, loadConfig } from "#src/server/env";
import { ADDRESS_RULES } from "#src/server/security/account-limits";
import { createSharedLimiter, TOO_MANY_REQUESTS } from "#src/server/security/rate-limit";
import { databaseCounterStore, redisCounterStore } from "#src/server/security/rate-limit-store";
import { freezeAtWindowStart } from "../../support/clock";
import {
  call,
  createTestApp,
  dbKind,
  freshDatabase,
  signUp,
  TEST_ORIGIN,
  testConfig,
} from "../../support/harness";

/**
 * Abuse (docs/decisions/0008): the e-mail sign-in limit (also across one IPv6 /64), the per-teacher API
 * limit and the feedback limit, each held across two app instances sharing one database (a
 * file for SQLite, one PostgreSQL database) and, when TEST_REDIS_URL is set, one Redis.
 */

const runId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const redisUrl = process.env.TEST_REDIS_URL;
const storages: [string, Record<string, string>][] = [
  ["database", {}],
  ...(redisUrl
    ? [
        ["redis", { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `cc-test-${runId}-${dbKind}:` }] as [
          string,
          Record<string, string>,
        ],
      ]
    : []),
];

/** One database for several instances: a SQLite file, or a fresh PostgreSQL database. */
async function sharedDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  if (dbKind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "classcharm-rate-"));
    return {
      url: `file:${join(dir, "shared.db")}`,
      drop: async () => rmSync(dir, { recursive: true }),
    };
  }
  const fresh = await freshDatabase();
  await fresh.database.close();
  return { url: fresh.url, drop: () => fresh.drop() };
}

interface Cluster {
  apps: FastifyInstance[];
  close(): Promise<void>;
}

/** `n` instances of the whole app on one database (each with its own connection / pool). */
async function cluster(n: number, overrides: Record<string, string>): Promise<Cluster> {
  const shared = await sharedDatabaseUrl();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < n; i++) {
    apps.push(
      await buildApp({
        config: testConfig({ DATABASE_URL: shared.url, ...overrides }),
        mailer: { send: async () => {} },
        clientDir: null,
        logger: false,
      }),
    );
  }
  return {
    apps,
    async close() {
      for (const app of apps) await app.close();
      await shared.drop();
    },
  };
}

const tally = (statuses: number[]) => {
  const limited = statuses.filter((s) => s === 429).length;
  return { allowed: statuses.length - limited, limited };
};

const signIn = (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers: { origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
    // A new address each time, so only the per-address limit counts (the per-account one has
    // tests of its own, account-limits.test.ts); no password: refused (400) without hashing.
    payload: JSON.stringify({ email: `nobody-${++probes}@example.com` }),
  });

let probes = 0;
/** Better Auth's per-address sign-in limit (a staff room never reaches it). */
const PER_ADDRESS = ADDRESS_RULES["/sign-in/email"].max;
/** The statuses as "ok" (answered by the endpoint) or 429. */
const limited = (statuses: number[]) => statuses.map((s) => (s === 429 ? 429 : "ok"));
const okThen429 = (ok: number, refused: number) => [
  ...Array<"ok">(ok).fill("ok"),
  ...Array<429>(refused).fill(429),
];

afterEach(() => {
  vi.useRealTimers();
});

describe("sign-in limit per client address (IPv6 by /64)", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT: "on" });
    app = t.app;
    close = t.close;
  });
  afterAll(() => close());

  it("answers the sign-in over the per-address limit with 429 though each came from another address of one /64", async () => {
    const addresses = [
      "2001:db8:aa:1::1",
      "2001:db8:aa:1:ffff::2",
      "2001:db8:aa:1:1234:5678:9abc:def0",
      "2001:0DB8:00AA:0001::7",
    ];
    const statuses: number[] = [];
    for (let i = 0; i <= PER_ADDRESS; i++) {
      statuses.push((await signIn(app, addresses[i % addresses.length] as string)).statusCode);
    }
    const other = (await signIn(app, "2001:db8:aa:2::1")).statusCode;
    console.log(
      `IPv6: ${statuses.length} sign-ins from 4 addresses of 2001:db8:aa:1::/64: ${statuses.length - 1} answered, then ${statuses.at(-1)}; from the next /64: ${other}`,
    );
    expect(limited(statuses)).toEqual(okThen429(PER_ADDRESS, 1));
    expect(other).not.toBe(429);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS; i++) {
      const address = i % 2 ? "198.51.100.7" : "::ffff:198.51.100.7";
      statuses.push((await signIn(app, address)).statusCode);
    }
    const last = await signIn(app, "198.51.100.7");
    console.log(
      `IPv4-mapped: ::ffff:198.51.100.7 and 198.51.100.7 alternating: ${PER_ADDRESS} answered, then ${last.statusCode}`,
    );
    expect(limited([...statuses, last.statusCode])).toEqual(okThen429(PER_ADDRESS, 1));
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("behind one trusted proxy (TRUST_PROXY=1), rotating X-Forwarded-For inside one /64 does not help", async () => {
    const origin = "https://classcharm.example.org";
    // An https PUBLIC_URL no longer trusts proxies by itself; TRUST_PROXY does.
    const t = await createTestApp({ AUTH_RATE_LIMIT: "on", PUBLIC_URL: origin, TRUST_PROXY: "1" });
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= PER_ADDRESS + 1; i++) {
        const res = await signIn(t.app, "10.0.0.1", {
          origin,
          "x-forwarded-for": `2001:db8:bb:7::${i.toString(16)}`,
        });
        statuses.push(res.statusCode);
      }
      const other = await signIn(t.app, "10.0.0.1", {
        origin,
        "x-forwarded-for": "2001:db8:bb:8::1",
      });
      console.log(
        `behind a proxy, X-Forwarded-For rotating in one /64: ${PER_ADDRESS} answered, then ${statuses.at(-1)}; next /64: ${other.statusCode}`,
      );
      expect(limited(statuses)).toEqual(okThen429(PER_ADDRESS, 1));
      expect(other.statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe.each(storages)("limits across 2 instances, counters in the %s", (storage, extra) => {
  it("sign-in: the per-address limit + 3 sign-ins alternating between the instances, the limit allowed", async () => {
    const c = await cluster(2, { AUTH_RATE_LIMIT: "on", ...extra });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < PER_ADDRESS + 3; i++) {
        const app = c.apps[i % 2] as FastifyInstance;
        statuses.push((await signIn(app, "192.0.2.44")).statusCode);
      }
      const { allowed, limited: refused } = tally(statuses);
      console.log(
        `2 instances (${storage}), ${statuses.length} sign-ins: ${allowed} allowed, ${refused} x 429`,
      );
      expect(limited(statuses)).toEqual(okThen429(PER_ADDRESS, 3));
    } finally {
      await c.close();
    }
  });

  it("per teacher: 16 requests alternating at 10/60 s -> 10 allowed; teacher B unaffected; reset after the window", async () => {
    const c = await cluster(2, { API_RATE_LIMIT: "10/60", ...extra });
    try {
      const [a, b] = c.apps as [FastifyInstance, FastifyInstance];
      const teacherA = await signUp(a);
      const teacherB = await signUp(b);
      const start = freezeAtWindowStart(60_000);
      const responses: LightMyRequestResponse[] = [];
      for (let i = 0; i < 16; i++) {
        responses.push(
          await call(i % 2 ? b : a, "GET", "/api/classes", { cookie: teacherA.cookie }),
        );
      }
      const statuses = responses.map((r) => r.statusCode);
      const { allowed, limited } = tally(statuses);
      const refused = responses.find((r) => r.statusCode === 429);
      const otherTeacher = [
        (await call(a, "GET", "/api/classes", { cookie: teacherB.cookie })).statusCode,
        (await call(b, "GET", "/api/classes", { cookie: teacherB.cookie })).statusCode,
      ];
      vi.setSystemTime(start + 60_000);
      const nextWindow = [
        (await call(a, "GET", "/api/classes", { cookie: teacherA.cookie })).statusCode,
        (await call(b, "GET", "/api/classes", { cookie: teacherA.cookie })).statusCode,
      ];
      console.log(
        `2 instances (${storage}), teacher A, 16 requests at 10/60 s: ${allowed} allowed, ${limited} x 429 (Retry-After ${refused?.headers["retry-after"]} s); teacher B meanwhile: ${otherTeacher.join(",")}; A after the window: ${nextWindow.join(",")}`,
      );
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(6).fill(429)]);
      expect(refused?.json()).toEqual({ error: TOO_MANY_REQUESTS, code: "rate_limited" });
      expect(Number(refused?.headers["retry-after"])).toBe(59);
      expect(otherTeacher).toEqual([200, 200]);
      expect(nextWindow).toEqual([200, 200]);
    } finally {
      await c.close();
    }
  });

  it("per teacher, far from the limit: batched counts still hold 200/60 s across instances", async () => {
    const c = await cluster(2, { API_RATE_LIMIT: "200/60", ...extra });
    try {
      const [a, b] = c.apps as [FastifyInstance, FastifyInstance];
      const teacher = await signUp(a);
      freezeAtWindowStart(60_000);
      const statuses: number[] = [];
      for (let i = 0; i < 260; i++) {
        statuses.push(
          (await call(i % 2 ? b : a, "GET", "/api/classes", { cookie: teacher.cookie })).statusCode,
        );
      }
      const { allowed, limited } = tally(statuses);
      console.log(
        `2 instances (${storage}), 260 requests at 200/60 s (batches of 4, exact zone 20): ${allowed} allowed, ${limited} x 429`,
      );
      // At least the limit, and at most the limit plus the slack the exact zone absorbs.
      expect(allowed).toBeGreaterThanOrEqual(200);
      expect(allowed).toBeLessThanOrEqual(220);
      expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    } finally {
      await c.close();
    }
  });

  it("feedback (docs/product.md#useful): 8 messages alternating between the instances, 5 stored", async () => {
    const c = await cluster(2, extra);
    try {
      const [a, b] = c.apps as [FastifyInstance, FastifyInstance];
      const teacher = await signUp(a);
      const responses: LightMyRequestResponse[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await call(i % 2 ? b : a, "POST", "/api/feedback", {
          cookie: teacher.cookie,
          body: { message: `Message ${i}` },
        });
        responses.push(res);
      }
      const statuses = responses.map((r) => r.statusCode);
      const { allowed, limited } = tally(statuses);
      const retryAfter = Number(responses.at(-1)?.headers["retry-after"]);
      console.log(
        `2 instances (${storage}), 8 feedback messages: ${allowed} stored, ${limited} x 429 (Retry-After ${retryAfter} s)`,
      );
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    } finally {
      await c.close();
    }
  });
});

describe("counters in Redis", () => {
  it("refuses to start when REDIS_URL cannot be reached, naming the setting", async () => {
    const started = buildApp({
      config: testConfig({ REDIS_URL: "redis://127.0.0.1:1" }),
      mailer: { send: async () => {} },
      clientDir: null,
      logger: false,
    });
    const error = await started.then(
      () => null,
      (e: Error) => e,
    );
    console.log(`REDIS_URL=redis://127.0.0.1:1 at start-up: ${error?.message}`);
    expect(error?.message).toMatch(/^REDIS_URL: cannot connect/);
  });

  it.runIf(redisUrl)(
    "with Redis gone after start-up, limits are decided locally, nothing hangs",
    async () => {
      const store = await redisCounterStore(redisUrl as string, `cc-test-${runId}-gone:`, () => {});
      await store.close();
      const limiter = createSharedLimiter({
        name: "api",
        rule: { max: 5, windowSeconds: 60 },
        now: () => 1_800_000_030_000,
        store,
      });
      const decisions: boolean[] = [];
      for (let i = 0; i < 8; i++) decisions.push((await limiter.hit("t")).allowed);
      const auth = store.authStorage;
      const signIns: boolean[] = [];
      for (let i = 0; i < 4; i++) {
        signIns.push(
          (await auth?.consume("203.0.113.9|/sign-in/email", { window: 10, max: 3 }))?.allowed ??
            false,
        );
      }
      console.log(
        `Redis gone: API 8 requests at 5/60 s -> ${decisions.filter(Boolean).length} allowed; sign-in 4 attempts at 3/10 s -> ${signIns.filter(Boolean).length} allowed`,
      );
      expect(decisions).toEqual([true, true, true, true, true, false, false, false]);
      expect(signIns).toEqual([true, true, true, false]);
      await limiter.close();
    },
  );
});

describe("counters in the database", () => {
  it("adds deltas atomically, also while a transaction is open, and keeps SQLite's synchronous=FULL", async () => {
    const t = await createTestApp();
    try {
      const store = databaseCounterStore(t.database);
      const expiresAt = Date.now() + 60_000;
      const first = await store.add([
        { key: "x:b", delta: 3, expiresAt },
        { key: "x:a", delta: 2, expiresAt },
      ]);
      let during: Promise<Map<string, number>> | undefined;
      await t.database.db.transaction().execute(async (trx) => {
        await trx.selectFrom("rate_limit_counters").select("key").execute();
        // Queued behind the open transaction (SQLite) or on another pooled connection.
        during = store.add([{ key: "x:a", delta: 5, expiresAt }]);
      });
      const second = await during;
      const synchronous = t.database.sqlite?.pragma("synchronous", { simple: true });
      console.log(
        `counters: ${JSON.stringify([...first])}, then +5 during a transaction: ${JSON.stringify([...(second ?? [])])}; SQLite synchronous afterwards: ${synchronous ?? "n/a"}`,
      );
      expect(first).toEqual(
        new Map([
          ["x:a", 2],
          ["x:b", 3],
        ]),
      );
      expect(second).toEqual(new Map([["x:a", 7]]));
      if (dbKind === "sqlite") expect(synchronous).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe("API_RATE_LIMIT", () => {
  const base = { DATABASE_URL: "file::memory:", PUBLIC_URL: TEST_ORIGIN };

  it("is 600 per 60 s by default, off under tests, and takes requests/seconds or off", () => {
    expect(loadConfig({ ...base, NODE_ENV: "production" }).apiRateLimit).toEqual({
      max: 600,
      windowSeconds: 60,
    });
    expect(loadConfig({ ...base, NODE_ENV: "development" }).apiRateLimit).toEqual({
      max: 600,
      windowSeconds: 60,
    });
    expect(loadConfig({ ...base, NODE_ENV: "test" }).apiRateLimit).toBeNull();
    expect(loadConfig({ ...base, API_RATE_LIMIT: "120/30" }).apiRateLimit).toEqual({
      max: 120,
      windowSeconds: 30,
    });
    expect(
      loadConfig({ ...base, NODE_ENV: "production", API_RATE_LIMIT: "off" }).apiRateLimit,
    ).toBeNull();
    const blank = loadConfig({
      ...base,
      NODE_ENV: "production",
      API_RATE_LIMIT: "",
      REDIS_URL: "",
    });
    expect([blank.apiRateLimit, blank.redisUrl, blank.redisKeyPrefix]).toEqual([
      { max: 600, windowSeconds: 60 },
      undefined,
      "classcharm:",
    ]);
    for (const bad of ["600", "0/60", "600/0", "-1/60", "a/b", "600/60/1"]) {
      expect(() => loadConfig({ ...base, API_RATE_LIMIT: bad }), bad).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...base, REDIS_URL: "http://x" })).toThrow(ConfigError);
  });

  it("is not applied when off: 30 requests in a row all answered", async () => {
    const t = await createTestApp();
    try {
      const me = await signUp(t.app);
      const statuses = new Set<number>();
      for (let i = 0; i < 30; i++) {
        statuses.add((await call(t.app, "GET", "/api/classes", { cookie: me.cookie })).statusCode);
      }
      expect([...statuses]).toEqual([200]);
    } finally {
      await t.close();
    }
  });
});
