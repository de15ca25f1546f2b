/**
 * Stall bench: no single request may hold the server for everyone else. One teacher is filled
 * to the documented limits and each heavy route runs in turn while another client (another
 * teacher, in a worker thread of this process, so this process's own JSON work never delays its
 * clock) asks for GET /api/health and its own small class's roster every 50 ms. Printed per
 * route: its wall-clock time beside the server process's CPU time (and, on PostgreSQL, its
 * backends' CPU time, from /proc on Linux), and the other client's worst wait for each of its
 * two requests (target: at most 250 ms on both databases; an "over target" line says when
 * not). The machine's load average is printed before and after, since the machine is shared.
 *
 * What "filled" means here (the server runs with its defaults):
 * - CLASS_LIMIT classes (5), each made by the OneRoster import measured first (5 new classes of
 *   MAX_STUDENTS_PER_CLASS = 10,000 students: 50,000, which is also MAX_STUDENTS_PER_TEACHER);
 * - in the first class, the one deleted later: STALL_GROUPINGS saved groupings of the whole
 *   class (default 30, i.e. 300,000 member rows: the per-class limit of 300 groupings of
 *   10,000 students would be 3 million rows a class, more than a bench run can fill in
 *   reasonable time), MAX_RULES_PER_CLASS group rules (200) of MAX_RULE_STUDENTS students (100),
 *   STALL_DRAWS draws of 10 winners in the selection history (default 300, 3,000 entries) and
 *   a roll call;
 * - the other classes' roster links (every student of every class is linked to the roster).
 * A save the server refuses (a member cap per teacher, say) ends the groupings fill there and
 * the count made is printed.
 *
 * Routes, in this order: roster list (10,000 students), account export, saved groupings list,
 * saved-grouping save (10,000 members), shuffle (10,000 students), delete class (the filled
 * one), CSV/paste import (10,000 rows into a new class), delete account. SQLite always;
 * PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, else on
 * postgres://postgres@127.0.0.1:5432 when a server answers there (a database of its own,
 * dropped afterwards). STALL_ROUTES picks routes by name (comma-separated: roster-list, export,
 * groupings-list, grouping-save, shuffle, delete-class, csv, delete-account; `import` alone
 * measures the OneRoster import only); the OneRoster import always runs, since it fills the teacher, and the first class is filled with groupings,
 * rules and history only when a route picked needs them. STALL_DATABASES=sqlite or postgres
 * runs one database only.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import pg from "pg";
import {
  api,
  benchDatabase,
  forkServer,
  importRows,
  ORIGIN,
  type ServerProcess,
} from "./api-client";

const POLL_MS = 50;
const TARGET_MS = 250;
const STUDENTS = 10_000;
const CLASSES = 5;
const RULES = 200;
const RULE_STUDENTS = 100;
const DEFAULT_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = () =>
  loadavg()
    .map((l) => fmt(l, 2))
    .join(", ");

/** The other client: polls its two reads every POLL_MS and keeps the worst wait since `reset`. */
const POLLER = `
const { parentPort, workerData } = require("node:worker_threads");
const { base, cookie, classId, origin, every } = workerData;
let worst = { health: 0, read: 0, polls: 0, failures: 0 };
let stopping = false;
let inFlight = Promise.resolve();
async function timed(path, headers) {
  const start = performance.now();
  try {
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) worst.failures++;
  } catch {
    worst.failures++;
  }
  return performance.now() - start;
}
async function loop() {
  while (!stopping) {
    const started = performance.now();
    inFlight = Promise.all([
      timed("/api/health", {}),
      timed("/api/students/" + classId, { cookie, origin }),
    ]).then(([health, read]) => {
      worst.health = Math.max(worst.health, health);
      worst.read = Math.max(worst.read, read);
      worst.polls++;
    });
    await inFlight;
    const rest = every - (performance.now() - started);
    if (rest > 0) await new Promise((r) => setTimeout(r, rest));
  }
}
parentPort.on("message", async (m) => {
  if (m === "reset") {
    await inFlight;
    worst = { health: 0, read: 0, polls: 0, failures: 0 };
    parentPort.postMessage("ok");
  } else if (m === "report") {
    await inFlight;
    parentPort.postMessage(worst);
  } else if (m === "stop") {
    stopping = true;
    await inFlight;
    parentPort.postMessage("stopped");
  }
});
loop();
`;

interface Worst {
  health: number;
  read: number;
  polls: number;
  failures: number;
}

