import { i18n } from "@lingui/core";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryFn, queryKeyToPath, request, throwIfNotOk } from "#src/client/lib/request";

type Call = [string, RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(data: unknown, status = 200) {
  return new Response(JSON.stringify(data), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

function context(queryKey: readonly unknown[]) {
  return { queryKey, signal: new AbortController().signal } as unknown as QueryFunctionContext;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("request", () => {
  it("sends cookies and a JSON body with a JSON content-type", async () => {
    const fetchMock = stubFetch(json({ id: "c1" }, 201));
    const result = await request("POST", "/api/classes", { body: { name: "4B" } });
    expect(result).toEqual({ id: "c1" });
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe("/api/classes");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Accept-Language": "en", "Content-Type": "application/json" });
    expect(init.body).toBe('{"name":"4B"}');
  });

  it("asks for the server's words in the teacher's language", async () => {
    i18n.loadAndActivate({ locale: "es", messages: {} });
    try {
      const fetchMock = stubFetch(new Response(null, { status: 204 }));
      await request("DELETE", "/api/classes/c1", { headers: { "If-Match": '"3"' } });
      const [, init] = fetchMock.mock.calls[0] as Call;
      expect(init.headers).toEqual({ "Accept-Language": "es", "If-Match": '"3"' });
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });

  it("sends no body and no content-type without data", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    expect(await request("DELETE", "/api/classes/c1")).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as Call;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ "Accept-Language": "en" });
    expect(init.credentials).toBe("include");
  });

  it("turns a non-OK answer into '<status>: <body text>'", async () => {
    stubFetch(new Response('{"error":"You can have at most 5 classes"}', { status: 409 }));
    await expect(request("POST", "/api/classes", { body: {} })).rejects.toThrow(
      '409: {"error":"You can have at most 5 classes"}',
    );
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 500, statusText: "Internal Server Error" }));
    await expect(request("GET", "/api/health")).rejects.toThrow("500: Internal Server Error");
  });

  it("throws on 401 by default", async () => {
    stubFetch(new Response("Unauthorized", { status: 401 }));
    await expect(request("GET", "/api/classes")).rejects.toThrow("401: Unauthorized");
  });

  it("yields null on 401 when asked to", async () => {
    stubFetch(new Response("Unauthorized", { status: 401 }));
    expect(await request("GET", "/api/classes", { on401: "returnNull" })).toBeNull();
  });

  it("still throws other errors with on401 returnNull", async () => {
    stubFetch(new Response("Forbidden", { status: 403 }));
    await expect(request("GET", "/api/x", { on401: "returnNull" })).rejects.toThrow(
      "403: Forbidden",
    );
  });

  it("returns text for a non-JSON answer", async () => {
    stubFetch(new Response("pong", { headers: { "Content-Type": "text/plain" } }));
    expect(await request("GET", "/ping")).toBe("pong");
  });
});

describe("throwIfNotOk", () => {
  it("passes an OK answer", async () => {
    await expect(throwIfNotOk(new Response("fine"))).resolves.toBeUndefined();
  });
});

describe("query functions", () => {
  it("joins the key parts with slashes", () => {
    expect(queryKeyToPath(["/api/students", "abc"])).toBe("/api/students/abc");
    expect(queryKeyToPath(["/api/config"])).toBe("/api/config");
    expect(queryKeyToPath(["/api/page", 2])).toBe("/api/page/2");
  });

  it("rejects key parts that are not strings or numbers", () => {
    expect(() => queryKeyToPath(["/api/x", { id: 1 }])).toThrow(TypeError);
  });

  it("GETs the joined path with cookies", async () => {
    const fetchMock = stubFetch(json([{ id: "s1" }]));
    const data = await getQueryFn()(context(["/api/students", "c1"]));
    expect(data).toEqual([{ id: "s1" }]);
    const [url, init] = fetchMock.mock.calls[0] as Call;
    expect(url).toBe("/api/students/c1");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
  });

  it("throws on 401 by default and yields null with returnNull", async () => {
    stubFetch(new Response("", { status: 401, statusText: "Unauthorized" }));
    await expect(getQueryFn()(context(["/api/me"]))).rejects.toThrow("401: Unauthorized");
    stubFetch(new Response("", { status: 401 }));
    expect(await getQueryFn({ on401: "returnNull" })(context(["/api/me"]))).toBeNull();
  });
});

describe("a 401 is reported (the teacher's data is then wiped)", () => {
  it("reports every 401, thrown or returned as null, and nothing else", async () => {
    const { onUnauthorized } = await import("#src/client/lib/unauthorized");
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    try {
      stubFetch(json({ error: "Please sign in" }, 401));
      await expect(request("GET", "/api/classes")).rejects.toThrow(/^401: /);
      expect(heard).toHaveBeenCalledTimes(1);
      stubFetch(json({ error: "Please sign in" }, 401));
      await expect(request("GET", "/api/me", { on401: "returnNull" })).resolves.toBeNull();
      expect(heard).toHaveBeenCalledTimes(2);
      await expect(throwIfNotOk(json({ error: "x" }, 401))).rejects.toThrow(/^401: /);
      expect(heard).toHaveBeenCalledTimes(3);
      for (const status of [400, 403, 404, 409, 500]) {
        stubFetch(json({ error: "x" }, status));
        await expect(request("GET", "/api/classes")).rejects.toThrow();
      }
      expect(heard).toHaveBeenCalledTimes(3);
    } finally {
      stop();
    }
    stubFetch(json({ error: "Please sign in" }, 401));
    await expect(request("GET", "/api/classes")).rejects.toThrow();
    expect(heard).toHaveBeenCalledTimes(3);
  });
});
