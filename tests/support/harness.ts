import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "#src/server/app";
import { type Database, openDatabase } from "#src/server/db/connect";
import { type Config, loadConfig } from "#src/server/env";
import type { Mail, Mailer } from "#src/server/mailer";
import { scratchPostgres } from "./scratch-postgres";
import { tempDir } from "./temp-dirs";

export const TEST_ORIGIN = "http://localhost:3000";
export const dbKind = (process.env.TEST_DB_KIND ?? "sqlite") as "sqlite" | "postgres";

/** A fresh, empty database for one test file: in-memory SQLite, or a new PostgreSQL database. */
export async function freshDatabase(): Promise<{
  url: string;
  database: Database;
  drop(): Promise<void>;
}> {
  if (dbKind === "sqlite") {
    const url = "file::memory:";
    const database = openDatabase(url);
    return { url, database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL");
  const scratch = await scratchPostgres(adminUrl, "cc_test");
  const database = openDatabase(scratch.url);
  return {
    url: scratch.url,
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: "file::memory:",
    DATA_DIR: overrides.DATA_DIR ?? tempDir("classcharm-test-"),
    BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: "silent",
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  mails: Mail[];
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database, with mail captured instead of sent (into `mails`
 * as each is handed over; `options.mailer`, when given, is called after that, so a test can
 * hold a mail "in transit").
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: { mailer?: Mailer } = {},
): Promise<TestApp> {
  const fresh = await freshDatabase();
  const mails: Mail[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      mails.push(m);
      await options.mailer?.send(m);
    },
  };
  const config = testConfig({ DATABASE_URL: fresh.url, ...overrides });
  const app = await buildApp({
    config,
    database: fresh.database,
    mailer,
    clientDir: null,
    logger: false,
  });
  return {
    app,
    database: fresh.database,
    mails,
    async close() {
      await app.close();
      await fresh.drop();
    },
  };
}

type Body = Record<string, unknown> | unknown[] | string;

/** app.inject with the same-origin header a browser sends, JSON bodies and an optional cookie. */
export function call(
  app: FastifyInstance,
  method: InjectOptions["method"],
  url: string,
  options: { body?: Body; cookie?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let payload: string | undefined;
  if (options.body !== undefined) {
    payload = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    headers["content-type"] ??= "application/json";
  }
  return app.inject({ method, url, headers, payload });
}

/** `name=value; ...` from a response's Set-Cookie headers (for the next request). */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => c.split(";")[0]).join("; ");
}

let counter = 0;
/**
 * Signs a new teacher up through the real auth endpoint; returns the session cookie. An app with
 * mail configured confirms the address first: pass its captured `mails` then.
 */
export async function signUp(
  app: FastifyInstance,
  email = `teacher${++counter}-${Date.now()}@example.com`,
  password = "correct horse battery",
  mails?: Mail[],
): Promise<{ cookie: string; email: string; userId: string }> {
  const res = await call(app, "POST", "/api/auth/sign-up/email", {
    body: { name: "Test Teacher", email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (res.json().token) return { cookie: cookieFrom(res), email, userId: res.json().user.id };
  // With mail configured the account is made by the link mailed to the address (and the
  // answer's user is a stand-in): follow the newest link sent there, which signs in.
  const link = mails?.findLast((m) => m.to === email.toLowerCase())?.link;
  if (!link) throw new Error(`sign-up of ${email} mailed no link`);
  const url = new URL(link);
  const followed = await call(app, "GET", `${url.pathname}${url.search}`);
  const cookie = cookieFrom(followed);
  const me = await call(app, "GET", "/api/auth/get-session", { cookie });
  const userId = me.json()?.user?.id;
  if (!userId) throw new Error(`following ${link} gave ${followed.statusCode} and no session`);
  return { cookie, email, userId };
}
