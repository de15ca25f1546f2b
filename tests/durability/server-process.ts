import { type ChildProcess, spawn } from "node:child_process";

/** The real server (src/server/main.ts) as a child process, as `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit signal or code once the process is gone. */
  exited: Promise<string>;
  /** The last few KB of the server's output (for a failure message). */
  output(): string;
}

/** Servers still running: killed if this process exits first (an interrupted test run). */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const KEEP = 8_000;

/** Starts the server on a free port; resolves once it listens (it has migrated by then). */
export function startServer(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/lingui-node.mjs", "src/server/main.ts"],
    {
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  let out = "";
  let baseUrl: string | undefined;
  const exited = new Promise<string>((resolve) =>
    child.on("exit", (code, signal) => {
      running.delete(child);
      resolve(signal ?? `exit code ${code}`);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const take = (data: Buffer) => {
      out = (out + data.toString()).slice(-KEEP);
      if (baseUrl) return;
      baseUrl = LISTENING.exec(out)?.[1];
      if (!baseUrl) return;
      clearTimeout(timer);
      resolve({ child, baseUrl, exited, output: () => out });
    };
    child.stdout?.on("data", take);
    child.stderr?.on("data", take);
    void exited.then((how) => {
      if (baseUrl) return;
      clearTimeout(timer);
      reject(new Error(`the server stopped before listening (${how}):\n${out}`));
    });
  });
}

/** SIGKILL: no shutdown hook runs, open transactions and buffered work die with the process. */
export async function killHard(server: ServerProcess): Promise<string> {
  server.child.kill("SIGKILL");
  return server.exited;
}

/** SIGTERM, the graceful stop (used once at the very end). */
export async function stopGracefully(server: ServerProcess): Promise<string> {
  server.child.kill("SIGTERM");
  return server.exited;
}
