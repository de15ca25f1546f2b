/** A small HTTP client for the kill test: same-origin JSON writes with the session cookie. */
export const DURABILITY_ORIGIN = "http://durability.localhost";

export interface Answer {
  status: number;
  /** The parsed body, or undefined when the connection died before the whole body arrived. */
  body: unknown;
}

export class ApiClient {
  cookie = "";
  constructor(public baseUrl: string) {}

  /** Resolves with the status once the headers arrived; rejects when no answer came. */
  async send(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: DURABILITY_ORIGIN };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (method === "POST" && path === "/api/auth/sign-up/email") {
      this.cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
    }
    const text = await res.text().catch(() => undefined);
    let parsed: unknown;
    try {
      parsed = text === undefined || text === "" ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed };
  }

  /** The same, for set-up steps that must succeed: throws on any other status. */
  async expect<T>(status: number, method: "GET" | "POST" | "DELETE", path: string, body?: unknown) {
    const answer = await this.send(method, path, body);
    if (answer.status !== status) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  }
}
