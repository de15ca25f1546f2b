import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// `npm run bench -- <name>` with a name that is no bench: the run fails at once and lists the
// benches, instead of running nothing and exiting 0.
describe("npm run bench with an unknown name", () => {
  it("exits non-zero and names the benches that exist", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "bench/run.ts", "nonsense"], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('No bench named "nonsense"');
    for (const name of ["domain", "api", "wheel", "app"]) expect(run.stderr).toContain(name);
    expect(run.stdout).not.toContain("##");
  });
});
