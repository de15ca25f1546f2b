import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dbKind, freshDatabase } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

/** Runs the real entry point (src/server/main.ts) as a child process. */
function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = "";
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-node.mjs", "src/server/main.ts"],
    {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
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
    const dir = tempDir("classcharm-main-");
    const fresh = dbKind === "postgres" ? await freshDatabase() : null;
    await fresh?.database.close();
    const { child, output } = start({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DATABASE_URL: fresh?.url ?? `file:${join(dir, "classcharm.db")}`,
    });
    const done = exited(child);
    try {
      await waitFor(() => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.test(output()));
      const base = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output())?.[1];
      const health = await fetch(`${base}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", database: dbKind });
      child.kill("SIGTERM");
      expect(await done).toBe(0);
      expect(output()).toContain("shutting down");
    } finally {
      // A failed step must not leave the server running (nor its database behind).
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await done;
      }
      await fresh?.drop();
    }
  });

  it.runIf(dbKind === "sqlite")(
    "without PUBLIC_URL: logs the addresses it answers on, and takes sign-up and a new class through 127.0.0.1 and localhost",
    async () => {
      const dir = tempDir("classcharm-main-");
      const port = await freePort();
      const { child, output } = start({
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_URL: `file:${join(dir, "classcharm.db")}`,
      });
      const done = exited(child);
      try {
        // Two log lines, each written when it is ready: wait for the second as well.
        await waitFor(() => output().includes("Set PUBLIC_URL"));
        expect(output()).toContain(
          `ClassCharm is ready at http://localhost:${port}, http://127.0.0.1:${port}`,
        );
        expect(output()).toContain("Set PUBLIC_URL");
        for (const host of ["127.0.0.1", "localhost"]) {
          const origin = `http://${host}:${port}`;
          const post = (path: string, body: unknown, cookie = "") =>
            fetch(`${origin}${path}`, {
              method: "POST",
              headers: { origin, "content-type": "application/json", cookie },
              body: JSON.stringify(body),
            });
          const signUp = await post("/api/auth/sign-up/email", {
            name: "Teacher",
            email: `main-${host}@example.com`,
            password: "correct horse battery",
          });
          expect(signUp.status, `${host}: ${await signUp.clone().text()}`).toBe(200);
          const cookie = signUp.headers
            .getSetCookie()
            .map((c) => c.split(";")[0])
            .join("; ");
          const created = await post("/api/classes", { name: `Via ${host}` }, cookie);
          expect(created.status, `${host}: ${await created.clone().text()}`).toBe(201);
          const foreign = await fetch(`${origin}/api/classes`, {
            method: "POST",
            headers: { origin: "https://evil.example", "content-type": "application/json", cookie },
            body: JSON.stringify({ name: "Nope" }),
          });
          expect(foreign.status).toBe(403);
        }
      } finally {
        child.kill("SIGTERM");
        await done;
      }
    },
  );
});

/** A port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
