import { describe, expect, it } from "vitest";
import { isAppTabPath, layoutOf, TABS, tabFromPath, tabPath } from "#src/client/lib/tab-routes";

describe("tab routes (docs/product.md#routes)", () => {
  it("maps layout-2 addresses to tabs, /home being an alias of /", () => {
    expect(tabFromPath("/")).toBe("home");
    expect(tabFromPath("/home")).toBe("home");
    expect(tabFromPath("/classes")).toBe("classes");
    expect(tabFromPath("/useful/")).toBe("useful");
    expect(layoutOf("/students")).toBe("app");
  });

  it("maps dashboard addresses, unknown and bare tabs showing classes", () => {
    expect(layoutOf("/dashboard")).toBe("dashboard");
    expect(layoutOf("/dashboardx")).toBe("app");
    expect(tabFromPath("/dashboard")).toBe("classes");
    expect(tabFromPath("/dashboard/")).toBe("classes");
    expect(tabFromPath("/dashboard/randomizer")).toBe("randomizer");
    expect(tabFromPath("/dashboard/nonsense")).toBe("classes");
    expect(tabFromPath("/dashboard/home")).toBe("classes");
  });

  it("builds addresses that stay in the layout, Home always resetting to /", () => {
    expect(tabPath("students", "app")).toBe("/students");
    expect(tabPath("students", "dashboard")).toBe("/dashboard/students");
    expect(tabPath("home", "dashboard")).toBe("/");
    expect(tabPath("home", "app")).toBe("/");
  });

  it("round-trips every tab in both layouts", () => {
    for (const tab of TABS) {
      expect(tabFromPath(tabPath(tab, "app"))).toBe(tab);
      if (tab !== "home") expect(tabFromPath(tabPath(tab, "dashboard"))).toBe(tab);
    }
  });

  it("knows which layout-2 addresses are tab routes", () => {
    expect(isAppTabPath("/classes")).toBe(true);
    expect(isAppTabPath("/")).toBe(false);
    expect(isAppTabPath("/home")).toBe(false);
    expect(isAppTabPath("/auth")).toBe(false);
  });
});
