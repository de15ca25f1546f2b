import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error the API answers as `{ error }` with its status (404, 409, ...). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/**
 * One error handler: validation errors are 400 with field details, known client errors keep
 * their status, and a 5xx never shows internals.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(
          error.details === undefined
            ? { error: error.message }
            : { error: error.message, details: error.details },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: "Invalid request",
        details: error.validation.map((v) => ({
          field: [error.validationContext, ...v.instancePath.split("/").filter(Boolean)].join("."),
          message: v.message,
        })),
      });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? "Request body is too large"
          : status === 415
            ? "Unsupported content type: send JSON"
            : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
                error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
              ? "Malformed JSON body"
              : error.message;
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: "Something went wrong on the server" });
  });
}
