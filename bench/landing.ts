/**
 * Landing page benchmark: builds the browser app when it is out of date, starts the
 * real server on a free loopback port, and runs Lighthouse (mobile preset, performance only)
 * against `/` in Debian's Chromium. Prints the performance score and LCP of each run and their
 * medians. Targets: score >= 98, LCP <= 1.2 s. `LANDING_RUNS` sets the number of runs (3).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/env";

const TARGET_SCORE = 98;
const TARGET_LCP_MS = 1200;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

function buildClient(): void {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the browser app did not build");
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function startServer(dataDir: string) {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: `file:${join(dataDir, "bench.db")}`,
    LOG_LEVEL: "silent",
  });
  const app = await buildApp({ config, logger: false });
  await app.listen({ port, host: "127.0.0.1" });
  return { app, url: `http://127.0.0.1:${port}/` };
}

export async function run(): Promise<void> {
  buildClient();
  const runs = Math.max(1, Number(process.env.LANDING_RUNS ?? 3));
  const dataDir = mkdtempSync(join(tmpdir(), "classcharm-bench-landing-"));
  const { app, url } = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const scores: number[] = [];
  const lcps: number[] = [];
  try {
    for (let i = 1; i <= runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN;
      const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN;
      scores.push(score);
      lcps.push(lcp);
      console.log(
        `run ${i}/${runs} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod}): ` +
          `performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, FCP ${(fcp / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const score = median(scores);
  const lcp = median(lcps);
  const verdict = score >= TARGET_SCORE && lcp <= TARGET_LCP_MS ? "meets" : "MISSES";
  console.log(
    `landing (Lighthouse mobile, median of ${runs}): performance ${score} (target >= ${TARGET_SCORE}), ` +
      `LCP ${(lcp / 1000).toFixed(2)} s (target <= ${TARGET_LCP_MS / 1000} s): ${verdict} the targets`,
  );
}
