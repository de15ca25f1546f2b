import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { codeForStatus, type ErrorCode } from "../domain/schemas/error-codes";

/**
 * An error the API answers as `{ error, code }` with its status (404, 409, ...); the code is
 * the status's own unless a more specific one is given (`limit_reached`, ...).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = "HttpError";
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/** 409 `limit_reached`: a documented limit would be passed; the message says which. */
export const limitReached = (message: string) =>
  new HttpError(409, message, undefined, "limit_reached");

/** An error answer's body: the words and the code of its status (or the one given). */
export const errorReply = (status: number, error: string, code = codeForStatus(status)) => ({
  error,
  code,
});

/** 429 with Retry-After (seconds), for limits checked inside a handler. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message);
  }
}

/**
 * One error handler: validation errors are 400 with field details, known client errors keep
 * their status, and a 5xx never shows internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // 429s, and 503s that know when to come back (Google Classroom busy), say when.
      const { retryAfter } = error as { retryAfter?: unknown };
      if (typeof retryAfter === "number") reply.header("retry-after", String(retryAfter));
      return reply
        .status(error.statusCode)
        .send(
          error.details === undefined
            ? { error: error.message, code: error.code }
            : { error: error.message, code: error.code, details: error.details },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: "Invalid request",
        code: "invalid_request",
        details: error.validation.map((v) => ({
          field: [error.validationContext, ...v.instancePath.split("/").filter(Boolean)].join("."),
          message: v.message,
        })),
      });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // The rest of an oversized body is not read: the connection ends after the answer.
      if (status === 413) reply.header("connection", "close");
      const malformed =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
        error.code === "FST_ERR_CTP_EMPTY_JSON_BODY";
      const message =
        status === 413
          ? "Request body is too large"
          : status === 415
            ? "Unsupported content type: send JSON"
            : malformed
              ? "Malformed JSON body"
              : error.message;
      return reply
        .status(status)
        .send(errorReply(status, message, malformed ? "malformed_body" : undefined));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorReply(500, "Something went wrong on the server"));
  });
}

/**
 * Fastify's `frameworkErrors`: errors its router raises before any route or hook runs, answered
 * as `{ error }` like every other error (Fastify's own answer has other fields). A path that
 * can't be decoded (`%zz`, `%C0%AF`) is a 400; a path parameter longer than the router allows
 * (200 characters) a 414.
 */
export function frameworkErrorReply(error: FastifyError, reply: FastifyReply): FastifyReply {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    return reply.status(414).send(errorReply(414, "The address is too long"));
  }
  const status =
    typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 500
      ? error.statusCode
      : 400;
  return reply
    .status(status)
    .send(errorReply(status, error.code === "FST_ERR_BAD_URL" ? "Malformed URL" : "Bad request"));
}
