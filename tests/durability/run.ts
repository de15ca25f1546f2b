import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ApiClient, DURABILITY_ORIGIN } from "./api-client";
import { postgresDatabase, sqliteDatabase } from "./databases";
import type { Inspector } from "./inspect";
import { killHard, type ServerProcess, startServer, stopGracefully } from "./server-process";
import { baselineOf, checkAfterKill, emptyFindings, type Findings } from "./verify";
import { seededRandom, Workload } from "./workload";

export interface RunOptions {
  kind: "sqlite" | "postgres";
  trials: number;
  seed: number;
  /** Rows per import, smallest and largest. */
  importRows: [number, number];
  /** Imports sent side by side, each lane one after another. */
  importLanes: number;
  /** Students in the class that is shuffled again and again. */
  shuffleClassSize: number;
  /** The kill lands this long after the trial's requests start (uniform, seeded). */
  killAfterMs: [number, number];
  /** PostgreSQL: a server URL; a database is created on it and dropped afterwards. */
  adminUrl?: string;
  log?: (line: string) => void;
}

export interface RunReport extends Findings {
  kind: RunOptions["kind"];
  trials: number;
  killsWithRequestsInFlight: number;
  killsInsideWriteTransaction: number;
  /** Kills held back until the probe saw a write transaction open (up to 2 s). */
  killsAimedAtWrite: number;
  confirmedWrites: number;
  integrityChecks: number;
  integrityFailures: number;
  restartMs: number[];
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the real server, sends large imports, shuffles and single adds side by side, SIGKILLs it
 * at a seeded random moment, restarts it (it recovers the database itself) and checks the
 * stored data against every answer the client received. Repeats `trials` times on one database.
 */
export async function runKillTrials(o: RunOptions): Promise<RunReport> {
  const started = performance.now();
  const log = o.log ?? (() => {});
  const random = seededRandom(o.seed);
  const dir = mkdtempSync(join(tmpdir(), `classcharm-durability-${o.kind}-`));
  const database = o.kind === "sqlite" ? sqliteDatabase(dir) : await postgresDatabase(o.adminUrl);
  const report: RunReport = {
    ...emptyFindings(),
    kind: o.kind,
    trials: 0,
    killsWithRequestsInFlight: 0,
    killsInsideWriteTransaction: 0,
    killsAimedAtWrite: 0,
    confirmedWrites: 0,
    integrityChecks: 0,
    integrityFailures: 0,
    restartMs: [],
    seconds: 0,
  };
  const env = {
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    CLIENT_DIR: join(dir, "no-client"),
    DATABASE_URL: database.url,
    PUBLIC_URL: DURABILITY_ORIGIN,
    BETTER_AUTH_SECRET: "durability-test-secret-0123456789abcdef",
    CLASS_LIMIT: "100",
    // Imports of up to 20,000 rows, two lanes at a time: the test is about kills, not limits.
    MAX_STUDENTS_PER_CLASS: "1000000",
    MAX_STUDENTS_PER_TEACHER: "10000000",
    AUTH_RATE_LIMIT: "off",
    // The test sends far more requests a minute than a teacher would (docs/decisions/0008).
    API_RATE_LIMIT: "off",
  };
  let server: ServerProcess | undefined = await startServer(env);
  let inspector: Inspector | undefined;
  const client = new ApiClient(server.baseUrl);
  try {
    // Set-up, all confirmed: a teacher, the shuffled class with its students.
    const signUp = await client.expect<{ user: { id: string } }>(
      200,
      "POST",
      "/api/auth/sign-up/email",
      { name: "Durability", email: "durability@example.com", password: "correct horse battery" },
    );
    const userId = signUp.user.id;
    const seedWork = new Workload(client, random, 0);
    const shuffleClass = (
      await client.expect<{ id: string }>(201, "POST", "/api/classes", { name: "Shuffled" })
    ).id;
    const seedRows = Array.from({ length: o.shuffleClassSize }, (_, i) => seedWork.row(`S #${i}`));
    await client.expect(201, "POST", `/api/classes/${shuffleClass}/students/import`, {
      rows: seedRows,
    });
    report.confirmedWrites += 3;
    inspector = await database.inspector();
    let baseline = baselineOf(await inspector.students(shuffleClass));
    /** Every class the teacher must have, with its student count as last checked. */
    const expected = new Map<string, number>([[shuffleClass, o.shuffleClassSize]]);
    const importClasses: string[] = [];

    for (let trial = 1; trial <= o.trials; trial++) {
      // Keep the file small: the class of two trials ago goes (the last one is checked again).
      const old = importClasses.length >= 2 ? importClasses.shift() : undefined;
      if (old) {
        await client.expect(204, "DELETE", `/api/classes/${old}`);
        expected.delete(old);
        report.confirmedWrites++;
      }
      const importClass = (
        await client.expect<{ id: string }>(201, "POST", "/api/classes", { name: `Trial ${trial}` })
      ).id;
      importClasses.push(importClass);
      expected.set(importClass, 0);
      report.confirmedWrites++;

      const work = new Workload(client, random, trial);
      const killAt = random.int(o.killAfterMs[0], o.killAfterMs[1]);
      work.start(importClass, shuffleClass, {
        importRows: o.importRows,
        importLanes: o.importLanes,
      });
      // Half the kills land at the random moment itself; the other half at the first moment
      // after it that a write transaction is open, so that many kills hit one mid-write.
      const aimed = random.next() < 0.5;
      await sleep(killAt);
      const insideWrite = await (aimed ? nextWrite(inspector) : inspector.writeTransactionOpen());
      work.stopped = true;
      const inFlight = work.inFlight();
      await killHard(server);
      server = undefined;
      await work.stop();
      report.trials++;
      if (inFlight > 0) report.killsWithRequestsInFlight++;
      if (insideWrite) report.killsInsideWriteTransaction++;
      if (aimed) report.killsAimedAtWrite++;

      const restart = performance.now();
      server = await startServer(env);
      report.restartMs.push(performance.now() - restart);
      client.baseUrl = server.baseUrl;

      const checkStarted = performance.now();
      const f = emptyFindings();
      const checked = await checkAfterKill(inspector, userId, work, importClass, shuffleClass, {
        expected,
        baseline,
        findings: f,
      });
      baseline = checked.baseline;
      report.integrityChecks++;
      if (checked.integrityFailed) report.integrityFailures++;
      f.failures.push(...work.refusals.map((r) => `unexpected answer: ${r}`));
      report.confirmedWrites += f.importsConfirmed + f.shufflesConfirmed + f.singlesConfirmed;
      add(report, f);
      log(
        `${o.kind} trial ${trial}/${o.trials}: killed at ${killAt} ms with ${inFlight} requests in flight` +
          `${insideWrite ? ", inside a write transaction" : ""}${aimed ? " (aimed)" : ""}; imports ${f.importsConfirmed} confirmed,` +
          ` ${f.importsCommittedUnanswered} committed unanswered, ${f.importsRolledBack} rolled back;` +
          ` shuffles ${f.shufflesConfirmed} confirmed; restart ${report.restartMs.at(-1)?.toFixed(0)} ms,` +
          ` checks ${(performance.now() - checkStarted).toFixed(0)} ms;` +
          ` ${f.failures.length === 0 ? "ok" : `FAILED:\n  ${f.failures.join("\n  ")}`}`,
      );
    }

    // Last, the restarted server itself must report what was checked, then stop cleanly.
    const listed = await client.expect<{ id: string; studentCount: number }[]>(
      200,
      "GET",
      "/api/classes",
    );
    for (const c of listed) {
      if (expected.get(c.id) !== c.studentCount) {
        report.failures.push(
          `the API lists class ${c.id} with ${c.studentCount} students, expected ${expected.get(c.id)}`,
        );
      }
    }
    if (listed.length !== expected.size)
      report.failures.push(`the API lists ${listed.length} classes`);
    const how = await stopGracefully(server);
    server = undefined;
    if (how !== "exit code 0") report.failures.push(`the server stopped with ${how} on SIGTERM`);
    const problems = await inspector.integrity();
    report.integrityChecks++;
    if (problems.length > 0) {
      report.integrityFailures++;
      report.failures.push(...problems.map((p) => `integrity after a clean stop: ${p}`));
    }
  } finally {
    if (server) await killHard(server);
    await inspector?.close();
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** Polls until some connection holds a write transaction open (true), for at most 2 s. */
async function nextWrite(inspector: Inspector): Promise<boolean> {
  const until = performance.now() + 2_000;
  while (performance.now() < until) {
    if (await inspector.writeTransactionOpen()) return true;
    await sleep(1);
  }
  return false;
}

function add(report: RunReport, f: Findings): void {
  for (const key of Object.keys(f) as (keyof Findings)[]) {
    if (key === "failures") report.failures.push(...f.failures);
    else report[key] += f[key];
  }
}
