/**
 * The app benchmark's server: the production build run as `npm start` runs it (`node
 * dist/server/main.js`, built first when out of date) on a free loopback port, with a fresh
 * SQLite database in a temp folder; a teacher signed up through the API and classes filled
 * through the bulk import API. `close()` stops the server and removes the folder.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEFAULT_OPTIONS } from "../src/domain/students/attributes";

export interface AppServer {
  base: string;
  /** The session cookie's name and value. */
  cookie: { name: string; value: string };
  /** Creates a class of `students` students and returns its id. */
  classOf(name: string, students: number): Promise<string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

/** Builds the browser app and the server when they are older than their sources. */
export function buildIfNeeded(): void {
  const result = spawnSync(process.execPath, ["scripts/build-if-needed.mjs"], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("the app did not build");
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer /api/health within 60 s");
}

function rows(n: number) {
  const pick = (list: readonly string[], i: number) => list[i % list.length] as string;
  return Array.from({ length: n }, (_, i) => ({
    name: `Student ${i + 1}`,
    number: (i % 4) + 1,
    color: pick(DEFAULT_OPTIONS.color, i),
    element: pick(DEFAULT_OPTIONS.element, i + 1),
    shape: pick(DEFAULT_OPTIONS.shape, i + 2),
  }));
}

/** `clientDir`: another build of the browser app (e.g. an unminified one to profile). */
export async function startAppServer(clientDir = "dist/client"): Promise<AppServer> {
  buildIfNeeded();
  const dir = mkdtempSync(join(tmpdir(), "classcharm-bench-app-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: `file:${join(dir, "bench.db")}`,
      // One address signs up once and then makes many requests in a few minutes.
      AUTH_RATE_LIMIT: "off",
      API_RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
    },
  });
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child);
    const call = async (method: string, path: string, body?: unknown, cookie?: string) => {
      const headers: Record<string, string> = { origin: base };
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers["content-type"] = "application/json";
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return res;
    };
    const signUp = await call("POST", "/api/auth/sign-up/email", {
      name: "Bench Teacher",
      email: `bench-${Date.now()}@example.com`,
      password: "bench password",
    });
    const first = signUp.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const eq = first.indexOf("=");
    if (eq <= 0) throw new Error("sign-up set no session cookie");
    const cookie = { name: first.slice(0, eq), value: first.slice(eq + 1) };
    const header = `${cookie.name}=${cookie.value}`;
    return {
      base,
      cookie,
      async classOf(name, students) {
        const created = await call("POST", "/api/classes", { name }, header);
        const { id } = (await created.json()) as { id: string };
        const body = { balanced: false, rows: rows(students) };
        await call("POST", `/api/classes/${id}/students/import`, body, header);
        return id;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
