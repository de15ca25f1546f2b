import { describe, expect, it } from "vitest";
import { safeRedirectPath, signInPathFor } from "#src/client/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with query and hash", () => {
    expect(safeRedirectPath("/dashboard")).toBe("/dashboard");
    expect(safeRedirectPath("/dashboard/students?c=1#top")).toBe("/dashboard/students?c=1#top");
  });

  it("falls back for missing or foreign targets", () => {
    for (const bad of [
      null,
      undefined,
      42,
      "",
      "dashboard",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/\tdashboard",
      // Their dot segments resolve to "//evil.example/x".
      "/.//evil.example/x",
      "/%2e//evil.example/x",
      "/a/..//evil.example/x",
    ]) {
      expect(safeRedirectPath(bad)).toBe("/");
    }
  });

  it("never leads back into the auth pages", () => {
    expect(safeRedirectPath("/auth")).toBe("/");
    expect(safeRedirectPath("/auth/reset-password?token=x")).toBe("/");
    expect(safeRedirectPath("/authors")).toBe("/authors");
  });

  it("uses the given fallback", () => {
    expect(safeRedirectPath(undefined, "/home")).toBe("/home");
  });
});

describe("signInPathFor", () => {
  it("carries the path to come back to", () => {
    expect(signInPathFor("/dashboard/groups?x=1")).toBe(
      "/auth?redirect=%2Fdashboard%2Fgroups%3Fx%3D1",
    );
  });

  it("needs no parameter for the root", () => {
    expect(signInPathFor("/")).toBe("/auth");
  });
});
