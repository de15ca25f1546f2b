// `npm test`: the whole suite, in order, stopping at the first failing step:
// typecheck, lint, unit + API tests (Vitest; API on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set), then the browser end-to-end tests (Playwright, Debian's Chromium,
// against the built app, which Playwright's web server step builds when it is out of date).
import { spawnSync } from "node:child_process";

const steps = [
  ["typecheck", ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "tsconfig.json"]],
  ["lint", ["node_modules/@biomejs/biome/bin/biome", "check", "."]],
  ["unit + API (Vitest)", ["node_modules/vitest/vitest.mjs", "run"]],
  ["end-to-end (Playwright)", ["node_modules/@playwright/test/cli.js", "test"]],
];
if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests run on SQLite only.");
}
for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\nAll checks passed.");
