import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountExport } from "#src/domain/schemas/account";
import { openAccountExport } from "#src/server/features/account/export";
import { insertGroupings } from "../../support/groupings-world";
import { call, createTestApp, type TestApp } from "../../support/harness";
import { roster } from "../../support/roster";
import { teacherWithClass } from "../../support/teachers";

/**
 * Decision 0031 on SQLite and PostgreSQL: "Export all my data" writes the archive as it reads
 * it, a page of rows at a time, instead of building it whole in memory: the answer is chunked,
 * no piece of it is more than a page or two, and its text is exactly what the archive's schema
 * writes (same keys, same order).
 */
let t: TestApp;
let me: { cookie: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  const { classId, ...teacher } = await teacherWithClass(t.app, "Big");
  me = teacher;
  const rows = Array.from({ length: 5_000 }, (_, i) => ({
    name: `Pupil ${i + 1}`,
    number: (i % 4) + 1,
    color: "Red",
  }));
  const imported = await call(t.app, "POST", `/api/classes/${classId}/students/import`, {
    cookie: me.cookie,
    body: { rows },
  });
  expect(imported.statusCode, imported.body).toBe(201);
  const ids = (await roster(t.app, me.cookie).students(classId)).map((s) => s.id);
  await insertGroupings(t.database.db, classId, 3, ids);
  await roster(t.app, me.cookie).newClass("Empty");
}, 120_000);
afterAll(() => t.close());

describe("GET /api/account/export streams (decision 0031)", () => {
  it("is written in pieces of about a page each, and reads back exactly as the schema writes it", async () => {
    const now = new Date("2026-11-27T12:00:00.000Z");
    const pieces: string[] = [];
    for await (const piece of await openAccountExport(t.database.db, me.userId, now)) {
      pieces.push(piece);
    }
    const text = pieces.join("");
    // 5,000 students and 3 x 5,000 saved members: many pages, none of them the whole archive.
    expect(text.length).toBeGreaterThan(2_000_000);
    expect(pieces.length).toBeGreaterThan(20);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(250_000);
    const archive = accountExport.parse(JSON.parse(text));
    expect(JSON.stringify(archive)).toBe(text);
    expect(archive.exportedAt).toBe(now.toISOString());
    const [big, empty] = archive.classes;
    expect(big?.students).toHaveLength(5_000);
    expect(big?.saved_groupings).toHaveLength(3);
    expect(big?.saved_groupings[0]?.groups[0]).toHaveLength(5_000);
    expect(empty).toMatchObject({ name: "Empty", students: [], saved_groupings: [] });
  });

  it("answers chunked (no length known up front) with the same archive", async () => {
    const res = await call(t.app, "GET", "/api/account/export", { cookie: me.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const archive = accountExport.parse(res.json());
    expect(JSON.stringify(archive)).toBe(res.body);
    const pieces: string[] = [];
    for await (const piece of await openAccountExport(t.database.db, me.userId)) {
      pieces.push(piece);
    }
    const fresh = JSON.parse(pieces.join(""));
    expect({ ...archive, exportedAt: "" }).toEqual({ ...fresh, exportedAt: "" });
  });

  it("serves other requests between its pages", async () => {
    const order: string[] = [];
    const exporting = call(t.app, "GET", "/api/account/export", { cookie: me.cookie }).then(
      (res) => {
        order.push("export");
        return res;
      },
    );
    // Let the export start reading, then ask for the health check.
    await new Promise((resolve) => setImmediate(resolve));
    const health = await call(t.app, "GET", "/api/health");
    order.push("health");
    expect(health.statusCode).toBe(200);
    expect((await exporting).statusCode).toBe(200);
    expect(order).toEqual(["health", "export"]);
  });
});