class Poller {
  private worker: Worker;
  constructor(base: string, cookie: string, classId: string) {
    this.worker = new Worker(POLLER, {
      eval: true,
      workerData: { base, cookie, classId, origin: ORIGIN, every: POLL_MS },
    });
  }
  private ask<T>(message: string): Promise<T> {
    return new Promise((resolve) => {
      this.worker.once("message", resolve);
      this.worker.postMessage(message);
    });
  }
  reset = () => this.ask<string>("reset");
  report = () => this.ask<Worst>("report");
  async stop() {
    await this.ask<string>("stop");
    await this.worker.terminate();
  }
}

/** Backends of the bench's PostgreSQL database, and their CPU time (Linux /proc). */
const CLOCK_TICK_MICROS = 10_000;
async function backendPids(url: string | undefined): Promise<number[]> {
  if (!url) return [];
  const client = new pg.Client({ connectionString: url });
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
/** utime + stime per backend in µs (backends that are gone or not readable are left out). */
function processMicros(pids: number[]): Map<number, number> {
  const micros = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      micros.set(pid, (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS);
    } catch {
      // not Linux, or the backend ended
    }
  }
  return micros;
}

/** CPU the database's backends spent since `before` (a backend that started since counts whole). */
async function backendMicrosSince(url: string, before: Map<number, number>): Promise<number> {
  let micros = 0;
  for (const [pid, now] of processMicros(await backendPids(url))) {
    micros += now - (before.get(pid) ?? 0);
  }
  return micros;
}

async function serverCpu(server: ServerProcess): Promise<number> {
  const answer = await server.ask({ type: "cpu" });
  if (answer.type !== "cpu") throw new Error("no CPU figure");
  return answer.micros;
}

interface Row {
  route: string;
  ms: number;
  cpuMs: number;
  dbCpuMs: number | null;
  worst: Worst;
}

async function measure(
  server: ServerProcess,
  poller: Poller,
  postgresUrl: string | undefined,
  route: string,
  work: () => Promise<unknown>,
): Promise<Row> {
  // The pollers' backends too: every backend of the database while the route runs.
  const dbBefore = processMicros(await backendPids(postgresUrl));
  const cpuBefore = await serverCpu(server);
  await poller.reset();
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  const worst = await poller.report();
  const cpuMs = ((await serverCpu(server)) - cpuBefore) / 1000;
  const dbCpuMs = postgresUrl ? (await backendMicrosSince(postgresUrl, dbBefore)) / 1000 : null;
  const row = { route, ms, cpuMs, dbCpuMs, worst };
  const over = Math.max(worst.health, worst.read) > TARGET_MS;
  console.log(
    `${route}: ${fmt(ms)} ms (server CPU ${fmt(cpuMs)} ms${dbCpuMs === null ? "" : `, PostgreSQL CPU ${fmt(dbCpuMs)} ms`}); other client's worst wait: health ${fmt(worst.health)} ms, small roster ${fmt(worst.read)} ms (${worst.polls} polls${worst.failures ? `, ${worst.failures} FAILED` : ""})${over ? ` — over target (${TARGET_MS} ms)` : ""}`,
  );
  return row;
}

async function signUp(base: string, name: string): Promise<{ cookie: string; id: string }> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await api(base, "POST", "/api/auth/sign-up/email", {
    body: { name, email, password: "bench password" },
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie, id: user.id };
}

const json = async <T>(res: Promise<Response>): Promise<T> => (await (await res).json()) as T;

interface Student {
  id: string;
  name: string;
}

/** Runs `n` requests made by `make`, `parallel` at a time. */
async function inParallel(n: number, parallel: number, make: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) await make(next++);
    }),
  );
}

function rosterImport(tag: string) {
  return {
    source: "oneroster",
    dry_run: false,
    classes: Array.from({ length: CLASSES }, (_, c) => ({
      external_id: `${tag}-class-${c + 1}`,
      title: `Roster class ${c + 1}`,
      target_class_id: null,
      students: Array.from({ length: STUDENTS }, (_, s) => ({
        external_id: `${tag}-${c + 1}-${s + 1}`,
        name: `Student ${c + 1}-${s + 1}`,
      })),
    })),
  };
}

