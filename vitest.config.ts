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
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/domain/**/*.test.ts", "src/client/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      apiOn("sqlite"),
      ...(process.env.TEST_DATABASE_URL ? [apiOn("postgres")] : []),
    ],
  },
});
