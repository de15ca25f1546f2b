// What a test run left in its temporary directory. `npm test` gives its steps a temp directory of
// their own (TMPDIR) and fails when anything is left in it at the end: every
// harness removes what it made.
import { readdirSync } from "node:fs";

/**
 * The compile caches the tools keep there (tsx's, Playwright's), named after the user id: not
 * something a test made, and removed with the directory.
 */
const TOOL_CACHES = /^(?:tsx-\d+|playwright-transform-cache-\d+)$/;

/** The entries left in `dir` by tests, sorted; [] when there are none or it is gone. */
export function leftovers(dir) {
  try {
    return readdirSync(dir)
      .filter((name) => !TOOL_CACHES.test(name))
      .sort();
  } catch (e) {
    if (e.code === "ENOENT") return [];
    throw e;
  }
}
