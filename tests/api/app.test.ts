import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildApp } from "#src/server/app";
import { HttpError } from "#src/server/errors";
import { call, dbKind, freshDatabase, testConfig } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

describe("the app factory", () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    fresh = await freshDatabase();
    const clientDir = tempDir("classcharm-client-");
    writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>ClassCharm</title>");
    writeFileSync(join(clientDir, "app.js"), "console.log('app')");
    app = await buildApp({
      config: testConfig({ DATABASE_URL: fresh.url }),
      database: fresh.database,
      clientDir,
      logger: false,
    });
    // Routes that exist only to exercise the shared error handler.
    app.post(
      "/api/__test/echo",
      { schema: { body: z.object({ name: z.string().min(1), count: z.number().int() }) } },
      async (req) => req.body,
    );
    app.get("/api/__test/boom", async () => {
      throw new Error("secret internals: password=hunter2");
    });
    app.get("/api/__test/conflict", async () => {
      throw new HttpError(409, "You can have at most 5 classes");
    });
  });
  afterAll(async () => {
    await app.close();
    await fresh.drop();
  });

  it("GET /api/health answers ok after a database round trip", async () => {
    const res = await call(app, "GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: dbKind });
  });

  it("GET /api/health answers 503 when the database is gone", async () => {
    const other = await freshDatabase();
    const broken = await buildApp({
      config: testConfig({ DATABASE_URL: other.url }),
      database: other.database,
      clientDir: null,
      logger: false,
    });
    await other.drop();
    const res = await call(broken, "GET", "/api/health");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: "error",
      database: dbKind,
      error: "The database is not answering",
      code: "unavailable",
    });
    await broken.close();
  });

  it("GET /api/config tells the browser which sign-in buttons to show, and no secrets", async () => {
    const res = await call(app, "GET", "/api/config");
    expect(res.json()).toEqual({
      providers: { google: false, oidc: null },
      tipUrl: null,
      classLimit: 5,
      retention: { historyDays: null, attendanceDays: null, inactiveMonths: null },
      studentNames: "full",
      requireTwoFactor: false,
    });
  });

  it("answers an unknown /api path with 404 JSON, never the app page", async () => {
    for (const path of ["/api/nope", "/api/classes/x/y/z", "/api"]) {
      const res = await call(app, "GET", path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual({ error: "Not found", code: "not_found" });
    }
    expect((await call(app, "POST", "/api/nope", { body: {} })).statusCode).toBe(404);
  });

  it("serves the built app, and index.html for client routes", async () => {
    for (const path of ["/", "/classes", "/dashboard/students", "/auth?redirect=%2Fgroups"]) {
      const res = await call(app, "GET", path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"], path).toMatch(/text\/html/);
      expect(res.body, path).toContain("<title>ClassCharm</title>");
    }
    const asset = await call(app, "GET", "/app.js");
    expect(asset.body).toContain("console.log");
  });

  it("answers 404 for a missing asset or file, never the app page", async () => {
    const missing = [
      "/assets/index-deadbeef.js",
      "/assets/nope.css",
      "/assets/",
      "/assets",
      "/favicon-foo.png",
      "/robots.txt",
      "/app.js.map",
      "/dashboard/logo.svg",
      "/.env",
      "/.well-known/security.txt",
    ];
    const seen = [];
    for (const path of missing) {
      const res = await call(app, "GET", path);
      seen.push(`${path} ${res.statusCode}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"], path).not.toMatch(/text\/html/);
      expect(res.body, path).not.toContain("<title>ClassCharm</title>");
    }
    console.log(`missing files: ${seen.join(", ")}`);
    expect((await call(app, "GET", "/app.js")).statusCode).toBe(200);
    expect(
      (await call(app, "GET", "/dashboard/0195b3c2-7f00-7000-8000-000000000001")).statusCode,
    ).toBe(200);
  });

  it("turns validation errors into 400 with field details", async () => {
    const res = await call(app, "POST", "/api/__test/echo", { body: { name: "", count: 1.5 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Invalid request");
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      "body.count",
      "body.name",
    ]);
  });

  it("answers malformed JSON, a wrong content type and a huge body with 4xx", async () => {
    const bad = await call(app, "POST", "/api/__test/echo", { body: "{not json" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "Malformed JSON body", code: "malformed_body" });
    const text = await call(app, "POST", "/api/__test/echo", {
      body: "name=x",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
    const huge = await call(app, "POST", "/api/__test/echo", {
      body: { name: "x".repeat(2 * 1024 * 1024), count: 1 },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: "Request body is too large", code: "body_too_large" });
  });

  it("keeps a known error's status and hides the internals of a 5xx", async () => {
    const conflict = await call(app, "GET", "/api/__test/conflict");
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: "You can have at most 5 classes", code: "conflict" });
    const boom = await call(app, "GET", "/api/__test/boom");
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain("hunter2");
    expect(boom.json()).toEqual({
      error: "Something went wrong on the server",
      code: "server_error",
    });
  });

  it("publishes an OpenAPI 3 document of its routes", async () => {
    const res = await call(app, "GET", "/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/config"]));
  });

  it("lets in-flight requests finish on close, then closes the database", async () => {
    const other = await freshDatabase();
    const closing = await buildApp({
      config: testConfig({ DATABASE_URL: other.url }),
      clientDir: null,
      logger: false,
    });
    // close() starts once the request is in the handler: a fixed 50 ms wait let a loaded
    // machine close first, and the request then met the 503 of a closing server.
    let arrived: () => void = () => {};
    const inHandler = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    closing.get("/api/__test/slow", async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { finished: true };
    });
    const address = await closing.listen({ port: 0, host: "127.0.0.1" });
    const inFlight = fetch(`${address}/api/__test/slow`).then((r) => r.json());
    await inHandler;
    await closing.close();
    expect(await inFlight).toEqual({ finished: true });
    await expect(
      closing.ctx.database.db.selectFrom("classes").selectAll().execute(),
    ).rejects.toThrow(/driver has already been destroyed/);
    await other.drop();
  });
});
