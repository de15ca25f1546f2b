import { defineConfig } from "vitest/config";

// Three projects: pure unit tests (domain, client helpers), and the API tests run once on
// SQLite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const apiOn = (kind: "sqlite" | "postgres") => ({
  test: {
    name: `api-${kind}`,
    include: ["src/server/**/*.test.ts"],
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
        test: {
          name: "unit",
          include: [
            "src/domain/**/*.test.ts",
            "src/client/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      apiOn("sqlite"),
      ...(process.env.TEST_DATABASE_URL ? [apiOn("postgres")] : []),
    ],
  },
});
