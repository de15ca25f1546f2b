/**
 * API benchmark. The app runs in its own process (api-child.ts) with a bare Fastify
 * route beside it that answers the same JSON from memory; autocannon drives both from here.
 * - signed-in GET /api/students/:classId (30 students) vs the bare route, 50 connections,
 *   10 s each (in alternating 2 s slices, so a change in the shared machine's load weighs on
 *   both alike): req/s, p99, and the ratio (target >= 0.30). The server process's CPU time per
 *   request is printed too: a figure that other work on the machine does not skew; on
 *   PostgreSQL (on this machine, Linux) also its backends' CPU per request, from /proc.
 * - the same signed-in GET on a second server process that logs as production does (the app's
 *   logger at its default level, to a pipe), in the same alternation: the cost of request
 *   logging in throughput (target <= 10%) and in server CPU per request.
 * - a 10,000-row import over HTTP (target <= 1 s on SQLite, <= 3 s on PostgreSQL).
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh
 * database, dropped afterwards).
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import {
  api,
  benchDatabase,
  forkServer,
  importRows,
  type ServerProcess,
  signUpTeacher,
} from "./api-client";

const CONNECTIONS = 50;
const SECONDS = 10;
const SLICES = 5;
/** The bound of decision 0046: the roster read keeps at least 0.30 of the bare route. */
const RATIO_TARGET = 0.3;
const LOGGING_COST_TARGET = 0.1;
const IMPORT_ROWS = 10_000;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Figures {
  requests: number;
  seconds: number;
  cpuMicros: number;
  /** CPU of the PostgreSQL backends of the bench's database (PostgreSQL on this machine only). */
  dbMicros: number;
  p99: number;
}

/** The bench's PostgreSQL database while it runs (its backends' CPU is read from /proc). */
let postgresUrl: string | undefined;
const CLOCK_TICK_MICROS = 10_000; // Linux's USER_HZ of 100

async function backendPids(): Promise<number[]> {
  if (!postgresUrl) return [];
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** utime + stime of these processes in µs (0 for any that is gone or not readable). */
function processMicros(pids: number[]): number {
  let micros = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      micros += (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS;
    } catch {
      // not Linux, or the backend ended
    }
  }
  return micros;
}

async function cpu(server: ServerProcess): Promise<number> {
  const answer = await server.ask({ type: "cpu" });
  if (answer.type !== "cpu") throw new Error("no CPU figure");
  return answer.micros;
}

/** One slice of load on `url`, added to `into`. */
async function slice(
  server: ServerProcess,
  url: string,
  seconds: number,
  into: Figures,
  cookie?: string,
) {
  const pids = await backendPids();
  const dbBefore = processMicros(pids);
  const before = await cpu(server);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  into.cpuMicros += (await cpu(server)) - before;
  into.dbMicros += processMicros(pids) - dbBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.p99 = Math.max(into.p99, result.latency.p99);
}

const empty = (): Figures => ({ requests: 0, seconds: 0, cpuMicros: 0, dbMicros: 0, p99: 0 });
const perSecond = (f: Figures) => f.requests / f.seconds;
const cpuPerRequest = (f: Figures) => f.cpuMicros / f.requests;
const line = (label: string, f: Figures) =>
  console.log(
    `${label}: ${fmt(perSecond(f))} req/s, p99 ${fmt(f.p99)} ms, server CPU ${fmt(cpuPerRequest(f))} µs/request${postgresUrl ? ` + PostgreSQL ${fmt(f.dbMicros / f.requests)} µs` : ""} (${fmt(f.requests)} requests)`,
  );

