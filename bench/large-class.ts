/**
 * The largest allowed class (docs/decisions/0013-student-limits.md): every
 * single request on a class of 10,000 students must answer in under 1 s, on SQLite and on
 * PostgreSQL, and no request may hold the server for everyone meanwhile. Over HTTP against the
 * real server in its own process (api-child.ts), each figure the median of RUNS (max beside it):
 * - import of 10,000 rows into an empty class (a new teacher each run);
 * - a OneRoster import of a new class of 9,999 and its re-import with a rename and a newcomer
 *   (POST /api/roster-imports, a new teacher each run);
 * - GET /api/students/:classId, GET /api/classes/:id/export.csv, POST /api/classes/:id/shuffle
 *   and GET /api/account/export on that class;
 * - GET /api/health sent while a shuffle of the class is in flight (time to its answer);
 * - the account export of a teacher at the per-teacher limit (5 classes of 10,000 = 50,000).
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { api, importRows, type ServerProcess, signUpTeacher, startServer } from "./api-client";

const STUDENTS = 10_000;
const RUNS = 5;
const BUDGET_MS = 1000;

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function report(label: string, times: number[]): void {
  const m = median(times);
  console.log(
    `${label}: median ${fmt(m)} ms, max ${fmt(Math.max(...times))} ms of ${times.length} (target < ${fmt(BUDGET_MS)} ms, ${m < BUDGET_MS ? "ok" : "OVER"})`,
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function newClass(server: ServerProcess, cookie: string, name: string): Promise<string> {
  const res = await api(server.base, "POST", "/api/classes", { cookie, body: { name } });
  return ((await res.json()) as { id: string }).id;
}

async function fill(server: ServerProcess, cookie: string, classId: string): Promise<void> {
  const body = { balanced: false, rows: importRows(STUDENTS) };
  const res = await api(server.base, "POST", `/api/classes/${classId}/students/import`, {
    cookie,
    body,
  });
  const { created } = (await res.json()) as { created: number };
  if (created !== STUDENTS) throw new Error(`import created ${created}`);
}

/** Reads the whole body, so the time covers the transfer too. */
const get = (server: ServerProcess, path: string, cookie: string) =>
  api(server.base, "GET", path, { cookie }).then((res) => res.arrayBuffer());

async function benchOn(kind: "sqlite" | "postgres", adminUrl?: string): Promise<void> {
  console.log(`\n### ${kind}, ${fmt(STUDENTS)} students in one class`);
  const server = await startServer(adminUrl);
  try {
    const imports: number[] = [];
    const teachers: { cookie: string; classId: string }[] = [];
    for (let run = 0; run < 3; run++) {
      const cookie = await signUpTeacher(server.base);
      const classId = await newClass(server, cookie, "Largest");
      imports.push(await timed(() => fill(server, cookie, classId)));
      teachers.push({ cookie, classId });
    }
    report(`import of ${fmt(STUDENTS)} rows`, imports);
    await rosterImports(server);
    const { cookie, classId } = teachers[0] as { cookie: string; classId: string };
    const runs = async (fn: () => Promise<unknown>) => {
      await fn(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(fn));
      return times;
    };
    report(
      "GET /api/students/:classId",
      await runs(() => get(server, `/api/students/${classId}`, cookie)),
    );
    report(
      "GET export.csv",
      await runs(() => get(server, `/api/classes/${classId}/export.csv`, cookie)),
    );
    const shuffle = () =>
      api(server.base, "POST", `/api/classes/${classId}/shuffle`, { cookie }).then((r) =>
        r.arrayBuffer(),
      );
    report("POST shuffle", await runs(shuffle));
    report(
      "GET /api/account/export (1 class)",
      await runs(() => get(server, "/api/account/export", cookie)),
    );

    const health: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const running = shuffle();
      await new Promise((resolve) => setTimeout(resolve, 20));
      health.push(await timed(() => api(server.base, "GET", "/api/health")));
      await running;
    }
    report("GET /api/health sent 20 ms into a shuffle", health);

    for (let k = 2; k <= 5; k++)
      await fill(server, cookie, await newClass(server, cookie, `C${k}`));
    report(
      `GET /api/account/export (5 classes, ${fmt(5 * STUDENTS)} students)`,
      await runs(() => get(server, "/api/account/export", cookie)),
    );
  } finally {
    await server.close();
  }
}

/** A OneRoster class of `n` students as the browser sends it. */
function rosterBody(n: number, tag = "") {
  const students = Array.from({ length: n }, (_, i) => ({
    external_id: `0f8fad5b-d9cb-469f-a165-${String(i).padStart(12, "0")}`,
    name: `Student ${i + 1}${i === 0 ? tag : ""}`,
  }));
  if (tag) students.push({ external_id: "newcomer", name: "New Student" });
  return {
    source: "oneroster",
    classes: [{ external_id: "largest", title: "Largest", target_class_id: null, students }],
  };
}

/** POST /api/roster-imports of a new class of STUDENTS, then its re-import (1 rename, 1 new). */
async function rosterImports(server: ServerProcess): Promise<void> {
  const post = (cookie: string, body: unknown) =>
    api(server.base, "POST", "/api/roster-imports", { cookie, body }).then(async (res) => {
      if (res.status !== 200) throw new Error(`roster import: ${res.status} ${await res.text()}`);
      return res.arrayBuffer();
    });
  const first: number[] = [];
  const again: number[] = [];
  for (let run = 0; run < 3; run++) {
    const cookie = await signUpTeacher(server.base);
    first.push(await timed(() => post(cookie, rosterBody(STUDENTS - 1))));
    again.push(await timed(() => post(cookie, rosterBody(STUDENTS - 1, " renamed"))));
  }
  report(`POST /api/roster-imports, a new class of ${fmt(STUDENTS - 1)}`, first);
  report(`roster re-import of ${fmt(STUDENTS)} (1 rename, 1 newcomer)`, again);
}

export async function run(): Promise<void> {
  await benchOn("sqlite");
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) await benchOn("postgres", adminUrl);
  else console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
}
