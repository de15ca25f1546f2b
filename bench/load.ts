/**
 * Load test: LOAD_TEACHERS (default 100) simulated teachers doing the realistic mix
 * of load-scenario.ts (list 40%, add 15%, edit 20%, spin 20%, import 20-200 rows 5%, with
 * 150-600 ms of think time between actions) for LOAD_SECONDS (default 60) against SQLite, and
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database, dropped
 * afterwards). Prints throughput, p50/p95/p99 per request kind, the server's CPU and memory,
 * the generator's own CPU and the machine's load average. Any error (a non-2xx answer or a
 * network error) makes the bench fail once both databases have run.
 *
 * The teachers sign up first on a setup server with the auth rate limit off (100 sign-ups from
 * one address would be refused by the production limit of 5 a minute); the measured server is a
 * new process on the same database with every production default, rate limits included.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import {
  type BenchDatabase,
  benchDatabase,
  forkServer,
  ORIGIN,
  type ServerProcess,
} from "./api-client";
import {
  formatLoad,
  type LoadResult,
  runLoad,
  signUpTeachers,
  totalRequests,
} from "./load-scenario";

const THINK_MS = [150, 600] as const;
const MAX_CLASS_SIZE = 250;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(", ");

async function usage(server: ServerProcess) {
  const answer = await server.ask({ type: "cpu" });
  if (answer.type !== "cpu") throw new Error("no CPU figure");
  return answer;
}

/**
 * The main thread's time on a CPU and waiting for one (ns), from /proc (Linux); null elsewhere.
 * On a shared machine the wait tells how much of the latency is the scheduler's.
 */
function schedstat(pid: number): { onCpu: number; waiting: number } | null {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8")
      .trim()
      .split(" ")
      .map(Number);
    return { onCpu: onCpu as number, waiting: waiting as number };
  } catch {
    return null;
  }
}

async function classLimit(base: string): Promise<number> {
  const res = await fetch(`${base}/api/config`);
  if (!res.ok) throw new Error(`GET /api/config: ${res.status}`);
  return ((await res.json()) as { classLimit: number }).classLimit;
}

async function loadOn(
  database: BenchDatabase,
  teachers: number,
  seconds: number,
): Promise<LoadResult> {
  const label = `load ${database.kind}`;
  console.log(`\n### ${database.kind}`);
  const setup = await forkServer(database);
  let cookies: string[];
  try {
    cookies = await signUpTeachers(setup.base, ORIGIN, teachers);
  } finally {
    await setup.close();
  }
  const server = await forkServer(database, { productionLimits: true });
  try {
    const limit = await classLimit(server.base);
    console.log(`load average before: ${load()}`);
    const before = await usage(server);
    const schedBefore = schedstat(server.pid);
    const ownBefore = schedstat(process.pid);
    const generatorBefore = process.cpuUsage();
    let rssPeak = before.rss;
    const sampler = setInterval(() => {
      usage(server)
        .then((u) => {
          rssPeak = Math.max(rssPeak, u.rss);
        })
        .catch(() => undefined);
    }, 1000);
    const result = await runLoad({
      base: server.base,
      origin: ORIGIN,
      cookies,
      seconds,
      thinkMs: THINK_MS,
      classLimit: limit,
      maxClassSize: MAX_CLASS_SIZE,
    }).finally(() => clearInterval(sampler));
    const after = await usage(server);
    const schedAfter = schedstat(server.pid);
    const ownAfter = schedstat(process.pid);
    const generator = process.cpuUsage(generatorBefore);
    rssPeak = Math.max(rssPeak, after.rss);
    for (const line of formatLoad(label, result)) console.log(line);
    const serverCpu = (after.micros - before.micros) / 1e6;
    const generatorCpu = (generator.user + generator.system) / 1e6;
    const requests = totalRequests(result);
    console.log(
      `  think time ${THINK_MS[0]}-${THINK_MS[1]} ms between actions; classes of at most ${MAX_CLASS_SIZE} students, ${limit} classes per teacher; production rate limits`,
    );
    console.log(
      `  server: CPU ${fmt(serverCpu, 1)} s (${fmt((serverCpu / result.elapsed) * 100)}% of one core, ${fmt((serverCpu * 1e6) / requests)} µs/request), RSS ${fmt(before.rss / 2 ** 20)} MB before, peak ${fmt(rssPeak / 2 ** 20)} MB`,
    );
    const loopActive = after.loopActiveMs - before.loopActiveMs;
    const loopAll = loopActive + after.loopIdleMs - before.loopIdleMs;
    const share = (ns: number) => fmt((ns / 1e9 / result.elapsed) * 100);
    let thread = "";
    if (schedBefore && schedAfter) {
      thread = `; main thread on a CPU ${share(schedAfter.onCpu - schedBefore.onCpu)}%, waiting for a CPU ${share(schedAfter.waiting - schedBefore.waiting)}% of the time`;
    }
    let ownThread = "";
    if (ownBefore && ownAfter) {
      ownThread = `; main thread waiting for a CPU ${share(ownAfter.waiting - ownBefore.waiting)}% of the time`;
    }
    console.log(
      `  server event loop: busy ${fmt((loopActive / loopAll) * 100)}% of the time (running, waiting for a CPU, or blocked in a synchronous call such as a SQLite commit's fsync)${thread}`,
    );
    console.log(
      `  generator: CPU ${fmt(generatorCpu, 1)} s (${fmt((generatorCpu / result.elapsed) * 100)}% of one core, ${fmt((generatorCpu * 1e6) / requests)} µs/request)${ownThread}`,
    );
    console.log(`load average after: ${load()}`);
    return result;
  } finally {
    await server.close();
  }
}

export async function run(): Promise<void> {
  const teachers = positiveInt("LOAD_TEACHERS", 100);
  const seconds = positiveInt("LOAD_SECONDS", 60);
  const targets: (string | undefined)[] = [undefined];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) targets.push(adminUrl);
  const failed: string[] = [];
  for (const target of targets) {
    const database = await benchDatabase(target);
    try {
      const result = await loadOn(database, teachers, seconds);
      if (result.errors > 0) failed.push(`${database.kind}: ${result.errors} errors`);
    } finally {
      await database.drop();
    }
  }
  if (!adminUrl) console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  if (failed.length > 0) throw new Error(`load test failed: ${failed.join("; ")}`);
}
