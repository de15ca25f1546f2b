import { rmSync } from "node:fs";
import { join } from "node:path";

/**
 * Playwright's global teardown: the run's data folder (database, built client) leaves the system
 * temp directory with the run. Failure traces are kept in .tmp/ (see outputDir).
 */
export default function teardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  // The server build of this run (playwright.config.ts); its process is gone or going.
  const server = join(".tmp", `e2e-server-${process.env.E2E_PORT}`);
  rmSync(server, { recursive: true, force: true, maxRetries: 3 });
}
