import {
  isCurrent,
  locationOf,
  navigateTo,
  parsePattern,
  withSearch,
} from "@src/client/lib/router";
import { TAB_ADDRESS, TABS } from "@src/client/lib/tab-routes";
import { afterEach, describe, expect, it, vi } from "vitest";
import { matchRoute } from "wouter";

/** What wouter's <Route path> sees for an address with the app's parser. */
const match = (route: string | RegExp, path: string) =>
  matchRoute(parsePattern, route, path) as [boolean, Record<string, string | undefined> | null];

const url = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("the app's router (docs/decisions/0026)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("matches a static route as React Router did: any case, any trailing slashes, nothing more", () => {
    for (const path of ["/auth", "/auth/", "/auth//", "/AUTH", "/Auth/"]) {
      expect(match("/auth", path)[0], path).toBe(true);
    }
    for (const path of ["/auth/x", "/authx", "/", "/auth/reset-password"]) {
      expect(match("/auth", path)[0], path).toBe(false);
    }
    expect(match("/auth/reset-password", "/auth/reset-password/")[0]).toBe(true);
  });

  it("reads a parameter, one segment, never empty", () => {
    const route = "/print/students/:classId";
    const [matched, params] = match(route, "/print/students/0193-ab");
    expect(matched).toBe(true);
    expect(params?.classId).toBe("0193-ab");
    expect(match(route, "/print/students/0193-ab/")[1]?.classId).toBe("0193-ab");
    expect(match(route, "/print/students/")[0]).toBe(false);
    expect(match(route, "/print/students/a/b")[0]).toBe(false);
    expect(match(route, "/print/students")[0]).toBe(false);
  });

  it("lets `/dashboard/*` match the bare prefix and anything under it, not a longer name", () => {
    for (const path of ["/dashboard", "/dashboard/", "/dashboard/classes", "/Dashboard/a/b"]) {
      expect(match("/dashboard/*", path)[0], path).toBe(true);
    }
    expect(match("/dashboard/*", "/dashboard/students")[1]?.["*"]).toBe("students");
    expect(match("/dashboard/*", "/dashboardx")[0]).toBe(false);
  });

  it("escapes a pattern's other characters, and `*` matches every address (the 404 route)", () => {
    expect(match("/a.b", "/a.b")[0]).toBe(true);
    expect(match("/a.b", "/axb")[0]).toBe(false);
    for (const path of ["/", "/nope", "/a/b/c"]) expect(match("*", path)[0], path).toBe(true);
  });

  it("has one route for `/`, `/home` and every tab, and nothing else", () => {
    for (const path of ["/", "//", "/home", "/home/", "/Students", ...TABS.map((t) => `/${t}`)]) {
      expect(match(TAB_ADDRESS, path)[0], path).toBe(true);
    }
    for (const path of ["/homes", "/classes/x", "/dashboard", "/auth", "/privacy", "/x/classes"]) {
      expect(match(TAB_ADDRESS, path)[0], path).toBe(false);
    }
  });

  it("reads state and key from React Router's entry shape; the entry the app opened on is 'default'", () => {
    expect(locationOf(url("/print/groups"), null)).toEqual({
      pathname: "/print/groups",
      search: "",
      hash: "",
      state: null,
      key: "default",
    });
    const entry = { usr: { groupSheet: "x" }, key: "k1", idx: 2 };
    expect(locationOf(url("/print/groups", "?a=1", "#h"), entry)).toEqual({
      pathname: "/print/groups",
      search: "?a=1",
      hash: "#h",
      state: { groupSheet: "x" },
      key: "k1",
    });
    // A fragment link's entry (the browser's, state null) is not one of ours either.
    expect(locationOf(url("/classes", "", "#main"), null).key).toBe("default");
  });

  it("writes every navigation with its state and a fresh key, pushing unless told to replace", () => {
    const pushState = vi.fn();
    const replaceState = vi.fn();
    vi.stubGlobal("history", { pushState, replaceState });
    navigateTo("/print/groups", { state: { groupSheet: "s" } });
    navigateTo("/auth", { replace: true });
    navigateTo("/classes");
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState.mock.calls[0]?.slice(1)).toEqual(["", "/auth"]);
    expect(replaceState.mock.calls[0]?.[0]).toMatchObject({ usr: null });
    const pushed = pushState.mock.calls.map(([state, , to]) => ({ state, to }));
    expect(pushed.map((p) => p.to)).toEqual(["/print/groups", "/classes"]);
    expect(pushed[0]?.state.usr).toEqual({ groupSheet: "s" });
    const keys = pushed.map((p) => p.state.key);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+$/);
    expect(new Set(keys).size).toBe(2);
  });

  it("knows a link to the address already shown, query and hash included", () => {
    const here = locationOf(url("/auth", "?mode=forgot"), null);
    expect(isCurrent(here, "/auth?mode=forgot")).toBe(true);
    expect(isCurrent(here, "/auth")).toBe(false);
    expect(isCurrent(locationOf(url("/"), null), "/")).toBe(true);
    expect(isCurrent(locationOf(url("/", "", "#main"), null), "/")).toBe(false);
  });

  it("sets the query on the same path, with no `?` when it is empty", () => {
    expect(withSearch("/settings", new URLSearchParams("a=1&b=x y"))).toBe("/settings?a=1&b=x+y");
    expect(withSearch("/settings", new URLSearchParams())).toBe("/settings");
  });
});