async function listing(
  server: ServerProcess,
  logged: ServerProcess,
  cookie: string,
  classId: string,
): Promise<void> {
  const path = `/api/students/${classId}`;
  const students: unknown = await (await api(server.base, "GET", path, { cookie })).json();
  if (!Array.isArray(students) || students.length !== 30) throw new Error("expected 30 students");
  await server.ask({ type: "payload", json: students });
  const realUrl = `${server.base}${path}`;
  const loggedUrl = `${logged.base}${path}`;
  await slice(server, realUrl, 2, empty(), cookie); // warm-up
  await slice(server, server.bareUrl, 2, empty());
  await slice(logged, loggedUrl, 2, empty(), cookie);
  const real = empty();
  const bare = empty();
  const withLogs = empty();
  let loggedBytes = 0;
  for (let i = 0; i < SLICES; i++) {
    await slice(server, realUrl, SECONDS / SLICES, real, cookie);
    await slice(server, server.bareUrl, SECONDS / SLICES, bare);
    const before = logged.loggedBytes();
    await slice(logged, loggedUrl, SECONDS / SLICES, withLogs, cookie);
    loggedBytes += logged.loggedBytes() - before;
  }
  line(
    `signed-in GET /api/students/:classId, 30 students (${CONNECTIONS} conn., ${SECONDS} s)`,
    real,
  );
  line("bare Fastify route, same JSON from memory", bare);
  const ratio = perSecond(real) / perSecond(bare);
  console.log(
    `ratio: ${fmt(ratio, 2)} (target >= ${RATIO_TARGET}, ${ratio >= RATIO_TARGET ? "ok" : "UNDER"}); by server CPU per request: ${fmt(cpuPerRequest(bare) / cpuPerRequest(real), 2)}`,
  );
  line(
    `the same GET, logging as in production (${fmt(loggedBytes / withLogs.requests)} bytes of log per request)`,
    withLogs,
  );
  const cost = 1 - perSecond(withLogs) / perSecond(real);
  console.log(
    `request logging costs ${fmt(100 * cost, 1)}% of throughput (target <= ${fmt(100 * LOGGING_COST_TARGET)}%, ${cost <= LOGGING_COST_TARGET ? "ok" : "OVER"}) and ${fmt(cpuPerRequest(withLogs) - cpuPerRequest(real))} µs of server CPU per request`,
  );
}

async function importTimes(server: ServerProcess, cookie: string, budgetMs: number) {
  const body = { balanced: false, rows: importRows(IMPORT_ROWS) };
  const times: number[] = [];
  for (let run = 1; run <= 3; run++) {
    const target = (await (
      await api(server.base, "POST", "/api/classes", { cookie, body: { name: `Import ${run}` } })
    ).json()) as { id: string };
    const start = performance.now();
    const res = await api(server.base, "POST", `/api/classes/${target.id}/students/import`, {
      cookie,
      body,
    });
    const { created } = (await res.json()) as { created: number };
    times.push(performance.now() - start);
    if (created !== IMPORT_ROWS) throw new Error(`import created ${created}`);
  }
  const median = [...times].sort((a, b) => a - b)[1] as number;
  console.log(
    `import of ${fmt(IMPORT_ROWS)} rows over HTTP: median ${fmt(median)} ms of 3, first ${fmt(times[0] as number)} ms (target <= ${fmt(budgetMs)} ms, ${median <= budgetMs ? "ok" : "OVER"})`,
  );
}

async function benchOn(kind: "sqlite" | "postgres", adminUrl?: string): Promise<void> {
  console.log(`\n### ${kind}`);
  const database = await benchDatabase(adminUrl);
  postgresUrl = kind === "postgres" ? database.url : undefined;
  const server = await forkServer(database);
  // A second server on the same database, logging as production does.
  const logged = await forkServer(database, { logging: true });
  try {
    const cookie = await signUpTeacher(server.base);
    const roster = (await (
      await api(server.base, "POST", "/api/classes", { cookie, body: { name: "Benchmark" } })
    ).json()) as { id: string };
    await api(server.base, "POST", `/api/classes/${roster.id}/students/import`, {
      cookie,
      body: { balanced: false, rows: importRows(30) },
    });
    await listing(server, logged, cookie, roster.id);
    await importTimes(server, cookie, kind === "sqlite" ? 1000 : 3000);
  } finally {
    postgresUrl = undefined;
    await logged.close();
    await server.close();
    await database.drop();
  }
}

export async function run(): Promise<void> {
  await benchOn("sqlite");
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchOn("postgres", adminUrl);
  else console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
