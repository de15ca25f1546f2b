import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { codeForStatus, type ErrorCode } from "../domain/schemas/error-codes";
import { requestLocale, say } from "./i18n";

/**
 * Words of an error: a catalogue message, answered in the request's language, plain text, or
 * several of them joined by "; " (each said in the request's language).
 */
export type ErrorWords = MessageDescriptor | string | readonly (MessageDescriptor | string)[];

function sayWords(locale: string, words: ErrorWords): string {
  if (typeof words === "string") return words;
  if (Array.isArray(words)) {
    return words.map((part: MessageDescriptor | string) => sayWords(locale, part)).join("; ");
  }
  return say(locale, words as MessageDescriptor);
}

/** An error's words in English, for its `message` (the logs). */
export const englishWords = (words: ErrorWords) => sayWords("en", words);

/**
 * An error the API answers as `{ error, code }` with its status (404, 409, ...); the code is
 * the status's own unless a more specific one is given (`limit_reached`, ...).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  /** What the teacher reads, in their language; `message` is the English, for the logs. */
  readonly words: ErrorWords;

  constructor(
    readonly statusCode: number,
    words: ErrorWords,
    readonly details?: unknown,
    code?: ErrorCode,
  ) {
    super(englishWords(words));
    this.name = "HttpError";
    this.words = words;
    this.code = code ?? codeForStatus(statusCode);
  }
}

/** An error's words in the language the request is answered in. */
export function wordsFor(request: Pick<FastifyRequest, "headers">, words: ErrorWords): string {
  return typeof words === "string" ? words : sayWords(requestLocale(request), words);
}

export const notFound = (what: ErrorWords = msg`Not found`) => new HttpError(404, what);

/** 409 `limit_reached`: a documented limit would be passed; the message says which. */
export const limitReached = (message: ErrorWords) =>
  new HttpError(409, message, undefined, "limit_reached");

/** An error answer's body: the words and the code of its status (or the one given). */
export const errorReply = (status: number, error: string, code = codeForStatus(status)) => ({
  error,
  code,
});

/** 429 with Retry-After (seconds), for limits checked inside a handler. */
export class TooManyRequests extends HttpError {
  constructor(
    message: ErrorWords,
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
      // A substitute link's refusals also say why (`reason`, docs/decisions/0059-substitute-links.md).
      // A link not open yet also names its first day (`starts_on`).
      const { reason, startsOn } = error as { reason?: unknown; startsOn?: unknown };
      const why = {
        ...(typeof reason === "string" ? { reason } : {}),
        ...(typeof startsOn === "string" ? { starts_on: startsOn } : {}),
      };
      return reply
        .status(error.statusCode)
        .send(
          error.details === undefined
            ? { error: wordsFor(request, error.words), code: error.code, ...why }
            : { error: wordsFor(request, error.words), code: error.code, details: error.details },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        error: wordsFor(request, msg`Invalid request`),
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
          ? wordsFor(request, msg`Request body is too large`)
          : status === 415
            ? wordsFor(request, msg`Unsupported content type: send JSON`)
            : malformed
              ? wordsFor(request, msg`Malformed JSON body`)
              : error.message;
      return reply
        .status(status)
        .send(errorReply(status, message, malformed ? "malformed_body" : undefined));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(errorReply(500, wordsFor(request, msg`Something went wrong on the server`)));
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
