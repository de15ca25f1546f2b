import { afterAll, beforeAll, describe, vi } from "vitest";
import { httpSource } from "#src/client/data/http-source";
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from "../support/harness";
import { dataSourceContract } from "./";
import { serverFill } from "./server-fill";

/**
 * The DataSource contract (tests/contracts) on the browser's HTTP source talking to
 * the real server: `fetch` goes through `app.inject` with the current teacher's cookie. The
 * same assertions run on the demo's memory source, so the two cannot drift apart.
 */
let t: TestApp;
let cookie = "";

async function injectFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const res = await t.app.inject({
    method: (init.method ?? "GET") as "GET",
    url: String(input),
    headers: { origin: TEST_ORIGIN, cookie, ...(init.headers as Record<string, string>) },
    payload: typeof init.body === "string" ? init.body : undefined,
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined)
      headers.set(name, Array.isArray(value) ? value.join(", ") : `${value}`);
  }
  const body = res.statusCode === 204 ? null : new Uint8Array(res.rawPayload);
  return new Response(body, { status: res.statusCode, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  vi.stubGlobal("fetch", injectFetch);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});

describe("DataSource contract: HTTP source on the server", () => {
  dataSourceContract(
    async () => {
      const teacher = await signUp(t.app);
      cookie = teacher.cookie;
      return httpSource(teacher.userId);
    },
    serverFill(() => t.database),
  );
});
