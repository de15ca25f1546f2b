import { fileURLToPath } from "node:url";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./scripts/lingui-plugins.js";

// Code and tests reach the shipped code as `#src/...` (package.json's imports, tsconfig's paths).
const resolve = { alias: { "#src": fileURLToPath(new URL("./src", import.meta.url)) } };
// Every project compiles the app's messages as the build does (scripts/lingui-plugins.ts).
const plugins = linguiPlugins();

// Four projects: pure unit tests (domain, client helpers), component tests (React components in
// Chromium), and the API tests run once on SQLite and, when TEST_DATABASE_URL is set, once more
// on PostgreSQL.
const apiOn = (kind: "sqlite" | "postgres") => ({
  resolve,
  plugins,
  test: {
    name: `api-${kind}`,
    setupFiles: ["tests/support/english.ts", "tests/support/vitest-setup.ts"],
    include: [
      "tests/api/**/*.test.ts",
      "tests/durability/**/*.test.ts",
      "tests/contracts/http-source.test.ts",
    ],
    environment: "node" as const,
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app on its own fresh database, and the server keeps no
    // module-level state, so the files of a worker can share one module graph instead of
    // importing Fastify, Better Auth and Kysely again for each of them.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on CI's 2 cores,
    // where most API files wait on PostgreSQL or on password hashing rather than compute.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        plugins,
        test: {
          name: "unit",
          setupFiles: ["tests/support/english.ts", "tests/support/vitest-setup.ts"],
          include: [
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/contracts/memory-source.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          // What a test checks is never its speed (benchmarks measure speed). The heaviest
          // property and file tests (the group bound's proofs, a 64 MB zip bomb) take 2-4 s on
          // a quiet machine and went over Vitest's default 5 s limit on a loaded 2-core one.
          testTimeout: 30_000,
        },
      },
      {
        resolve,
        plugins,
        test: {
          // The app's components in a real browser, the network stubbed (decision 0047): focus
          // and clicks behave as the teacher's Chromium does (a disabled control drops the
          // focus there, and not in a simulated DOM). Debian's Chromium, never a downloaded one.
          name: "component",
          setupFiles: ["tests/support/english.ts"],
          include: ["tests/component/**/*.test.tsx"],
          unstubGlobals: true,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({
              launchOptions: {
                executablePath: "/usr/bin/chromium",
                args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
              },
            }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
      apiOn("sqlite"),
      ...(process.env.TEST_DATABASE_URL ? [apiOn("postgres")] : []),
    ],
  },
});
