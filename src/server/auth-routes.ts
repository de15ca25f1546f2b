import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Auth } from "./auth";

/** Node request headers -> Fetch Headers (repeated headers joined as Fetch does). */
export function toFetchHeaders(raw: FastifyRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

/**
 * Mounts Better Auth at /api/auth/*. The body is passed through untouched (JSON, and
 * form-urlencoded for OpenID Connect form-post callbacks), so Better Auth parses it itself.
 */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: Auth }): Promise<void> {
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
      const headers = toFetchHeaders(request.headers);
      // Better Auth rate-limits by this header; Fastify's request.ip honours trustProxy, so a
      // client cannot pick its own address by sending the header itself.
      headers.set("x-forwarded-for", request.ip);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? (request.body as string) : undefined,
        }),
      );
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
