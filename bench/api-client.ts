/** The API benchmark's side of the wire: a forked server process, HTTP calls and fixtures. */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_OPTIONS } from "../src/domain/students/attributes";
import { scratchPostgres } from "../tests/support/scratch-postgres";
import type { ChildMessage, ParentMessage } from "./api-child";

export const ORIGIN = "http://localhost:3000";

export interface ServerProcess {
  base: string;
  bareUrl: string;
  /** The server process's id. */
  pid: number;
  /** Bytes the server process has logged so far (0 unless forked with `logging`). */
  loggedBytes(): number;
  /** Asks the server process something and waits for its answer. */
  ask(message: ParentMessage): Promise<ChildMessage>;
  close(): Promise<void>;
}

/** A fresh database and data folder with their auth secret, which several servers can share. */
export interface BenchDatabase {
  kind: "sqlite" | "postgres";
  url: string;
  dir: string;
  secret: string;
  /** Drops the database and removes the folder. */
  drop(): Promise<void>;
}

/** SQLite in a temp folder, or a new PostgreSQL database next to `adminUrl`'s. */
export async function benchDatabase(adminUrl?: string): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "classcharm-bench-"));
  const postgres = adminUrl ? await scratchPostgres(adminUrl, "cc_bench") : null;
  return {
    kind: postgres ? "postgres" : "sqlite",
    url: postgres ? postgres.url : `file:${join(dir, "bench.db")}`,
    dir,
    secret: randomBytes(32).toString("hex"),
    async drop() {
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`server process exited (${code})`));
    child.once("exit", onExit);
    child.once("message", (m) => {
      child.off("exit", onExit);
      resolve(m as ChildMessage);
    });
  });
}

/**
 * Starts api-child.ts on `database`; `close()` ends the process and leaves the database.
 * `productionLimits` keeps the production rate limits (else the auth rate limit is off).
 * `logging` logs as production does, to a pipe this process reads and drops (as a log collector
 * would read it); else nothing is logged.
 * BENCH_CPU_PROF=<folder> writes the server process's CPU profile there.
 */
export async function forkServer(
  database: BenchDatabase,
  options: { productionLimits?: boolean; logging?: boolean } = {},
): Promise<ServerProcess> {
  const child = fork(new URL("./api-child.ts", import.meta.url), {
    stdio: options.logging ? ["ignore", "pipe", "inherit", "ipc"] : undefined,
    execArgv: [
      "--import",
      "tsx",
      // The server's messages, as when it runs from its sources (scripts/lingui-node.mjs).
      "--import",
      new URL("../scripts/lingui-node.mjs", import.meta.url).href,
      ...(process.env.BENCH_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
    ],
    env: {
      ...process.env,
      BENCH_DB_URL: database.url,
      BENCH_DATA_DIR: database.dir,
      BENCH_SECRET: database.secret,
      BENCH_ORIGIN: ORIGIN,
      BENCH_PRODUCTION_LIMITS: options.productionLimits ? "1" : "0",
      BENCH_LOGGING: options.logging ? "1" : "0",
    },
  });
  let loggedBytes = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    loggedBytes += chunk.length;
  });
  const ready = await nextMessage(child);
  if (ready.type !== "ready") throw new Error("server process did not start");
  let queue = Promise.resolve<unknown>(undefined);
  return {
    base: ready.base,
    bareUrl: ready.bareUrl,
    pid: child.pid as number,
    loggedBytes: () => loggedBytes,
    ask(message) {
      const answer = queue.then(() => {
        const next = nextMessage(child);
        child.send(message);
        return next;
      });
      queue = answer.catch(() => undefined);
      return answer;
    },
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.send({ type: "close" } satisfies ParentMessage);
      await exited;
    },
  };
}

/** Starts api-child.ts on a fresh database (SQLite in a temp folder, or PostgreSQL). */
export async function startServer(adminUrl?: string): Promise<ServerProcess> {
  const database = await benchDatabase(adminUrl);
  const server = await forkServer(database);
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}

/** A JSON request with the browser's Origin header and the session cookie; throws unless ok. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs a teacher up and returns the session cookie. */
export async function signUpTeacher(base: string): Promise<string> {
  const res = await api(base, "POST", "/api/auth/sign-up/email", {
    body: { name: "Bench", email: `bench-${Date.now()}@example.com`, password: "bench password" },
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Valid import rows under the default options. */
export function importRows(n: number) {
  const pick = (list: readonly string[], i: number) => list[i % list.length] as string;
  return Array.from({ length: n }, (_, i) => ({
    name: `Student ${i + 1}`,
    number: (i % 4) + 1,
    color: pick(DEFAULT_OPTIONS.color, i),
    element: pick(DEFAULT_OPTIONS.element, i + 1),
    shape: pick(DEFAULT_OPTIONS.shape, i + 2),
  }));
}
