/**
 * A large roster import's body is checked in slices (docs/decisions/0033): while its 20,000
 * students are being checked, another request is answered, and the slices answer exactly what
 * the route's schema answers in one piece.
 */

import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rosterImportInput } from "#src/domain/schemas/rosters";
import { buildApp } from "#src/server/app";
import { checkRosterImport } from "#src/server/features/rosters/check-body";
import { call, freshDatabase, signUp, testConfig } from "../../support/harness";

const STUDENTS = 10_000;
const body = (classes: number) => ({
  source: "oneroster",
  dry_run: true,
  classes: Array.from({ length: classes }, (_, c) => ({
    external_id: `slice-class-${c}`,
    title: `Sliced ${c}`,
    target_class_id: null,
    students: Array.from({ length: STUDENTS }, (_, s) => ({
      external_id: ` slice-${c}-${s} `,
      name: ` Student ${c}-${s} `,
    })),
  })),
});

describe("a large roster import's body is checked in slices", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const order: string[] = [];
  let otherAnswered: Promise<unknown> | null = null;

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
        if (route.url !== "/api/roster-imports" || route.method !== "POST") return;
        const handler = route.handler;
        route.preValidation = async () => {
          order.push("import body parsed");
          // A request that needs nothing but the event loop: on PostgreSQL, the health check's
          // query waits on another process, whose turn on a loaded machine the test can't know.
          otherAnswered = call(app, "GET", "/api/config").then((res) => {
            order.push(`other request answered ${res.statusCode}`);
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

  it("answers another request while it checks 20,000 students, then imports them all", async () => {
    const { cookie } = await signUp(app);
    const res = await call(app, "POST", "/api/roster-imports", { cookie, body: body(2) });
    await otherAnswered;
    expect(res.statusCode, res.body).toBe(200);
    expect(order).toEqual(["import body parsed", "other request answered 200", "import handler"]);
    const classes = res.json().classes as { added: { external_id: string; name: string }[] }[];
    expect(classes.map((c) => c.added.length)).toEqual([STUDENTS, STUDENTS]);
    // Trimmed as the schema trims.
    expect(classes[0]?.added[0]).toEqual({ external_id: "slice-0-0", name: "Student 0-0" });
  });

  it("answers what the route's schema answers, valid or not", async () => {
    const valid = body(1);
    const one = valid.classes[0] as (typeof valid.classes)[number];
    const cases: unknown[] = [
      valid,
      null,
      [],
      { ...valid, classes: [] },
      { ...valid, source: "google" },
      { ...valid, dry_run: undefined },
      { ...valid, classes: [one, { ...one }] },
      { ...valid, classes: [{ ...one, external_id: ` ${one.external_id}` }, one] },
      {
        ...valid,
        classes: [{ ...one, students: [...one.students, { external_id: "x", name: "" }] }],
      },
      { ...valid, classes: [{ ...one, students: [...one.students, one.students[5]] }] },
      {
        ...valid,
        classes: [{ ...one, students: [...one.students, { ...one.students[5], name: "Other" }] }],
      },
      {
        ...valid,
        classes: [{ ...one, students: [...one.students, { external_id: "y", name: "Y" }] }],
      },
      {
        ...valid,
        classes: [{ ...one, students: one.students.slice(0, 3), remove_student_ids: ["x"] }],
      },
      { ...valid, classes: [{ ...one, students: "all" }] },
      { ...valid, classes: [{ ...one, target_class_id: 5 }] },
    ];
    for (const input of cases) {
      const whole = rosterImportInput.safeParse(input);
      const sliced = await checkRosterImport(input);
      expect(sliced).toEqual(whole.success ? whole.data : undefined);
    }
  });

  it("refuses a bad student among 10,000 with the schema's own 400", async () => {
    const { cookie } = await signUp(app);
    const bad = body(1);
    const students = (bad.classes[0] as (typeof bad.classes)[number]).students;
    students[9_999] = { external_id: "last", name: "   " };
    const res = await call(app, "POST", "/api/roster-imports", { cookie, body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Invalid request",
      code: "invalid_request",
      details: [
        {
          field: "body.classes.0.students.9999.name",
          message: expect.any(String),
        },
      ],
    });
  });
});
