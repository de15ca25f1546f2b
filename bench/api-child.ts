/**
 * The server side of the API benchmark, in its own process (so the load generator does not
 * share its event loop): the real app on a free loopback port, and beside it, in the same
 * process, a bare Fastify route that answers JSON held in memory. Driven over IPC by api.ts:
 * `payload` sets the bare route's JSON, `cpu` asks for this process's CPU time, resident
 * memory and event-loop time, `close` ends it. BENCH_PRODUCTION_LIMITS=1 (the load bench's
 * measured server) keeps every rate limit at its production default. BENCH_LOGGING=1 logs as
 * production does (the app's own logger at LOG_LEVEL's default, to stdout); otherwise nothing
 * is logged.
 */

import { performance } from "node:perf_hooks";
import Fastify from "fastify";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/env";

export type ChildMessage =
  | { type: "ready"; base: string; bareUrl: string }
  | { type: "cpu"; micros: number; rss: number; loopActiveMs: number; loopIdleMs: number }
  | { type: "ok" };
export type ParentMessage =
  | { type: "payload"; json: unknown }
  | { type: "cpu" }
  | { type: "close" };

const send = (message: ChildMessage) => process.send?.(message);

const env: Record<string, string | undefined> = {
  NODE_ENV: "production",
  DATABASE_URL: process.env.BENCH_DB_URL,
  DATA_DIR: process.env.BENCH_DATA_DIR,
  BETTER_AUTH_SECRET: process.env.BENCH_SECRET,
  PUBLIC_URL: process.env.BENCH_ORIGIN,
  LOG_LEVEL: process.env.BENCH_LOGGING === "1" ? undefined : "silent",
  AUTH_RATE_LIMIT: "off",
  // The per-teacher limit runs on every request but never trips (one teacher drives the load);
  // BENCH_API_RATE_LIMIT=off measures without it.
  API_RATE_LIMIT: process.env.BENCH_API_RATE_LIMIT ?? "1000000000/60",
  // BENCH_REDIS_URL=redis://... keeps the rate-limit counters in Redis instead.
  REDIS_URL: process.env.BENCH_REDIS_URL,
  REDIS_KEY_PREFIX: "classcharm-bench:",
};
if (process.env.BENCH_PRODUCTION_LIMITS === "1") {
  delete env.AUTH_RATE_LIMIT;
  delete env.API_RATE_LIMIT;
}
const config = loadConfig(env);
const logging = process.env.BENCH_LOGGING === "1";
const app = await buildApp({ config, clientDir: null, ...(logging ? {} : { logger: false }) });
await app.listen({ host: "127.0.0.1", port: 0 });

let payload: unknown = [];
const bare = Fastify({ logger: false });
bare.get("/bare", async () => payload);
await bare.listen({ host: "127.0.0.1", port: 0 });

const portOf = (server: typeof app.server) => {
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("not listening");
  return address.port;
};

process.on("message", async (message: ParentMessage) => {
  if (message.type === "payload") {
    payload = message.json;
    send({ type: "ok" });
  } else if (message.type === "cpu") {
    const { user, system } = process.cpuUsage();
    const loop = performance.eventLoopUtilization();
    send({
      type: "cpu",
      micros: user + system,
      rss: process.memoryUsage.rss(),
      loopActiveMs: loop.active,
      loopIdleMs: loop.idle,
    });
  } else {
    await bare.close();
    await app.close();
    process.exit(0);
  }
});

send({
  type: "ready",
  base: `http://127.0.0.1:${portOf(app.server)}`,
  bareUrl: `http://127.0.0.1:${portOf(bare.server)}/bare`,
});
