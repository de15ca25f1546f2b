import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "#src/domain/schemas/error-codes";
import { call } from "../support/harness";
import { type ApiRoute, createRecordedApp, isAuthRoute } from "../support/route-table";

interface Operation {
  responses?: Record<string, unknown>;
  requestBody?: unknown;
}
interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

let t: Awaited<ReturnType<typeof createRecordedApp>>;
let doc: OpenApiDoc;
beforeAll(async () => {
  t = await createRecordedApp();
  const res = await call(t.app, "GET", "/api/openapi.json");
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const documented = (route: ApiRoute) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const apiRoutes = () => t.routes.filter((r) => !isAuthRoute(r.url));

describe("GET /api/openapi.json (docs/product.md#api)", () => {
  it("is an OpenAPI 3 document for the ClassCharm API, readable signed out", () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("ClassCharm API");
  });

  it("covers every registered /api route except Better Auth's /api/auth/*", () => {
    const routes = apiRoutes();
    // The original calls alone (docs/product.md#api) are 18; the enumeration must have found the real table.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const missing = routes.filter((r) => !documented(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(routes.filter((r) => r.hidden).map((r) => r.url)).toEqual([]);
  });

  it("documents each route's request body and answers from its schemas", () => {
    for (const route of apiRoutes()) {
      const op = documented(route);
      const name = `${route.method} ${route.url}`;
      if (route.hasBody) expect(op?.requestBody, name).toBeDefined();
      expect(Object.keys(op?.responses ?? {}).sort(), name).toEqual(
        expect.arrayContaining(route.responseCodes),
      );
      // Google's OAuth callback is a browser navigation: it only redirects (303).
      if (route.url === "/api/google-classroom/callback") {
        expect(route.responseCodes, name).toContain("303");
      } else if (route.url !== "/api/openapi.json") {
        expect(
          route.responseCodes.some((c) => c.startsWith("2")),
          `${name}: no 2xx schema`,
        ).toBe(true);
      }
    }
  });

  it("documents every error answer as { error, code } with the closed set of codes", () => {
    const closed = JSON.stringify([...ERROR_CODES]);
    let errors = 0;
    for (const route of apiRoutes()) {
      const op = documented(route);
      for (const [status, answer] of Object.entries(op?.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        errors++;
        const text = JSON.stringify(answer);
        const name = `${route.method} ${route.url} ${status}`;
        expect(text, name).toContain('"error"');
        expect(text, name).toContain('"code"');
        expect(text, name).toContain(closed.slice(1, -1));
      }
    }
    expect(errors).toBeGreaterThan(50);
  });

  it("documents the group rules and saved groupings contract from the shared schemas", () => {
    const rules = doc.paths["/api/classes/{classId}/group-rules"];
    expect(JSON.stringify(rules?.post?.requestBody)).toContain('"keep-apart"');
    expect(rules?.post?.responses?.["409"]).toBeDefined();
    expect(JSON.stringify(rules?.get?.responses?.["200"])).toContain('"student_ids"');
    expect(doc.paths["/api/group-rules/{id}"]?.delete?.responses?.["204"]).toBeDefined();
    const groupings = doc.paths["/api/classes/{classId}/groupings"];
    expect(JSON.stringify(groupings?.post?.requestBody)).toContain('"balance_on"');
    // The list answers summaries (counts, no members); one grouping answers its members.
    const listed = JSON.stringify(groupings?.get?.responses?.["200"]);
    expect(listed).toContain('"member_count"');
    expect(listed).not.toContain('"student_id"');
    const one = doc.paths["/api/groupings/{id}"]?.get;
    expect(JSON.stringify(one?.responses?.["200"])).toContain('"student_id"');
    expect(one?.responses?.["404"]).toBeDefined();
    const rename = doc.paths["/api/groupings/{id}"]?.patch as
      | (Operation & { parameters?: { name: string; in: string }[] })
      | undefined;
    expect(rename?.parameters?.some((p) => p.in === "header" && p.name === "if-match")).toBe(true);
    expect(JSON.stringify(rename?.responses?.["409"])).toContain('"current"');
    expect(doc.paths["/api/groupings/{id}"]?.delete?.responses?.["204"]).toBeDefined();
  });

  it("documents the seating contract from the shared schemas: rooms, seat needs and charts", () => {
    const rooms = doc.paths["/api/classes/{classId}/rooms"];
    expect(JSON.stringify(rooms?.post?.requestBody)).toContain('"furniture"');
    expect(JSON.stringify(rooms?.post?.requestBody)).toContain('"table-6"');
    expect(rooms?.post?.responses?.["409"]).toBeDefined();
    const redraw = doc.paths["/api/rooms/{id}"]?.put as
      | (Operation & { parameters?: { name: string; in: string }[] })
      | undefined;
    expect(redraw?.parameters?.some((p) => p.in === "header" && p.name === "if-match")).toBe(true);
    expect(JSON.stringify(redraw?.responses?.["409"])).toContain('"current"');
    expect(doc.paths["/api/rooms/{id}"]?.delete?.responses?.["204"]).toBeDefined();
    const needs = doc.paths["/api/classes/{classId}/seat-needs"];
    expect(JSON.stringify(needs?.put?.requestBody)).toContain('"aisle"');
    expect(JSON.stringify(needs?.get?.responses?.["200"])).toContain('"student_id"');
    const charts = doc.paths["/api/classes/{classId}/seating-charts"];
    const save = charts?.post as
      | (Operation & { parameters?: { name: string; in: string }[] })
      | undefined;
    expect(JSON.stringify(save?.requestBody)).toContain('"pinned_student_ids"');
    expect(save?.parameters?.some((p) => p.name === "idempotency-key")).toBe(true);
    // The list answers summaries (no seats); one chart answers its layout and seats.
    const listed = JSON.stringify(charts?.get?.responses?.["200"]);
    expect(listed).toContain('"seat_count"');
    expect(listed).not.toContain('"seat_id"');
    const one = doc.paths["/api/seating-charts/{id}"];
    expect(JSON.stringify(one?.get?.responses?.["200"])).toContain('"seat_id"');
    expect(JSON.stringify(one?.patch?.responses?.["409"])).toContain('"current"');
    expect(one?.delete?.responses?.["204"]).toBeDefined();
  });

  it("documents the Idempotency-Key of a pick (a retried pick is recorded once)", () => {
    for (const path of ["/api/selection-history/draws", "/api/selection-history"]) {
      const post = doc.paths[path]?.post as
        | (Operation & { parameters?: { name: string; in: string }[] })
        | undefined;
      expect(
        post?.parameters?.some((p) => p.in === "header" && p.name === "idempotency-key"),
        path,
      ).toBe(true);
      expect(post?.responses?.["422"], path).toBeDefined();
    }
  });

  it("documents the roster import contract from the shared schemas", () => {
    const imports = doc.paths["/api/roster-imports"]?.post;
    const body = JSON.stringify(imports?.requestBody);
    for (const field of ['"remove_student_ids"', '"target_class_id"', '"dry_run"', '"oneroster"']) {
      expect(body).toContain(field);
    }
    for (const code of ["200", "400", "404", "409", "413"]) {
      expect(imports?.responses?.[code], code).toBeDefined();
    }
    expect(JSON.stringify(imports?.responses?.["200"])).toContain('"left"');
    const links = doc.paths["/api/roster-links"]?.get;
    expect(JSON.stringify(links?.responses?.["200"])).toContain('"synced_at"');
  });

  it("documents the teacher-settings contract from the shared Zod schemas", () => {
    const put = doc.paths["/api/teacher-settings/{id}"]?.put;
    expect(JSON.stringify(put?.requestBody)).toContain('"renames"');
    expect(JSON.stringify(put?.responses?.["200"])).toContain('"studentsCleared"');
    expect(doc.paths["/api/feedback"]?.post?.responses?.["429"]).toBeDefined();
  });
});
