import { z } from "zod";

/**
 * Every error the API answers carries one of these codes beside its English `error` text, so a
 * client can tell failures apart without reading the words (docs/product.md#api-errors).
 */
export const ERROR_CODES = [
  /** 400: a field, parameter or header is not valid; `details` names the fields. */
  "invalid_request",
  /** 400: the body is not JSON, or is empty where JSON was expected. */
  "malformed_body",
  /** 400: a password reset or sign-in link is no longer valid. */
  "invalid_token",
  /** 401: no session, or it ended; sign in again. */
  "unauthorized",
  /** 403: signed in, but this request is not allowed (another origin, a stale sign-in). */
  "forbidden",
  /** 403: this server requires two-factor sign-in and the teacher has not set it up yet. */
  "two_factor_required",
  /** 404: nothing there, or nothing shared with this teacher. */
  "not_found",
  /** 405: the address does not take this method. */
  "method_not_allowed",
  /** 409: the request clashes with what is stored (a pupil who left, an unlinked class). */
  "conflict",
  /** 409: the row was changed elsewhere; `current` holds what is stored now. */
  "stale",
  /** 409: a documented limit (classes, students, groupings, rules) would be passed. */
  "limit_reached",
  /** 409: Google Classroom is not connected for this teacher. */
  "google_not_connected",
  /** 409: Google Classroom's access ended or lacks a permission; connect again. */
  "google_reconnect",
  /** 410: a substitute link that has ended or was turned off; `reason` says which. */
  "gone",
  /** 413: the body is larger than the server takes. */
  "body_too_large",
  /** 414: the address is too long. */
  "uri_too_long",
  /** 415: the body is not JSON. */
  "unsupported_media_type",
  /** 422: an idempotency key was reused for another request. */
  "unprocessable",
  /** 429: too many requests; `Retry-After` says when to come back. */
  "rate_limited",
  /** 502: a service the server relies on (Google) failed. */
  "upstream_failed",
  /** 503: the server or a service it relies on is busy; try again later. */
  "unavailable",
  /** 500: the server failed; nothing of the request is kept. */
  "server_error",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorCode = z.enum(ERROR_CODES);

const BY_STATUS: Record<number, ErrorCode> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  410: "gone",
  413: "body_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
  502: "upstream_failed",
  503: "unavailable",
};

/** The code of an error that names nothing more specific than its status. */
export function codeForStatus(status: number): ErrorCode {
  return BY_STATUS[status] ?? (status >= 500 ? "server_error" : "invalid_request");
}
