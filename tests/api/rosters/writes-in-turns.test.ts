/**
 * A roster import's writing and its answer come in turns (docs/decisions/0033): the newcomers'
 * values are chosen an insert's batch at a time, with a turn for other requests between batches,
 * and the answer, which names every student, is written one class at a time. Each was one task
 * of tens of milliseconds for 10,000 students, hundreds on a loaded machine.
 */
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { call, freshDatabase, signUp, testConfig } from "../../support/harness";

const order: string[] = [];
let started: Promise<unknown>[] = [];
let app: FastifyInstance;

/** Marks `what` and, the first time, sends another request (its handler is marked). */
function mark(what: string) {
  order.push(what);
  if (order.filter((o) => o === what).length === 1) {
    started.push(call(app, "GET", "/api/health"));
  }
}

// Each batch of values chosen is marked. The API files of a worker share one module graph
// (vitest.config.ts): the mock is set, and the server imported again, for this file alone.
const DOMAIN = "#src/domain/students/balance";
function markValues() {
  vi.doMock(DOMAIN, async (original) => {
    const actual = await original<typeof import("#src/domain/students/balance")>();
    return {
      ...actual,
      assignBalanced: (...args: Parameters<typeof actual.assignBalanced>) => {
        mark("values");
        return actual.assignBalanced(...args);
      },
    };
  });
}

const rosterClass = (c: number, students: number) => ({
  external_id: `turn-${c}`,
  title: `Turn ${c}`,
  target_class_id: null,
  students: Array.from({ length: students }, (_, s) => ({
    external_id: `turn-${c}-${s}`,
    name: `Student ${c}-${s}`,
  })),
});

describe("a roster import writes and answers in turns", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    vi.resetModules();
    markValues();
    const { buildApp } = await import("#src/server/app");
    const fresh = await freshDatabase();
    app = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url }),
      database: fresh.database,
      mailer: { send: async () => {} },
      clientDir: null,
      logger: false,
      onRoute: (route: RouteOptions) => {
        if (route.url === "/api/health" && route.method === "GET") {
          const handler = route.handler;
          route.handler = function (this: FastifyInstance, request, reply) {
            order.push("health handled");
            return handler.call(this, request, reply);
          };
        }
        if (route.url !== "/api/roster-imports" || route.method !== "POST") return;
        route.onSend = async (_request, _reply, payload) => {
          order.push("import answered");
          return payload;
        };
      },
    });
    close = async () => {
      await app.close();
      await fresh.drop();
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await close();
    vi.doUnmock(DOMAIN);
    vi.resetModules();
  });

  it("answers another request between two batches of new students", async () => {
    const { cookie } = await signUp(app);
    order.length = 0;
    started = [];
    // 600 newcomers: three batches of the insert's 250.
    const res = await call(app, "POST", "/api/roster-imports", {
      cookie,
      body: { source: "oneroster", dry_run: false, classes: [rosterClass(1, 600)] },
    });
    await Promise.all(started);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().classes[0].added).toHaveLength(600);
    expect(order).toEqual(["values", "health handled", "values", "values", "import answered"]);
  });

  it("answers another request between two classes of its answer", async () => {
    const { cookie } = await signUp(app);
    const stringify = JSON.stringify;
    vi.spyOn(JSON, "stringify").mockImplementation((...args: Parameters<typeof stringify>) => {
      const value = args[0] as { added?: unknown } | null;
      if (typeof value === "object" && value !== null && "added" in value) mark("class written");
      return stringify(...args);
    });
    order.length = 0;
    started = [];
    const res = await call(app, "POST", "/api/roster-imports", {
      cookie,
      body: {
        source: "oneroster",
        dry_run: true,
        classes: [1, 2, 3].map((c) => rosterClass(c, 2)),
      },
    });
    await Promise.all(started);
    vi.restoreAllMocks();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toEqual({
      dry_run: true,
      classes: [1, 2, 3].map((c) => ({
        external_id: `turn-${c}`,
        class_id: null,
        class_name: `Turn ${c}`,
        created: true,
        added: [0, 1].map((s) => ({ external_id: `turn-${c}-${s}`, name: `Student ${c}-${s}` })),
        renamed: [],
        linked: [],
        left: [],
        removed: [],
        unchanged: 0,
      })),
    });
    expect(order.filter((o) => o !== "values")).toEqual([
      "class written",
      "health handled",
      "class written",
      "class written",
      "import answered",
    ]);
  });
});
