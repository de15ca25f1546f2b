/**
 * The server ships as plain JavaScript run by `node` (no tsx at run time), built by
 * scripts/build-server.mjs; `npm start` and the command-line tools run that build
 * (scripts/run-server.mjs). The browser tests run it too (playwright.config.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer } from "../../scripts/build-server.mjs";
import { dbKind } from "../support/harness";
import { tempDir } from "../support/temp-dirs";

const out = join(".tmp", `built-server-${process.pid}`);
afterAll(() => rmSync(out, { recursive: true, force: true }));

function run(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGTERM"), 20_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe.runIf(dbKind === "sqlite")("the built server", () => {
  it("builds into plain JavaScript that imports no TypeScript loader", async () => {
    await buildServer(out);
    for (const entry of ["main", "migrate-cli", "backup-cli"]) {
      const file = join(out, `${entry}.js`);
      expect(existsSync(file), file).toBe(true);
      const code = readFileSync(file, "utf8");
      expect(code).not.toMatch(/from "tsx|import\("tsx|\.ts"/);
    }
    // Every catalogue is compiled in: the built server needs no src/locales folder. (esbuild
    // writes letters past ASCII as escapes: \xE1 for "á", \u0637 for "ط".)
    const main = readFileSync(join(out, "main.js"), "utf8");
    const escaped = (text: string) =>
      [...text]
        .map((c) => {
          const code = c.charCodeAt(0);
          if (code < 0x80) return c;
          return code < 0x100
            ? `\\x${code.toString(16).toUpperCase()}`
            : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
        })
        .join("");
    expect(main).toContain(escaped("Solicitud no válida"));
    expect(main).toContain(escaped("طلب غير صالح"));
  });

  it("serves under plain node: health, then a clean stop", async () => {
    const dir = tempDir("classcharm-built-");
    const child = spawn(process.execPath, [join(out, "main.js")], {
      env: {
        PATH: process.env.PATH ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dir,
        DATABASE_URL: `file:${join(dir, "cc.db")}`,
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((r) => child.on("exit", r));
    const until = Date.now() + 20_000;
    while (!/listening at (http:\/\/127\.0\.0\.1:\d+)/.test(output) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const base = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(base, output).toBeDefined();
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({
      status: "ok",
      database: "sqlite",
    });
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("npm run db:migrate runs the built migrate tool with node", async () => {
    const dir = tempDir("classcharm-built-");
    const { code, output } = await run(["scripts/run-server.mjs", "migrate-cli"], {
      DATA_DIR: dir,
      DATABASE_URL: `file:${join(dir, "cc.db")}`,
    });
    expect(code, output).toBe(0);
    expect(existsSync(join(dir, "cc.db"))).toBe(true);
    expect(existsSync("dist/server/migrate-cli.js")).toBe(true);
  });
});
