import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dbKind, freshDatabase } from "./testing/harness";

/** Runs the real entry point (src/server/main.ts) as a child process. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  return { child, output: () => out };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the server process", () => {
  it.runIf(dbKind === "sqlite")("refuses to start on a bad setting, naming it", async () => {
    const { child, output } = start({ PORT: "not-a-port" });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain(`PORT (got "not-a-port"): must be a number`);
  });

  it(`creates and migrates its ${dbKind} database on first start, serves, and stops cleanly on SIGTERM`, async () => {
    const dir = mkdtempSync(join(tmpdir(), "classcharm-main-"));
    const fresh = dbKind === "postgres" ? await freshDatabase() : null;
    await fresh?.database.close();
    const { child, output } = start({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DATABASE_URL: fresh?.url ?? `file:${join(dir, "classcharm.db")}`,
    });
    const done = exited(child);
    await waitFor(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(output()));
    const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: "ok", database: dbKind });
    child.kill("SIGTERM");
    expect(await done).toBe(0);
    expect(output()).toContain("shutting down");
    await fresh?.drop();
  });
});
