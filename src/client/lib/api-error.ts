import { i18n } from "@lingui/core";
import { messageForCode } from "./error-messages";

/**
 * A non-OK answer from the API (or the demo's memory source, which answers alike), as a value:
 * its status and its parsed body. The message stays the API's (docs/product.md#api) `"<status>: <body text>"`, which
 * is what a teacher sees where no screen words the error itself.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The answer's body: parsed JSON when it was JSON, else its text ("" when empty). */
  readonly body: unknown;

  constructor(status: number, bodyText: string, statusText = "") {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.body = parseJson(bodyText);
  }

  /** An answer made here (the memory source), from the body the server would send. */
  static of(status: number, body: unknown): ApiError {
    return new ApiError(status, JSON.stringify(body));
  }

  /** The answer's code (`not_found`, `limit_reached`, ...; docs/product.md#api-errors), if any. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === "string" ? code : undefined;
  }

  /**
   * What to tell the teacher: the words `error-messages.ts` gives the answer's code, else the
   * server's own (`{ error }`), when the body has them.
   */
  get serverMessage(): string | undefined {
    const error = (this.body as { error?: unknown } | null)?.error;
    return messageForCode(this.code, typeof error === "string" && error !== "" ? error : undefined);
  }
}

function parseJson(text: string): unknown {
  if (text === "") return "";
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's `{ error }` text of a failed request (e.g. the 409 class limit), if any. */
export function serverErrorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * A refused stale update: a 409 whose body carries the row as stored now. Null for any
 * other error (a 409 without `current`, such as the class limit, is not a conflict).
 */
export function conflictOf<T>(error: unknown): { message: string; current: T } | null {
  if (!(error instanceof ApiError) || error.code !== "stale") return null;
  const { current } = (error.body ?? {}) as { current?: unknown };
  const message = error.serverMessage;
  if (message === undefined || typeof current !== "object" || current === null) return null;
  return { message, current: current as T };
}

declare module "@tanstack/react-query" {
  interface Register {
    /** Queries and mutations fail with an ApiError, or a TypeError when the network failed. */
    defaultError: ApiError | TypeError;
  }
}

/**
 * The fields a 400 names (`details`: "classes.0.title: Class title is required"), as the teacher
 * reads them. The API words them in English only (its schemas' rules, for whoever wrote the
 * request), so they are shown in English only: in another language the server's own sentence,
 * already in the teacher's language, stands alone.
 */
export function fieldDetails(error: ApiError): { field: string; message: string }[] {
  if (!(i18n.locale || "en").toLowerCase().startsWith("en")) return [];
  const details = (error.body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d) =>
    typeof d === "string"
      ? [{ field: "", message: d }]
      : typeof d?.message === "string"
        ? [{ field: d.field ? String(d.field).replace(/^body\./, "") : "", message: d.message }]
        : [],
  );
}
