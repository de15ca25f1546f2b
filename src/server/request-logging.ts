import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Methods that change nothing: their quick, successful answers are routine. */
const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Path segments that are secrets: Better Auth's reset link carries its token in the path. */
const SECRET_SEGMENT = /^(\/api\/auth\/reset-password\/)[^/?]+/;

/**
 * A request's address as the log writes it: the path with any secret segment replaced, and the
 * query string's names with every value replaced. Query strings carry one-time secrets (Google's
 * OAuth callback `code` and `state`, Better Auth's `token` on e-mail links), and an operator
 * needs which parameters came, not their values.
 */
export function loggedUrl(url: string): string {
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).replace(SECRET_SEGMENT, "$1[redacted]");
  if (q === -1) return path;
  const names = url
    .slice(q + 1)
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const eq = part.indexOf("=");
      return `${eq === -1 ? part : part.slice(0, eq)}=[redacted]`;
    });
  return names.length === 0 ? path : `${path}?${names.join("&")}`;
}

/** Fastify's `req` serializer for every log line, with `loggedUrl` in place of the raw URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === "string" ? loggedUrl(request.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A read slower than this is logged at info like a change (ms). */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's per-request log lines, as production writes them (docs/decisions/0024): one line
 * when a request completes, with its method, URL, status and time (Fastify writes two, the
 * first when the request arrives). At info level the line is written for every change (POST,
 * PUT, PATCH, DELETE), every refusal or failure (status 400 and up, errors) and every slow
 * read; a quick, successful read (the signed-in app's many GETs) is logged at debug, so
 * LOG_LEVEL=debug shows every request again, with its arrival line. The lines of the reads were
 * most of the log's volume and cost (about 44 µs of CPU per request, measured by the api bench)
 * and told an operator nothing the access pattern does not.
 */
export class RequestLogging extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, "request errored");
    } else if (
      READS.has(request.method) &&
      reply.statusCode < 400 &&
      responseTime < SLOW_REQUEST_MS
    ) {
      reply.log.debug({ req: request, res: reply, responseTime }, "request completed");
    } else {
      reply.log.info({ req: request, res: reply, responseTime }, "request completed");
    }
  }
}
