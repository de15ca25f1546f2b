import { describe, expect, it, vi } from "vitest";
import { config } from "zod/v4/core";

describe("zod-csp: Zod never probes for eval in the browser (CSP)", () => {
  it("sets jitless through Zod's public config, before any schema is made", async () => {
    config({ jitless: false });
    vi.resetModules();
    await import("#src/client/lib/zod-csp");
    expect(config().jitless).toBe(true);
  });
});
