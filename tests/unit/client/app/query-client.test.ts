import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoSession } from "#src/client/app/demo/demo-session";
import { createQueryClient } from "#src/client/app/query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("query client", () => {
  it("is configured as docs/product.md#limits says: no retries, no refetch, never stale", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(mutations?.retry).toBe(false);
  });

  it("pauses offline for a teacher (docs/product.md#offline), and never for the demo, whose data is in the page", () => {
    const teacher = createQueryClient().getDefaultOptions();
    expect([teacher.queries?.networkMode, teacher.mutations?.networkMode]).toEqual([
      "online",
      "online",
    ]);
    const demo = createDemoSession().queryClient.getDefaultOptions();
    expect([demo.queries?.networkMode, demo.mutations?.networkMode]).toEqual(["always", "always"]);
  });

  it("fetches by key with the default query function and does not retry", async () => {
    const fetchMock = vi.fn(async () => new Response("boom", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/config"] })).rejects.toThrow("500: boom");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(["/api/config", expect.anything()]);
  });

  it("keeps a result fresh forever", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["/api/health"] });
    await client.fetchQuery({ queryKey: ["/api/health"] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
