/**
 * Test support: the real app (as `createTestApp` builds it) with every route recorded as it is
 * registered, so tests can enumerate the API instead of keeping a list by hand.
 */

import type { RouteOptions } from "fastify";
import { buildApp } from "#src/server/app";
import type { Mail, Mailer } from "#src/server/mailer";
import { type FakeGoogle, startFakeGoogle } from "./fake-google";
import { freshDatabase, type TestApp, testConfig } from "./harness";

export interface ApiRoute {
  method: string;
  url: string;
  /** Hidden from the OpenAPI document (`schema.hide`). */
  hidden: boolean;
  /** The route validates a request body. */
  hasBody: boolean;
  /** Status codes of the route's response schemas. */
  responseCodes: string[];
  /** The route's request schemas (Zod, as attached to the route). */
  schemas: { body?: unknown; params?: unknown; querystring?: unknown; headers?: unknown };
  /** The route's own body limit in bytes, when it sets one (else the app's). */
  bodyLimit?: number;
}

/** `METHOD /path` with every path parameter written `:param` (names don't matter). */
export const routeKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${url.replace(/:[A-Za-z0-9_]+/g, ":param")}`;

/** Auth routes are Better Auth's own; they are neither documented nor owned by a teacher. */
export const isAuthRoute = (url: string): boolean => url.startsWith("/api/auth/");

/**
 * The substitute API (docs/decisions/0059-substitute-links.md): a link's token, no session;
 * tests/api/substitute-matrix.test.ts covers it instead of the ownership matrix.
 */
export const isSubstituteRoute = (url: string): boolean =>
  url === "/api/substitute" || url.startsWith("/api/substitute/");

/**
 * Google is configured, pointing at a local fake (fake-google.ts) that the app closes with it:
 * the Google Classroom routes answer as in production and nothing leaves the machine.
 */
export async function createRecordedApp(): Promise<
  TestApp & { routes: ApiRoute[]; google: FakeGoogle }
> {
  const fresh = await freshDatabase();
  const google = await startFakeGoogle();
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const routes: ApiRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET by itself; it runs the same handler.
      if (method === "HEAD" || !route.url.startsWith("/api")) continue;
      const schema = route.schema as
        | {
            hide?: boolean;
            body?: unknown;
            params?: unknown;
            querystring?: unknown;
            headers?: unknown;
            response?: Record<string, unknown>;
          }
        | undefined;
      routes.push({
        method,
        url: route.url,
        hidden: schema?.hide === true,
        hasBody: schema?.body !== undefined,
        responseCodes: Object.keys(schema?.response ?? {}),
        schemas: {
          body: schema?.body,
          params: schema?.params,
          querystring: schema?.querystring,
          headers: schema?.headers,
        },
        bodyLimit: route.bodyLimit,
      });
    }
  };
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: fresh.url, ...google.settings }),
    database: fresh.database,
    mailer,
    clientDir: null,
    logger: false,
    onRoute,
  });
  return {
    app,
    database: fresh.database,
    mails,
    routes,
    google,
    async close() {
      await app.close();
      await fresh.drop();
      await google.stop();
    },
  };
}
