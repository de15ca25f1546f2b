import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Temporary folders made by tests. Each is removed by `removeTempDirs()`, which the Vitest setup
 * file (tests/support/vitest-setup.ts) calls after every test file, so no harness leaves a
 * folder behind in the system temp directory.
 */
const made = new Set<string>();

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.add(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    made.delete(dir);
  }
}
