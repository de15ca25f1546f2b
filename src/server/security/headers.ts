import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";

/**
 * The Content-Security-Policy of every response. Scripts come only from our own files (the
 * built HTML has no inline script); styles may be inline because React and Radix set style
 * attributes and the prerendered landing inlines its CSS (a hash would not cover attributes).
 * Sign-in with Google or OpenID Connect navigates to the provider (`location.assign`), which
 * no directive governs; no form posts off-site, so `form-action` stays 'self'.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

/** The wheel and the group projector view use the Fullscreen API; nothing uses the rest. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)";

/** Every security header, computed once (the hook only copies them onto the reply). */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const headers: Record<string, string> = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "x-frame-options": "DENY",
  };
  // HSTS only when the app is really served over https (browsers ignore it over http, and
  // a local http install must not be pinned to https).
  if (new URL(publicUrl).protocol === "https:") {
    headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  }
  return headers;
}

/** The API's paths: `/api`, `/api/...`, `/api?...`. */
const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * An onRequest hook setting the security headers, so refusals and 404s carry them too, and
 * `Cache-Control: no-store` on every API answer: nearly all of them hold a
 * teacher's data (students, classes, history, settings, sessions, sign-in), and none is worth
 * a stale copy in a shared computer's cache. A route may still set its own.
 */
export function securityHeadersHook(publicUrl: string) {
  const headers = securityHeaders(publicUrl);
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    reply.headers(headers);
    if (API_PATH.test(request.url)) reply.header("cache-control", "no-store");
    done();
  };
}
