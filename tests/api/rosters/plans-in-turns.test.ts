/**
 * A roster import of several classes plans them one class at a time, giving other requests a
 * turn in between (docs/decisions/0033): matching 10,000 roster students to a class is a task
 * of its own, and five of them in one piece held the server for half a second.
 */
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, freshDatabase, signUp, testConfig } from "../../support/harness";

const order: string[] = [];
let started: Promise<unknown>[] = [];
let app: FastifyInstance;

// Each plan made is marked, and the first one sends another request (its handler is marked).
// The API files of a worker share one module graph (vitest.config.ts), where the server may
// already hold the real module: the mock is set, and the server imported again, for this file
// alone, and taken away after it.
const ROSTER_SYNC = "#src/domain/roster/sync";
function markPlans() {
  vi.doMock(ROSTER_SYNC, async (original) => {
    const actual = await original<typeof import("#src/domain/roster/sync")>();
    return {
      ...actual,
      planRosterSync: (...args: Parameters<typeof actual.planRosterSync>) => {
        order.push("plan");
        if (order.filter((o) => o === "plan").length === 1) {
          started.push(call(app, "GET", "/api/health"));
        }
        return actual.planRosterSync(...args);
      },
    };
  });
}

describe("a roster import of several classes plans them one at a time", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    vi.resetModules();
    markPlans();
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
  afterAll(async () => {
    await close();
    vi.doUnmock(ROSTER_SYNC);
    vi.resetModules();
  });

  it("answers another request between two classes' plans", async () => {
    const { cookie } = await signUp(app);
    order.length = 0;
    started = [];
    const res = await call(app, "POST", "/api/roster-imports", {
      cookie,
      body: {
        source: "oneroster",
        dry_run: true,
        classes: [1, 2, 3].map((c) => ({
          external_id: `turn-${c}`,
          title: `Turn ${c}`,
          target_class_id: null,
          students: [{ external_id: `turn-${c}-1`, name: `Student ${c}` }],
        })),
      },
    });
    await Promise.all(started);
    expect(res.statusCode, res.body).toBe(200);
    expect(order).toEqual(["plan", "health handled", "plan", "plan", "import answered"]);
  });
});
