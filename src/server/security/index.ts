import type { FastifyInstance } from "fastify";
import type { Config } from "../env";
import { csrfGuard } from "./csrf";
import { securityHeadersHook } from "./headers";

/**
 * Security for the whole app (docs/decisions/0007-security-headers-and-csrf.md): the security
 * headers on every response, then the CSRF guard, both before authentication and before any
 * body is read. Register before any route.
 */
export function installSecurity(app: FastifyInstance, config: Config): void {
  app.addHook("onRequest", securityHeadersHook(config.publicUrl));
  app.addHook("onRequest", csrfGuard(config.origins));
}
