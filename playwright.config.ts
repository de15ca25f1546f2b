import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// The config is loaded again in every worker: keep the port and the data folder in the
// environment so all of them agree on the one server started below.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "classcharm-e2e-"));
// The fake Google (tests/support/fake-google-server.ts): its Classroom API and its OAuth side.
const freePort = () =>
  execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.E2E_GOOGLE_PORT ??= freePort();
process.env.E2E_GOOGLE_OAUTH_PORT ??= freePort();
const googleApi = `http://127.0.0.1:${process.env.E2E_GOOGLE_PORT}`;
const googleOAuth = `http://127.0.0.1:${process.env.E2E_GOOGLE_OAUTH_PORT}`;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The built server this run starts (removed by the global teardown). */
export const e2eServerDir = join(".tmp", `e2e-server-${process.env.E2E_PORT}`);

// Debian's chromium-headless-shell (Chromium's old headless mode, what Playwright runs by
// default): the same engine as /usr/bin/chromium without the browser UI and its GPU process,
// which ran the suite a third faster on CI's 2 cores. /usr/bin/chromium where it is missing;
// E2E_CHROMIUM picks another.
const chromiumPath =
  process.env.E2E_CHROMIUM ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : "/usr/bin/chromium");

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on CI's 2 cores: a test mostly waits (for the app's timers, animations and answers,
  // and Playwright's polling), not computes. The full run under a load of 15 from other jobs
  // took 1,552 s of test time against at most 1,380 s on CI, so a third browser
  // shares the cores with little loss: 54 tests took 161 and 146 s with 2 workers, 124 and
  // 113 s with 3, their summed test time up 7% (decision 0030).
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // What a test checks is never its speed (benchmarks measure speed). CI's shared 2 cores run
  // the suite about 1.5 times slower than a quiet machine: a walk through every tab that takes
  // 19 s here took 31 s there and hit the 30 s limit. No retries, so a real hang still fails.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Per-run output (traces of failures) in the repo's .tmp/, so they outlive the run's data
  // folder, which the global teardown removes from the system temp directory.
  outputDir: join(".tmp", `e2e-results-${process.env.E2E_PORT}`),
  globalTeardown: "./tests/support/e2e-teardown.ts",
  use: {
    baseURL,
    // The offline shell (a service worker that stores the app and then preloads every tab) is
    // tested where offline is the subject: those files allow it (test.use). Elsewhere it only
    // cost each test's fresh browser context 1.5 s of downloading and compiling tabs it never
    // opens.
    serviceWorkers: "block",
    // A failed test keeps its trace (actions, DOM snapshots, console, network) and a
    // screenshot. The trace's screencast (a JPEG of every frame, for its filmstrip) is off: on
    // CI's 2 cores it nearly doubled every test (35 tests: 297-311 s of test time against
    // 165-175 s without it), all of it spent on passing tests whose traces are thrown away.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], channel: undefined },
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      // Google for the Google Classroom tests: started in a second, while the app builds.
      command: "node node_modules/tsx/dist/cli.mjs tests/support/fake-google-server.ts",
      url: `${googleApi}/__control/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_GOOGLE_PORT: String(process.env.E2E_GOOGLE_PORT),
        E2E_GOOGLE_OAUTH_PORT: String(process.env.E2E_GOOGLE_OAUTH_PORT),
      },
    },
    {
      // Each run builds the app into its own folder, so runs side by side never share a build, and
      // runs the server as `npm start` does: built JavaScript under plain node. The
      // server's build lives in the repo's .tmp/ so its imports find node_modules.
      command: `node node_modules/vite/bin/vite.js build --logLevel warn --outDir "${join(process.env.E2E_DATA_DIR, "client")}" && node scripts/build-server.mjs "${e2eServerDir}" && node --enable-source-maps "${join(e2eServerDir, "main.js")}"`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        NODE_ENV: "production",
        PORT: String(process.env.E2E_PORT),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        CLIENT_DIR: join(process.env.E2E_DATA_DIR, "client"),
        DATABASE_URL: `file:${join(process.env.E2E_DATA_DIR, "e2e.db")}`,
        // Many sign-ins from one address in a few seconds; the limit itself has API tests.
        AUTH_RATE_LIMIT: "off",
        LOG_LEVEL: "warn",
        // Google sign-in and Google Classroom against the fake (nothing leaves the machine).
        GOOGLE_CLIENT_ID: "gclient.apps.example",
        GOOGLE_CLIENT_SECRET: "gclient-secret",
        GOOGLE_AUTHORIZATION_URL: `${googleOAuth}/authorize`,
        GOOGLE_TOKEN_URL: `${googleOAuth}/token`,
        GOOGLE_USERINFO_URL: `${googleOAuth}/userinfo`,
        GOOGLE_REVOKE_URL: `${googleApi}/revoke`,
        GOOGLE_CLASSROOM_API_URL: googleApi,
      },
    },
  ],
});
