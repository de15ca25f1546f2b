import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#src/client/app/router";
import { TABS } from "#src/client/lib/tab-routes";

/** The tab a matched address shows (`handle.tab` of its route), or what else it is. */
function shown(pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const tab = matches
    .map((m) => (m.route.handle as { tab?: string } | undefined)?.tab)
    .find(Boolean);
  if (tab) return `${matches[1]?.route.path} ${tab}`;
  const last = matches.at(-1)?.route as RouteObject | undefined;
  return last?.path ?? "none";
}

describe("the route table (docs/product.md#routes)", () => {
  it("shows every tab in both layouts, Home at / and /home", () => {
    expect(shown("/")).toBe("/ home");
    expect(shown("/home")).toBe("/ home");
    for (const tab of TABS.filter((t) => t !== "home")) {
      expect(shown(`/${tab}`)).toBe(`/ ${tab}`);
      expect(shown(`/dashboard/${tab}`)).toBe(`/dashboard ${tab}`);
    }
  });

  it("an unknown dashboard tab shows the classes view; a bare /dashboard is the layout alone", () => {
    expect(shown("/dashboard/nonsense")).toBe("/dashboard classes");
    expect(shown("/dashboard/home")).toBe("/dashboard classes");
    expect(shown("/dashboard")).toBe("/dashboard");
  });

  it("matches in any case and with trailing slashes, as React Router does", () => {
    expect(shown("/Classes/")).toBe("/ classes");
    expect(shown("/dashboard/GROUPS//")).toBe("/dashboard groups");
    expect(shown("/Privacy/")).toBe("/privacy");
    expect(shown("/print/students/abc")).toBe("/print/students/:classId");
    expect(shown("/auth/reset-password")).toBe("/auth/reset-password");
  });

  it("anything else is the 404 page", () => {
    for (const path of ["/privacy/extra", "/classes/extra", "/nope", "/print"]) {
      expect(shown(path), path).toBe("*");
    }
  });
});
