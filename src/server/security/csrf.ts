import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { type AppOrigins, foreignOriginAdvice, originAllowed } from "./app-origins";

/** Methods that change something; GET, HEAD and OPTIONS never do here. */
const STATE_CHANGING: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one path a foreign site may POST to: the OpenID Connect form-post callback, which the
 * identity provider's page submits cross-site as a form. Better Auth checks its `state`
 * (bound to a cookie set when the sign-in started). The id is one plain path segment, so no
 * `..` or `%2e%2e` can walk from here to another auth endpoint.
 */
const FORM_POST_CALLBACK = /^\/api\/auth\/callback\/[A-Za-z0-9_-]+(?:\?.*)?$/;

/** Only JSON is taken; these are the types a plain HTML form or no-cors fetch can send. */
const JSON_TYPE = "application/json";

/** The refusals' messages (tests tell a CSRF refusal from a route's own 403 by them). */
export const CSRF_ERRORS = {
  noOrigin: "Missing Origin header: request refused",
  foreignOrigin: "Cross-origin request refused",
  crossSite: "Cross-site request refused",
  contentType: "Unsupported content type: send JSON",
} as const;

export interface CsrfRefusal {
  status: 403 | 415;
  /** One of CSRF_ERRORS, the foreign origin's followed by what to open or set. */
  error: string;
}

interface Checked {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function hasBody(headers: Checked["headers"]): boolean {
  const length = single(headers["content-length"]);
  return headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Why a request must be refused as a possible cross-site request forgery, or null. A browser
 * sends `Origin` on every cross-origin request and on every same-origin non-GET fetch, so a
 * state-changing request without one did not come from our page (no fall-back to `Referer`,
 * which privacy settings strip and which proves less).
 */
export function csrfRefusal(request: Checked, origins: AppOrigins): CsrfRefusal | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (request.method === "POST" && FORM_POST_CALLBACK.test(request.url)) return null;
  const origin = single(request.headers.origin);
  if (origin === undefined || origin === "") {
    return { status: 403, error: CSRF_ERRORS.noOrigin };
  }
  if (!originAllowed(origins, origin, single(request.headers.host))) {
    return { status: 403, error: `${CSRF_ERRORS.foreignOrigin}. ${foreignOriginAdvice(origins)}` };
  }
  const site = single(request.headers["sec-fetch-site"]);
  if (site === "cross-site" || site === "same-site") {
    return { status: 403, error: CSRF_ERRORS.crossSite };
  }
  const type = single(request.headers["content-type"]);
  const mediaType = type?.split(";", 1)[0]?.trim().toLowerCase();
  if (mediaType === undefined ? hasBody(request.headers) : mediaType !== JSON_TYPE) {
    return { status: 415, error: CSRF_ERRORS.contentType };
  }
  return null;
}

/**
 * One onRequest hook for the whole app, before authentication and before any body is read:
 * refuses state-changing requests that a foreign page could have sent (see csrfRefusal).
 * A callback hook (nothing to await), as it runs on every request.
 */
export function csrfGuard(origins: AppOrigins) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const refusal = csrfRefusal(request, origins);
    if (refusal === null) done();
    else
      reply.status(refusal.status).send({
        error: refusal.error,
        code: refusal.status === 415 ? "unsupported_media_type" : "forbidden",
      });
  };
}
