import { msg } from "@lingui/core/macro";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { codeForStatus, type ErrorCode } from "#src/domain/schemas/error-codes";
import { HttpError } from "../errors";
import type { AccountLimits } from "../security/account-limits";
import { TOO_MANY_REQUESTS } from "../security/rate-limit";
import type { Auth } from "./auth";

const AUTH_BASE = "/api/auth";

/**
 * Node request headers -> Fetch Headers (repeated headers joined as Fetch does). A value Fetch
 * refuses (a NUL, CR or LF in it) is a 400, not a TypeError (a 500).
 */
export function toFetchHeaders(raw: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      try {
        headers.append(key, v);
      } catch {
        throw new HttpError(400, msg`Invalid ${key} header`);
      }
    }
  }
  return headers;
}

/** Headers that name a client address or the original host/scheme, as any client may send them. */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "cf-connecting-ip",
  "true-client-ip",
  "fastly-client-ip",
];

/**
 * The headers handed to Better Auth: the client's own forwarding headers removed, and the address
 * Fastify derived (`request.ip`, which honours only TRUST_PROXY's proxies) as the one
 * `X-Forwarded-For`, which Better Auth rate-limits by and stores with a session
 * (`advanced.ipAddress.ipAddressHeaders`). So no client picks its own address.
 */
export function authRequestHeaders(request: FastifyRequest): Headers {
  const headers = toFetchHeaders(request.headers);
  for (const name of FORWARDING_HEADERS) headers.delete(name);
  if (request.ip) headers.set("x-forwarded-for", request.ip);
  return headers;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad request",
  401: "Please sign in",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  413: "Request body is too large",
  415: "Unsupported content type: send JSON",
  422: "Unprocessable request",
  429: "Too many requests. Please wait a moment and try again.",
};

/**
 * Better Auth's error answer as the API's `{ error, code }`, keeping its `message`, which its
 * browser client reads. Its own code (`INVALID_TOKEN`, ...) becomes one of the API's codes and
 * stays in `details.auth_code`. An empty or non-JSON answer gets a message of its status.
 */
export function authErrorBody(status: number, text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = text === "" ? undefined : JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const fields =
    typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  const { message } = fields;
  const error =
    typeof message === "string" && message !== ""
      ? message
      : (STATUS_TEXT[status] ??
        (status >= 500 ? "Something went wrong on the server" : "Bad request"));
  const authCode = typeof fields.code === "string" ? fields.code : undefined;
  const code: ErrorCode =
    authCode === "INVALID_TOKEN" || authCode === "TOKEN_EXPIRED"
      ? "invalid_token"
      : codeForStatus(status);
  return authCode === undefined
    ? { ...fields, error, code }
    : { ...fields, error, code, details: { auth_code: authCode } };
}

/**
 * Mounts Better Auth at /api/auth/*. The body is passed through untouched (JSON, and
 * form-urlencoded for OpenID Connect form-post callbacks), so Better Auth parses it itself.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, accounts }: { auth: Auth; accounts: AccountLimits | null },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const hasBody = request.method !== "GET" && typeof request.body === "string";
      // Per account (the e-mail in the body) before Better Auth's per-address limits (0008).
      const perAccount = hasBody
        ? accounts?.check(url.pathname.slice(AUTH_BASE.length), request.body)
        : null;
      const decision = perAccount ? await perAccount : null;
      if (decision && !decision.allowed) {
        return reply
          .status(429)
          .header("retry-after", String(decision.retryAfter))
          .send({ error: TOO_MANY_REQUESTS, code: "rate_limited", message: TOO_MANY_REQUESTS });
      }
      const headers = authRequestHeaders(request);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? (request.body as string) : undefined,
        }),
      );
      reply.status(response.status);
      // Better Auth names its wait X-Retry-After; HTTP clients read Retry-After (seconds).
      const retryAfter = response.headers.get("x-retry-after");
      if (response.status === 429 && retryAfter) reply.header("retry-after", retryAfter);
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (response.status >= 400) {
        reply.header("content-type", "application/json; charset=utf-8");
        return reply.send(authErrorBody(response.status, await response.text()));
      }
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
