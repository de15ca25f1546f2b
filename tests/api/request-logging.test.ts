import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#src/server/app";
import { loggedUrl } from "#src/server/request-logging";
import { call, freshDatabase, signUp, testConfig } from "../support/harness";
import { roster } from "../support/roster";
import { teacherWithClass } from "../support/teachers";

/** Request logging as production configures it (src/server/request-logging.ts, decision 0024). */
interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

async function loggingApp(level: string) {
  const fresh = await freshDatabase();
  const lines: Line[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split("\n")) if (text) lines.push(JSON.parse(text));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url, LOG_LEVEL: level }),
    database: fresh.database,
    clientDir: null,
    logStream,
  });
  return {
    app,
    lines,
    /** The lines written while `run` ran. */
    async linesOf(run: () => Promise<unknown>): Promise<Line[]> {
      const from = lines.length;
      await run();
      await new Promise((resolve) => setImmediate(resolve));
      return lines.slice(from);
    },
    async close() {
      await app.close();
      await fresh.drop();
    },
  };
}

const INFO = 30;
const DEBUG = 20;
const requestLines = (lines: Line[]) => lines.filter((l) => l.req || l.res);

describe("request logging at info (production's default level)", () => {
  let t: Awaited<ReturnType<typeof loggingApp>>;
  let app: FastifyInstance;
  let me: { cookie: string };
  let classId: string;
  beforeAll(async () => {
    t = await loggingApp("info");
    app = t.app;
    const teacher = await teacherWithClass(app);
    me = teacher;
    classId = teacher.classId;
    await roster(app, me.cookie).newStudent(classId, "Ann");
  });
  afterAll(() => t.close());

  it("writes no line for a quick, successful read", async () => {
    const lines = await t.linesOf(() => roster(app, me.cookie).students(classId));
    expect(requestLines(lines)).toEqual([]);
  });

  it("writes one line for a change, with its method, URL, status and time", async () => {
    const lines = await t.linesOf(() => roster(app, me.cookie).newClass("Logged"));
    expect(requestLines(lines)).toEqual([
      {
        ...requestLines(lines)[0],
        level: INFO,
        msg: "request completed",
        req: expect.objectContaining({ method: "POST", url: "/api/classes" }),
        res: { statusCode: 201 },
        responseTime: expect.any(Number),
      },
    ]);
  });

  it("writes one line for a refused read (401, 404)", async () => {
    const other = await signUp(app);
    for (const [cookie, status] of [
      [undefined, 401],
      [other.cookie, 404],
    ] as const) {
      const lines = await t.linesOf(() => call(app, "GET", `/api/students/${classId}`, { cookie }));
      expect(requestLines(lines).map((l) => [l.level, l.msg, l.res?.statusCode])).toEqual([
        [INFO, "request completed", status],
      ]);
    }
  });
});

describe("no secret of an address reaches the log", () => {
  it("keeps a query's names and drops its values, and a reset link's token", () => {
    expect(loggedUrl("/api/classes")).toBe("/api/classes");
    expect(loggedUrl("/api/google-classroom/callback?code=4/0Ab-x&state=s.t&user_id=u1")).toBe(
      "/api/google-classroom/callback?code=[redacted]&state=[redacted]&user_id=[redacted]",
    );
    expect(loggedUrl("/api/auth/verify-email?token=eyJ&callbackURL=%2F")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]",
    );
    expect(loggedUrl("/api/auth/reset-password/AbC123?callbackURL=/r")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
    );
    expect(loggedUrl("/x?flag&&=v")).toBe("/x?flag=[redacted]&=[redacted]");
    expect(loggedUrl("/x?")).toBe("/x");
  });

  it("writes the Google callback's and a reset link's address without their secrets", async () => {
    const t = await loggingApp("debug");
    try {
      const lines = await t.linesOf(async () => {
        // Signed out: 401, written at info as a refusal.
        await call(
          t.app,
          "GET",
          "/api/google-classroom/callback?code=4/SECRET-CODE&state=SECRET-STATE",
        );
        await call(
          t.app,
          "GET",
          "/api/auth/reset-password/SECRET-TOKEN?callbackURL=/auth/reset-password",
        );
      });
      const urls = requestLines(lines).map((l) => l.req?.url);
      expect(urls).toContain("/api/google-classroom/callback?code=[redacted]&state=[redacted]");
      expect(urls).toContain("/api/auth/reset-password/[redacted]?callbackURL=[redacted]");
      expect(JSON.stringify(lines)).not.toMatch(/SECRET/);
    } finally {
      await t.close();
    }
  });
});

describe("request logging at debug", () => {
  let t: Awaited<ReturnType<typeof loggingApp>>;
  beforeAll(async () => {
    t = await loggingApp("debug");
  });
  afterAll(() => t.close());

  it("logs every read again, on arrival and on completion", async () => {
    const me = await teacherWithClass(t.app);
    const lines = await t.linesOf(() => roster(t.app, me.cookie).students(me.classId));
    expect(requestLines(lines).map((l) => [l.level, l.msg, l.req?.method])).toEqual([
      [DEBUG, "incoming request", "GET"],
      [DEBUG, "request completed", "GET"],
    ]);
  });
});