/** The first class's extras: saved groupings, group rules, selection history and a roll. */
async function fillClass(base: string, cookie: string, classId: string, groupings: number) {
  const students = await json<Student[]>(api(base, "GET", `/api/students/${classId}`, { cookie }));
  const ids = students.map((s) => s.id);
  const groups = Array.from({ length: 20 }, (_, g) => ids.filter((_, i) => i % 20 === g));
  let saved = 0;
  let capped = false;
  for (; saved < groupings; saved++) {
    const res = await fetch(`${base}/api/classes/${classId}/groupings`, {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: `Grouping ${saved + 1}`, method: "random", groups }),
    });
    if (!res.ok) {
      console.log(`(saved groupings: the server refused number ${saved + 1}: ${res.status})`);
      capped = true;
      break;
    }
  }
  await inParallel(RULES, 4, (r) =>
    api(base, "POST", `/api/classes/${classId}/group-rules`, {
      cookie,
      body: {
        kind: r % 2 ? "keep-apart" : "keep-together",
        student_ids: ids.slice(r * 50, r * 50 + RULE_STUDENTS),
      },
    }),
  );
  const draws = positiveInt("STALL_DRAWS", 300);
  await inParallel(draws, 4, (d) =>
    api(base, "POST", "/api/selection-history/draws", {
      cookie,
      body: { class_id: classId, student_ids: ids.slice((d * 10) % 9990, ((d * 10) % 9990) + 10) },
    }),
  );
  const today = new Date().toISOString().slice(0, 10);
  await fetch(`${base}/api/attendance/${classId}`, {
    method: "PUT",
    headers: { origin: ORIGIN, cookie, "content-type": "application/json", "if-match": '"0"' },
    body: JSON.stringify({ day: today, absent_student_ids: ids.slice(0, 500) }),
  });
  return { ids, groups, saved, draws, capped };
}

const ROUTES = [
  "roster-list",
  "export",
  "groupings-list",
  "grouping-save",
  "shuffle",
  "delete-class",
  "csv",
  "delete-account",
] as const;
type RouteName = (typeof ROUTES)[number];

/** The routes STALL_ROUTES picks (every one when unset). */
function pickedRoutes(): Set<RouteName> {
  const raw = process.env.STALL_ROUTES;
  if (raw === undefined || raw.trim() === "") return new Set(ROUTES);
  // "import" names the OneRoster import, which always runs: alone, it measures only that.
  const names = raw
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "import");
  for (const name of names) {
    if (!(ROUTES as readonly string[]).includes(name)) {
      throw new Error(`STALL_ROUTES: unknown route ${name} (routes: import, ${ROUTES.join(", ")})`);
    }
  }
  return new Set(names as RouteName[]);
}

