import { vi } from "vitest";

/** One request the component sent: its method, path and JSON body. */
export type Call = { method: string; path: string; body: unknown };
type Route = (body: unknown) => Response | Promise<Response>;

/** A JSON answer, as the server gives it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** A gate an answer waits on, so a test can act while the request is under way. */
export function gate(): { open: () => void; opened: Promise<void> } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * The network, and only the network, replaced: `fetch` answers "METHOD /path" from `routes` and
 * records every request. A request no route answers gets a 501, so the component shows its
 * error state and the test's expectations about the calls name the stray request.
 */
export function fakeApi(routes: Record<string, Route>): { calls: Call[] } {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });
    const route = routes[`${request.method} ${path}`];
    return route ? route(body) : json({ error: `No answer for ${request.method} ${path}` }, 501);
  });
  return { calls };
}

/** What was sent with `method` (the writes, usually). */
export function sent(calls: readonly Call[], method: string): Call[] {
  return calls.filter((call) => call.method === method);
}
