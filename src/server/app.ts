import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { appPages } from "./app-pages";
import { createAuth } from "./auth/auth";
import { authRoutes } from "./auth/routes";
import { resolveAuthSecret } from "./auth/secret";
import { cacheControlFor, isFilePath } from "./client-paths";
import { type Database, openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import type { Config } from "./env";
import { frameworkErrorReply, installErrorHandler } from "./errors";
import { purgeDeletedClasses, stopPurging } from "./features/classes";
import { configRoutes } from "./features/config/routes";
import { healthRoutes } from "./features/health/routes";
import { teacherApi } from "./features/index";
import { substituteApi } from "./features/substitutes/api";
import { landingPages } from "./landing-pages";
import { createMailer, type Mailer } from "./mailer";
import { publicDocumentRoutes } from "./public-documents";
import { RequestLogging, serializeRequest } from "./request-logging";
import { installSecurity } from "./security/index";
import { openRateLimits } from "./security/rate-limit";
import { fastifyTrustProxy } from "./security/trust-proxy";
import { securityTxtRoute } from "./security-txt";

export interface BuildOptions {
  config: Config;
  /** An open database; by default one is opened from `config.databaseUrl` and closed with the app. */
  database?: Database;
  mailer?: Mailer;
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  /** Serve the built browser app from this folder when it exists (default: CLIENT_DIR). */
  clientDir?: string | null;
  logger?: boolean;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: NodeJS.WritableStream;
  /** Where docs/privacy.md, docs/accessibility.md and SECURITY.md are read (default: the working folder). */
  documentsDir?: string;
  /** The clock of security.txt's Expires (tests fix it). */
  now?: () => Date;
  /** Called for every route as it is registered (tests enumerate the API with it). */
  onRoute?: (route: RouteOptions) => void;
}

export type { AppContext } from "./app-context";

/**
 * Graceful shutdown: once close() starts, every response still in flight is sent with
 * `Connection: close`, so its kept-alive socket ends and close() can finish.
 */
function closeKeptAliveConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every response, and it has nothing to await.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
}

/** Builds the whole server without listening (tests use `app.inject`, main.ts adds `listen`). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            stream: options.logStream,
            // No query string value or secret path segment reaches the log (request-logging.ts).
            serializers: { req: serializeRequest },
          },
    // One line per request, and none at info for quick successful reads (request-logging.ts).
    logController: new RequestLogging(),
    bodyLimit: 1024 * 1024,
    // Only the configured proxies' X-Forwarded-For (TRUST_PROXY): rate limits count by request.ip.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: (error, _request, reply) => frameworkErrorReply(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.removeContentTypeParser("text/plain");
  installErrorHandler(app);
  installSecurity(app, config);
  closeKeptAliveConnectionsOnShutdown(app);

  const database = options.database ?? openDatabase(config.databaseUrl);
  if (!options.database) app.addHook("onClose", () => database.close());
  const mailer = options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log);
  // Shared counters (Redis or the database); flushed and closed before the database closes.
  const rateLimits = await openRateLimits(config, database, (message, err) =>
    app.log.warn({ err }, message),
  );
  app.addHook("onClose", () => rateLimits.close());
  const auth = createAuth({
    config,
    rateLimitStorage: rateLimits.store.authStorage,
    passwordChecks: rateLimits.passwordChecks,
    codeTries: rateLimits.accounts?.codeTries ?? null,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    db: database.db,
    dialect: database.dialect,
    mailer,
  });
  if (options.migrate !== false) await migrateToLatest(database, auth);
  // A purge of deleted classes cut short by a stop or a crash is finished now, in the
  // background (features/classes/purge.ts); on close it stops after its current statement,
  // before the database closes (onClose hooks run last registered first).
  const purgeFailed = (err: unknown) =>
    app.log.error(
      { err },
      "purge of deleted classes failed; the next start or deletion resumes it",
    );
  void purgeDeletedClasses(database.db, purgeFailed);
  app.addHook("onClose", () => stopPurging(database.db));
  app.decorate("ctx", { config, database, auth, rateLimits, mailer });

  // API answers over 1 KB are compressed (brotli at a quick level, or gzip) when the client
  // takes it; the static files come compressed from the build.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "ClassCharm API", version: "1.0.0" },
    },
    transform: jsonSchemaTransform,
  });
  app.get(
    "/api/openapi.json",
    { schema: { tags: ["meta"], summary: "This OpenAPI document" } },
    () => app.swagger(),
  );

  await app.register(authRoutes, { auth, accounts: rateLimits.accounts });
  await app.register(healthRoutes);
  await app.register(configRoutes);
  await app.register(teacherApi);
  // A substitute's link (no session) opens one class: its own scope, never the teachers'.
  await app.register(substituteApi);
  // The review documents at /docs/*.md, and /.well-known/security.txt when SECURITY_CONTACT is
  // set: routed by name, so the 404 of other dot paths and missing files stays.
  publicDocumentRoutes(app, options.documentsDir ?? ".");
  securityTxtRoute(app, {
    contacts: config.securityContact,
    publicOrigin: config.origins.configured !== null ? config.publicUrl : null,
    now: options.now,
  });

  const clientDir = options.clientDir === undefined ? config.clientDir : options.clientDir;
  const serveClient = clientDir !== null && existsSync(resolve(clientDir, "index.html"));
  if (serveClient) {
    // Each file is sent as the build's brotli or gzip copy when the browser takes it
    // (docs/decisions/0015); hashed assets are cached for a year, everything else revalidated (client-paths.ts).
    await app.register(fastifyStatic, {
      root: resolve(clientDir),
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader("cache-control", cacheControlFor(path));
        // The same URL answers in another encoding to another browser: caches must tell.
        if (!res.getHeader("vary")) res.setHeader("vary", "accept-encoding");
      },
    });
  }
  // The prerendered landing pages, in each language, those present at start-up, naming each
  // other on the public address.
  const sendLanding = serveClient ? landingPages(clientDir, config) : null;
  // The app's pages in each language, and each tab's (tabs/<tab>.html), those present at start-up.
  const sendAppPage = serveClient ? appPages(clientDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (
      path.startsWith("/api/") ||
      path === "/api" ||
      !serveClient ||
      request.method !== "GET" ||
      isFilePath(path)
    ) {
      return reply.status(404).send({ error: "Not found", code: "not_found" });
    }
    // No caching of the HTML: it names the hashed assets of the current build.
    reply.header("cache-control", "no-cache");
    // Signed-out home: the prerendered landing page, which paints with no script.
    const landing = sendLanding?.(request, reply, path);
    if (landing) return landing;
    // A client route (/, /classes, /dashboard/...): the single-page app decides what to show.
    // A tab's address, with a session, gets the page that also preloads that tab's files; in
    // the device's language (app-pages.ts).
    return sendAppPage?.(request, reply, path);
  });
  return app;
}
