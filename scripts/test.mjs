// `npm test`: the whole suite, in order, stopping at the first failing step:
// typecheck, lint, unit, component + API tests (Vitest; components in Debian's Chromium, API
// on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set), then the browser end-to-end
// tests (Playwright, Debian's Chromium, against the built app, which Playwright's web server
// step builds when it is out of date).
// It ends with one plain line counting every test: "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { leftovers } from "./temp-leftovers.mjs";

const reports = ".tmp/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const vitestJson = `${reports}/vitest.json`;
const playwrightJson = `${reports}/playwright.json`;
// Every step gets a temp directory of its own; whatever a test leaves there fails the run.
const runTmp = mkdtempSync(join(tmpdir(), "classcharm-suite-"));

const steps = [
  // The browser's, Node's and the whole repository's programs, side by side (decision 0016).
  ["typecheck (browser, Node, everything)", ["scripts/typecheck.mjs"]],
  ["lint", ["node_modules/@biomejs/biome/bin/biome", "check", "."]],
  [
    "imports (dependency-cruiser: no cycles, one-way layers)",
    [
      "node_modules/dependency-cruiser/bin/dependency-cruise.mjs",
      "src",
      "tests",
      "bench",
      "scripts",
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "err",
    ],
  ],
  [
    "unit, component + API (Vitest)",
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestJson}`,
    ],
  ],
  [
    "end-to-end (Playwright)",
    ["node_modules/@playwright/test/cli.js", "test", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  ],
];

function totals() {
  const t = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, "utf8"));
    t.passed += v.numPassedTests;
    t.failed += v.numFailedTests;
    t.skipped += v.numPendingTests + v.numTodoTests;
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, "utf8")).stats;
    t.passed += p.expected + p.flaky;
    t.failed += p.unexpected;
    t.skipped += p.skipped;
  }
  return t;
}

function finish(code) {
  const left = leftovers(runTmp);
  rmSync(runTmp, { recursive: true, force: true, maxRetries: 3 });
  if (left.length > 0) {
    console.error(
      `\nThe tests left ${left.length} entries in their temp directory: ${left.join(", ")}`,
    );
    if (code === 0) code = 1;
  }
  const t = totals();
  console.log(`\n${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`);
  process.exit(code);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests run on SQLite only.");
}
// Each step's wall time, printed at the end: the suite should stay under 20 minutes on 2 cores.
const timings = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
function printTimings() {
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `\nTimes: ${timings.map(([n, ms]) => `${n} ${minutes(ms)}`).join("; ")}; total ${minutes(total)}`,
  );
}
for (const [name, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, TMPDIR: runTmp, ...env },
  });
  timings.push([name.replace(/ \(.*$/, ""), Date.now() - started]);
  if (result.status !== 0) {
    printTimings();
    console.error(`\n${name} failed.`);
    finish(result.status ?? 1);
  }
}
printTimings();
console.log("\nAll checks passed.");
finish(0);
