import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApp, type TestApp } from "../../support/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI", () => {
  it("documents every class, student and history route with a tag", async () => {
    const doc = (await call(t.app, "GET", "/api/openapi.json")).json();
    const expected: [string, string, string][] = [
      ["/api/classes", "get", "classes"],
      ["/api/classes", "post", "classes"],
      ["/api/classes/{id}", "put", "classes"],
      ["/api/classes/{id}", "delete", "classes"],
      ["/api/students/{classId}", "get", "students"],
      ["/api/students", "post", "students"],
      ["/api/students/{id}", "put", "students"],
      ["/api/students/{id}", "delete", "students"],
      ["/api/classes/{id}/students/import", "post", "students"],
      ["/api/classes/{id}/shuffle", "post", "students"],
      ["/api/classes/{id}/export.csv", "get", "students"],
      ["/api/selection-history/{classId}", "get", "selection-history"],
      ["/api/selection-history", "post", "selection-history"],
      ["/api/selection-history/{classId}", "delete", "selection-history"],
    ];
    for (const [path, method, tag] of expected) {
      const op = doc.paths?.[path]?.[method];
      expect(op?.tags, `${method} ${path}`).toEqual([tag]);
      expect(Object.keys(op.responses), `${method} ${path}`).toContain("404");
    }
  });
});