async function benchOn(kind: "sqlite" | "postgres", adminUrl?: string): Promise<Row[]> {
  console.log(`\n### ${kind}`);
  console.log(`load average before: ${load()}`);
  const database = await benchDatabase(adminUrl);
  const server = await forkServer(database);
  const { base } = server;
  const postgresUrl = kind === "postgres" ? database.url : undefined;
  const rows: Row[] = [];
  const picked = pickedRoutes();
  let poller: Poller | null = null;
  try {
    const other = await signUp(base, "Other");
    const small = await json<{ id: string }>(
      api(base, "POST", "/api/classes", { cookie: other.cookie, body: { name: "Small" } }),
    );
    await api(base, "POST", `/api/classes/${small.id}/students/import`, {
      cookie: other.cookie,
      body: { balanced: false, rows: importRows(30) },
    });
    const heavy = await signUp(base, "Heavy");
    const cookie = heavy.cookie;
    poller = new Poller(base, other.cookie, small.id);
    const measureAny = (route: string, work: () => Promise<unknown>) =>
      measure(server, poller as Poller, postgresUrl, route, work).then((r) => rows.push(r));
    const m = async (name: RouteName, route: string, work: () => Promise<unknown>) => {
      if (picked.has(name)) await measureAny(route, work);
    };

    const body = rosterImport("a");
    await measureAny(`OneRoster import, ${CLASSES} new classes x ${fmt(STUDENTS)} students`, () =>
      api(base, "POST", "/api/roster-imports", { cookie, body }),
    );
    const classes = await json<{ id: string; studentCount: number }[]>(
      api(base, "GET", "/api/classes", { cookie }),
    );
    if (classes.length !== CLASSES || classes.some((c) => c.studentCount !== STUDENTS)) {
      throw new Error("the roster import did not fill the teacher");
    }
    const first = (classes[0] as { id: string }).id;
    const second = (classes[1] as { id: string }).id;
    const fillStart = performance.now();
    const needsFill = ["export", "groupings-list", "grouping-save", "delete-class"].some((n) =>
      picked.has(n as RouteName),
    );
    const filled = needsFill
      ? await fillClass(base, cookie, first, positiveInt("STALL_GROUPINGS", 30))
      : { ids: [], groups: [], saved: 0, draws: 0, capped: false };
    if (needsFill) {
      console.log(
        `filled in ${fmt((performance.now() - fillStart) / 1000, 1)} s: ${CLASSES} classes of ${fmt(STUDENTS)} students (all linked to the roster); in the first: ${filled.saved} saved groupings of ${fmt(STUDENTS)} members, ${RULES} group rules of ${RULE_STUDENTS} students, ${fmt(filled.draws * 10)} selection-history entries, a roll of 500 absent`,
      );
    }

    await m("roster-list", `roster list, ${fmt(STUDENTS)} students`, () =>
      api(base, "GET", `/api/students/${second}`, { cookie }).then((r) => r.arrayBuffer()),
    );
    await m("export", "account export", () =>
      api(base, "GET", "/api/account/export", { cookie }).then((r) => r.arrayBuffer()),
    );
    await m("groupings-list", `saved groupings list (${filled.saved})`, () =>
      api(base, "GET", `/api/classes/${first}/groupings`, { cookie }).then((r) => r.arrayBuffer()),
    );
    // Filled up to the saved-members cap, the teacher makes room for the measured save first,
    // as a teacher would: the oldest grouping goes (not measured).
    if (filled.capped) {
      const list = await json<{ id: string }[]>(
        api(base, "GET", `/api/classes/${first}/groupings`, { cookie }),
      );
      const oldest = list[list.length - 1];
      if (oldest) await api(base, "DELETE", `/api/groupings/${oldest.id}`, { cookie });
    }
    await m("grouping-save", `saved-grouping save, ${fmt(STUDENTS)} members`, () =>
      api(base, "POST", `/api/classes/${first}/groupings`, {
        cookie,
        body: { name: "Bench", method: "random", groups: filled.groups },
      }),
    );
    await m("shuffle", `shuffle, ${fmt(STUDENTS)} students`, () =>
      api(base, "POST", `/api/classes/${second}/shuffle`, { cookie }).then((r) => r.arrayBuffer()),
    );
    await m("delete-class", "delete class (the filled one)", () =>
      api(base, "DELETE", `/api/classes/${first}`, { cookie }),
    );
    // The CSV import's new class needs room under the class limit.
    if (!picked.has("delete-class")) await api(base, "DELETE", `/api/classes/${first}`, { cookie });
    const target = await json<{ id: string }>(
      api(base, "POST", "/api/classes", { cookie, body: { name: "CSV" } }),
    );
    const csvRows = importRows(STUDENTS);
    await m("csv", `CSV/paste import, ${fmt(STUDENTS)} rows`, () =>
      api(base, "POST", `/api/classes/${target.id}/students/import`, {
        cookie,
        body: { balanced: true, rows: csvRows },
      }),
    );
    await m("delete-account", "delete account", () =>
      api(base, "POST", "/api/account/delete", {
        cookie,
        body: { password: "bench password" },
      }),
    );
  } finally {
    await poller?.stop();
    await server.close();
    await database.drop();
  }
  console.log(`load average after: ${load()}`);
  const worst = Math.max(...rows.map((r) => Math.max(r.worst.health, r.worst.read)));
  console.log(
    `${kind}: the other client's worst wait over every route: ${fmt(worst)} ms (target <= ${TARGET_MS} ms, ${worst <= TARGET_MS ? "ok" : "OVER TARGET"})`,
  );
  return rows;
}

/** The PostgreSQL admin URL: the environment's, or the local default when a server answers. */
async function postgresAdmin(): Promise<string | undefined> {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (configured) return configured;
  const client = new pg.Client({
    connectionString: DEFAULT_POSTGRES,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    return DEFAULT_POSTGRES;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function run(): Promise<void> {
  const only = process.env.STALL_DATABASES?.split(",");
  if (!only || only.includes("sqlite")) await benchOn("sqlite");
  if (only && !only.includes("postgres")) return;
  const adminUrl = await postgresAdmin();
  if (adminUrl) await benchOn("postgres", adminUrl);
  else console.log(`\n(PostgreSQL skipped: nothing answers at ${DEFAULT_POSTGRES})`);
}
