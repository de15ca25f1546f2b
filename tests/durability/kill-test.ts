// `npm run test:durability` (docs/decisions/0009). SIGKILLs the real server at random moments during
// large imports and shuffles, on SQLite and on PostgreSQL (DURABILITY_TRIALS times each, 25 by
// default), and checks after each restart: the engine's integrity check, every import all or
// nothing, every confirmed change stored. Prints the figures; exits 1 on any failure.
// DURABILITY_SEED replays a run's sizes and kill moments (timing itself is not replayable).
// See docs/decisions/0009-durability.md.
import pg from "pg";
import { type RunReport, runKillTrials } from "./run";

// Ctrl+C: exit through process.exit, so the server under test is killed with us.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

const trials = Number(process.env.DURABILITY_TRIALS ?? 25);
const seed = Number(process.env.DURABILITY_SEED ?? Math.floor(Math.random() * 2 ** 32));
const explicitUrl = process.env.TEST_DATABASE_URL;
const adminUrl = explicitUrl ?? "postgres://postgres@127.0.0.1:5432/test";

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (err) {
    return (err as Error).message || String(err);
  }
}

const shared = {
  trials,
  importRows: [2_000, 20_000] as [number, number],
  importLanes: 2,
  shuffleClassSize: 2_000,
  killAfterMs: [30, 4_000] as [number, number],
  log: (line: string) => console.log(line),
};

console.log(`durability kill test: ${trials} trials per database, seed ${seed}`);
console.log(`(replay the same sizes and kill moments with DURABILITY_SEED=${seed})\n`);
const reports: RunReport[] = [];
const failures: string[] = [];
async function run(options: Parameters<typeof runKillTrials>[0]): Promise<void> {
  try {
    reports.push(await runKillTrials(options));
  } catch (err) {
    failures.push(`${options.kind}: the run stopped: ${(err as Error).stack ?? err}`);
  }
}

await run({ ...shared, kind: "sqlite", seed });

const unreachable = await reachable(adminUrl);
if (unreachable && explicitUrl) {
  failures.push(`PostgreSQL at TEST_DATABASE_URL is unreachable: ${unreachable}`);
} else if (unreachable) {
  console.log(`\n${"!".repeat(78)}`);
  console.log(`!! PostgreSQL SKIPPED: ${adminUrl} is unreachable (${unreachable}).`);
  console.log("!! Set TEST_DATABASE_URL to a reachable server to run the PostgreSQL half.");
  console.log(`${"!".repeat(78)}\n`);
} else {
  await run({ ...shared, kind: "postgres", seed: seed + 1, adminUrl });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows: [string, (r: RunReport) => string | number][] = [
  ["kill trials", (r) => r.trials],
  ["kills with requests in flight", (r) => r.killsWithRequestsInFlight],
  ["kills aimed at an open write transaction", (r) => r.killsAimedAtWrite],
  ["kills inside an open write transaction", (r) => r.killsInsideWriteTransaction],
  ["confirmed writes (all checked)", (r) => r.confirmedWrites],
  ["imports confirmed", (r) => r.importsConfirmed],
  ["imports in flight: committed, answer lost", (r) => r.importsCommittedUnanswered],
  ["imports in flight: rolled back", (r) => r.importsRolledBack],
  ["shuffles confirmed", (r) => r.shufflesConfirmed],
  ["shuffles in flight: committed, answer lost", (r) => r.shufflesCommittedUnanswered],
  ["shuffles in flight: rolled back", (r) => r.shufflesRolledBack],
  ["single adds confirmed", (r) => r.singlesConfirmed],
  [
    "single adds in flight: committed / rolled back",
    (r) => `${r.singlesCommittedUnanswered} / ${r.singlesRolledBack}`,
  ],
  [
    "restart after a kill, median / max ms",
    (r) => `${median(r.restartMs).toFixed(0)} / ${Math.max(...r.restartMs).toFixed(0)}`,
  ],
  ["integrity checks", (r) => r.integrityChecks],
  ["rows lost (must be 0)", (r) => r.rowsLost],
  ["partial imports (must be 0)", (r) => r.partialImports],
  ["partial shuffles (must be 0)", (r) => r.partialShuffles],
  ["integrity failures (must be 0)", (r) => r.integrityFailures],
  ["failures of any kind (must be 0)", (r) => r.failures.length],
  ["seconds", (r) => r.seconds.toFixed(0)],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\n${"".padEnd(width)}  ${reports.map((r) => r.kind.padStart(10)).join("  ")}`);
for (const [label, value] of rows) {
  console.log(
    `${label.padEnd(width)}  ${reports.map((r) => String(value(r)).padStart(10)).join("  ")}`,
  );
}

for (const r of reports) {
  if (r.trials < trials) failures.push(`${r.kind}: only ${r.trials} of ${trials} trials ran`);
  failures.push(...r.failures.map((f) => `${r.kind}: ${f}`));
}
if (failures.length > 0) {
  console.error(`\nDURABILITY FAILED (seed ${seed}):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `\nDurability held: no confirmed change lost, no partial write, every integrity check ok.`,
);
