/**
 * The roster import's JSON body is parsed by a worker thread and put together in parts on the
 * event loop (docs/decisions/0033): another request is answered between two parts, the body is
 * the one JSON.parse gives, and a body that Fastify's own parser refuses is refused the same way.
 */

import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "#src/server/app";
import { call, freshDatabase, signUp, testConfig } from "../../support/harness";

const body = (classes: number, students: number) => ({
  source: "oneroster",
  dry_run: true,
  classes: Array.from({ length: classes }, (_, c) => ({
    external_id: `part-${c}`,
    title: `Part ${c}`,
    target_class_id: null,
    students: Array.from({ length: students }, (_, s) => ({
      external_id: `part-${c}-${s}`,
      name: `Student ${c}-${s} é 😀`,
    })),
  })),
});

describe("a roster import's JSON body is parsed in parts", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const order: string[] = [];

  beforeAll(async () => {
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
        route.preValidation = async () => {
          order.push("import body parsed");
        };
      },
    });
    close = async () => {
      await app.close();
      await fresh.drop();
    };
  });
  afterAll(() => close());

  it("answers another request between two parts of the body, which is JSON.parse's", async () => {
    const { cookie } = await signUp(app);
    const input = body(2, 1500);
    const text = JSON.stringify(input);
    const started: Promise<unknown>[] = [];
    const parse = JSON.parse;
    // Each part of students parsed on the event loop is marked; the first sends another request.
    const spy = vi.spyOn(JSON, "parse").mockImplementation((...args: Parameters<typeof parse>) => {
      if (args[0].startsWith('[{"external_id":"part-')) {
        order.push("part");
        if (started.length === 0) started.push(call(app, "GET", "/api/health"));
      }
      return parse(...args);
    });
    order.length = 0;
    const res = await call(app, "POST", "/api/roster-imports", { cookie, body: text });
    spy.mockRestore();
    await Promise.all(started);
    expect(res.statusCode, res.body).toBe(200);
    // 1,500 students a class: two parts each.
    expect(order).toEqual(["part", "health handled", "part", "part", "part", "import body parsed"]);
    const classes = res.json().classes as { added: { external_id: string; name: string }[] }[];
    expect(classes.map((c) => c.added)).toEqual(
      input.classes.map((c) =>
        c.students.map((s) => ({ external_id: s.external_id, name: s.name })),
      ),
    );
  });

  it("answers what Fastify's JSON parser answers for a body it refuses or takes as it is", async () => {
    const { cookie } = await signUp(app);
    const valid = JSON.stringify(body(1, 3));
    const bodies = [
      "",
      "{",
      "null",
      "[]",
      '"text"',
      '{"classes":5}',
      `{"__proto__":{"x":1},${valid.slice(1)}`,
      `{"constructor":{"prototype":{"x":1}},${valid.slice(1)}`,
      valid.replace('"students":[', '"students":[{"__proto__":{"x":1}},'),
      `\uFEFF${valid}`,
      `${valid.slice(0, -1)},"source":"google"}`,
    ];
    for (const text of bodies) {
      const imported = await call(app, "POST", "/api/roster-imports", { cookie, body: text });
      // The same body to a route parsed by Fastify's own parser: the same parse error, if any.
      const other = await call(app, "POST", "/api/classes", { cookie, body: text });
      if (other.statusCode === 400 && other.json().details === undefined) {
        expect([imported.statusCode, imported.json()], text).toEqual([400, other.json()]);
      } else {
        expect(imported.statusCode, text).not.toBe(500);
      }
    }
    // 1e400 is Infinity once parsed, which JSON writes as null: refused as before, not taken.
    const huge = valid.replace('"target_class_id":null', '"target_class_id":-1e400');
    const refused = await call(app, "POST", "/api/roster-imports", { cookie, body: huge });
    expect(refused.statusCode, refused.body).toBe(400);
    const bom = await call(app, "POST", "/api/roster-imports", { cookie, body: `\uFEFF${valid}` });
    expect(bom.statusCode, bom.body).toBe(200);
  });
});
