import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Methods that change nothing: their quick, successful answers are routine. */
const READS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

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
