import { i18n } from "@lingui/core";
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api-error";
import { reportUnauthorized } from "./unauthorized";

/** What to do with a 401 answer: throw like any other error (default) or yield `null`. */
export type On401 = "throw" | "returnNull";

export type RequestOptions = {
  /** Sent as JSON with a JSON content-type. */
  body?: unknown;
  on401?: On401;
  signal?: AbortSignal;
  /** Extra request headers (If-Match, Idempotency-Key). */
  headers?: Record<string, string>;
};

/**
 * docs/product.md#api: any non-OK answer becomes an ApiError, whose message is "<status>: <body text or
 * status text>". A 401 is also reported (./unauthorized), so the teacher's data is wiped from the
 * browser.
 */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  if (res.status === 401) reportUnauthorized();
  const bodyText = await res.text().catch(() => "");
  throw new ApiError(res.status, bodyText, res.statusText);
}

async function parseBody(res: Response): Promise<unknown> {
  if (res.status === 204) return null;
  const text = await res.text();
  if (!text) return null;
  const type = res.headers.get("content-type") ?? "";
  return type.includes("json") ? JSON.parse(text) : text;
}

/**
 * The one way the browser calls the API (docs/product.md#api): cookies always sent, JSON in and out,
 * no retries. Resolves with the parsed answer (`null` for an empty one).
 */
export async function request<T = unknown>(
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const { body, on401 = "throw", signal } = options;
  const hasBody = body !== undefined;
  // The server writes its words (an error's text) in the teacher's language.
  const headers: Record<string, string> = i18n.locale
    ? { "Accept-Language": i18n.locale, ...options.headers }
    : { ...options.headers };
  if (hasBody) headers["Content-Type"] = "application/json";
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (on401 === "returnNull" && res.status === 401) {
    reportUnauthorized();
    return null as T;
  }
  await throwIfNotOk(res);
  return (await parseBody(res)) as T;
}

/** docs/product.md#api: default reads GET the query key's parts joined by "/". */
export function queryKeyToPath(queryKey: QueryKey): string {
  return queryKey
    .map((part) => {
      if (typeof part === "string" || typeof part === "number") return String(part);
      throw new TypeError(`Query key parts must be strings or numbers, got ${typeof part}`);
    })
    .join("/");
}

/** A TanStack Query function that GETs the path named by the query key. */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: On401 } = {}): QueryFunction<T> {
  return ({ queryKey, signal }) => request<T>("GET", queryKeyToPath(queryKey), { on401, signal });
}
