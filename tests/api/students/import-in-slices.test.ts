/**
 * A large CSV/paste import's rows are checked in slices (docs/decisions/0033): while its 10,000
 * rows are being checked, another request is answered; the slices answer exactly what the
 * route's schema answers in one piece, and the body is still checked before the headers.
 */

import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInput } from "#src/domain/schemas/students";
import { DEFAULT_OPTIONS } from "#src/domain/students/attributes";
import { buildApp } from "#src/server/app";
import { checkStudentImport } from "#src/server/features/students/check-import";
import { call, freshDatabase, testConfig } from "../../support/harness";
import { teacherWithClass } from "../../support/teachers";

const ROWS = 10_000;
const PATH = "/api/classes/:id/students/import";
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: ` Student ${i + 1} `,
    number: (i % 4) + 1,
    color: DEFAULT_OPTIONS.color[i % DEFAULT_OPTIONS.color.length] as string,
    element: DEFAULT_OPTIONS.element[i % DEFAULT_OPTIONS.element.length] as string,
    shape: DEFAULT_OPTIONS.shape[i % DEFAULT_OPTIONS.shape.length] as string,
  }));

describe("a large CSV import's rows are checked in slices", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const order: string[] = [];
  let healthAnswered: Promise<unknown> | null = null;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    app = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url }),
      database: fresh.database,
      mailer: { send: async () => {} },
      clientDir: null,
      logger: false,
      // Marks where the import's check starts (its body parsed) and where its handler starts.
      onRoute: (route: RouteOptions) => {
        if (route.url !== PATH || route.method !== "POST") return;
        const handler = route.handler;
        route.preValidation = async () => {
          order.push("import body parsed");
          healthAnswered = call(app, "GET", "/api/health").then((res) => {
            order.push(`health answered ${res.statusCode}`);
          });
        };
        route.handler = function (this: FastifyInstance, request, reply) {
          order.push("import handler");
          return handler.call(this, request, reply);
        };
      },
    });
    close = async () => {
      await app.close();
      await fresh.drop();
    };
  });
  afterAll(() => close());

  it("answers another request while it checks 10,000 rows, then imports them all", async () => {
    const { cookie, classId } = await teacherWithClass(app, "Big");
    const url = `/api/classes/${classId}/students/import`;
    const res = await call(app, "POST", url, {
      cookie,
      body: { balanced: true, rows: rows(ROWS) },
    });
    await healthAnswered;
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: ROWS });
    expect(order).toEqual(["import body parsed", "health answered 200", "import handler"]);
    const list = await call(app, "GET", `/api/students/${classId}`, { cookie });
    expect(list.json()).toHaveLength(ROWS);
  });

  it("answers what the route's schema answers, valid or not", async () => {
    const valid = rows(2_000);
    const cases: unknown[] = [
      { balanced: true, rows: valid },
      { rows: valid },
      { balanced: "yes", rows: valid },
      { rows: [] },
      { rows: "many" },
      null,
      { rows: [...valid, { ...valid[0], number: "one" }] },
      { rows: [...valid, { ...valid[0], name: 7 }] },
      { rows: [...valid, { ...valid[0], name: "x".repeat(1001) }] },
    ];
    for (const input of cases) {
      const whole = importInput.safeParse(input);
      expect(await checkStudentImport(input)).toEqual(whole.success ? whole.data : undefined);
    }
  });

  it("refuses a bad row among 10,000 with the schema's own 400, before a bad header", async () => {
    const { cookie, classId } = await teacherWithClass(app, "Bad");
    const url = `/api/classes/${classId}/students/import`;
    const bad = rows(10_000);
    bad[9_999] = { ...(bad[9_999] as (typeof bad)[number]), name: 9 as unknown as string };
    const res = await call(app, "POST", url, {
      cookie,
      body: { rows: bad },
      headers: { "idempotency-key": "k".repeat(201) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Invalid request",
      code: "invalid_request",
      details: [{ field: "body.rows.9999.name", message: expect.any(String) }],
    });
    const header = await call(app, "POST", url, {
      cookie,
      body: { rows: rows(3) },
      headers: { "idempotency-key": "k".repeat(201) },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json().details[0].field).toBe("headers.idempotency-key");
    const list = await call(app, "GET", `/api/students/${classId}`, { cookie });
    expect(list.json()).toEqual([]);
  });
});
